#include <isa-l/igzip_lib.h>

// The level buffers' sizes are macros built from other macros, which Swift cannot
// import. Level 1 takes the medium size: on 64 KiB shards it deflated as fast as the
// default (large) one or faster (bench/RESULTS.md, ISA-L entry), in half the
// memory. -1: not a level used here (1...3; level 0 frames are stored, Deflater).
static inline int trellis_isal_level_buffer_size(int level) {
    switch (level) {
    case 1: return ISAL_DEF_LVL1_MEDIUM;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    case 3: return ISAL_DEF_LVL3_DEFAULT;
    default: return -1;
    }
}

// One raw deflate stream (no zlib or gzip wrapper) of all of `in`, in one call. Returns
// the bytes written, or -1 when `out` is too small (ISA-L's STATELESS_OVERFLOW) or
// ISA-L refuses.
static inline long trellis_isal_deflate(struct isal_zstream *stream, int level, uint8_t *level_buffer, uint32_t level_buffer_size,
                                        const uint8_t *in, uint32_t in_size, uint8_t *out, uint32_t out_size) {
    isal_deflate_stateless_init(stream);
    stream->level = level;
    stream->level_buf = level_buffer;
    stream->level_buf_size = level_buffer_size;
    stream->gzip_flag = IGZIP_DEFLATE;
    stream->end_of_stream = 1;
    stream->flush = NO_FLUSH;
    stream->next_in = (uint8_t *)in;
    stream->avail_in = in_size;
    stream->next_out = out;
    stream->avail_out = out_size;
    if (isal_deflate_stateless(stream) != COMP_OK) return -1;
    return (long)stream->total_out;
}
