#include <zlib.h>

// inflateInit2 and deflateInit2 are macros that Swift cannot call; these wrappers can be.
static inline int trellis_inflateInit2(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
static inline int trellis_deflateInit2(z_stream *stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}
