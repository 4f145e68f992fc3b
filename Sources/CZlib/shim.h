#include <zlib.h>

// inflateInit2 is a macro that Swift cannot call; this wrapper can be. (Frames are
// deflated by ISA-L, CISAL.)
static inline int trellis_inflateInit2(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
