#include <zlib.h>

// inflateInit2 is a macro that Swift cannot call; this wrapper can be. (zlib reads
// gzip inputs; cluster frames are deflated and inflated by ISA-L, CISAL.)
static inline int trellis_inflateInit2(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
