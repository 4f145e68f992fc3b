#include <zlib.h>

// inflateInit2 is a macro that Swift cannot call; this wrapper can be. (zlib reads
// gzip inputs and the head of a shard for the instant worker; cluster frames are
// deflated and inflated by ISA-L, CISAL.)
static inline int trellis_inflateInit2(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
