#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

// xmlFree is a global function pointer, which Swift 6 refuses to read as shared mutable
// state; this reads it on the C side.
static inline void trellis_xmlFree(void *pointer) { xmlFree(pointer); }
