#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

// FreeType's error codes are macros built from a table (fterrdef.h) that Swift cannot
// import; the two that name what went wrong with a user's font file are spelled out.
static const FT_Error CFreeTypeCannotOpenResource = 0x01;
static const FT_Error CFreeTypeUnknownFileFormat = 0x02;
