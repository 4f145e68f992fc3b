// Deflate on the coordinator: zlib, libdeflate and ISA-L (igzip), raw deflate of the same
// 64 KiB pieces a shard holds, one core, the best of 5 rounds each, taking turns; then
// inflating ISA-L's pieces with zlib and with ISA-L. Every ISA-L and libdeflate stream is
// inflated by zlib and compared with its input first.
//
//   deflate_compare FILE LEVEL   (LEVEL 0-3: ISA-L has no higher level) prints:
//     deflate level=L zlib-MB/s=Z libdeflate-MB/s=D isal-MB/s=I isal-speedup=I/D zlib-ratio=R libdeflate-ratio=R isal-ratio=R
//     inflate zlib-MB/s=Z isal-MB/s=I speedup=I/Z
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

enum { piece = 65536, rounds = 5 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static size_t with_zlib(const unsigned char *in, size_t n, unsigned char *out, size_t room, int level) {
    z_stream s;
    memset(&s, 0, sizeof s);
    deflateInit2(&s, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
    s.next_in = (unsigned char *)in;
    s.avail_in = n;
    s.next_out = out;
    s.avail_out = room;
    deflate(&s, Z_FINISH);
    size_t produced = s.total_out;
    deflateEnd(&s);
    return produced;
}

static unsigned char *level_buffer;
static int level_buffer_size;

// As the codec's Deflater: one stateless call per piece (level 1 with the medium buffer).
static size_t with_isal(const unsigned char *in, size_t n, unsigned char *out, size_t room, int level) {
    struct isal_zstream s;
    isal_deflate_stateless_init(&s);
    s.level = level;
    s.level_buf = level_buffer;
    s.level_buf_size = level_buffer_size;
    s.end_of_stream = 1;
    s.next_in = (unsigned char *)in;
    s.avail_in = n;
    s.next_out = out;
    s.avail_out = room;
    if (isal_deflate_stateless(&s) != COMP_OK) return 0;
    return s.total_out;
}

// zlib inflates a piece; 0 when it does not give back `n` bytes.
static size_t zlib_inflate(const unsigned char *in, size_t packed, unsigned char *out, size_t n) {
    z_stream s;
    memset(&s, 0, sizeof s);
    inflateInit2(&s, -15);
    s.next_in = (unsigned char *)in;
    s.avail_in = packed;
    s.next_out = out;
    s.avail_out = n + 1;
    int status = inflate(&s, Z_FINISH);
    inflateEnd(&s);
    return status == Z_STREAM_END && s.total_out == n ? n : 0;
}

static struct inflate_state inflater;

static size_t isal_inflate_piece(const unsigned char *in, size_t packed, unsigned char *out, size_t n) {
    isal_inflate_init(&inflater);
    inflater.next_in = (unsigned char *)in;
    inflater.avail_in = packed;
    inflater.next_out = out;
    inflater.avail_out = n + 1;
    int status = isal_inflate(&inflater);
    return status == ISAL_DECOMP_OK && inflater.block_state == ISAL_BLOCK_FINISH && inflater.total_out == n ? n : 0;
}

int main(int argc, char **argv) {
    if (argc != 3) return 2;
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 1;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    long count = (size + piece - 1) / piece;
    unsigned char *data = malloc(size), *out = malloc(2 * piece), *back = malloc(piece + 1);
    unsigned char *packed = malloc(count * 2 * piece);
    size_t *packed_size = malloc(count * sizeof *packed_size);
    if (fread(data, 1, size, file) != (size_t)size) return 1;
    int level = atoi(argv[2]);
    if (level < 0 || level > 3) return 2;
    static const int buffer_sizes[] = {ISAL_DEF_LVL0_DEFAULT, ISAL_DEF_LVL1_MEDIUM, ISAL_DEF_LVL2_DEFAULT, ISAL_DEF_LVL3_DEFAULT};
    level_buffer_size = buffer_sizes[level];
    level_buffer = malloc(level_buffer_size);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);

    for (long i = 0; i < count; i++) {
        long at = i * piece;
        size_t n = size - at < piece ? size - at : piece;
        size_t by_libdeflate = libdeflate_deflate_compress(compressor, data + at, n, out, 2 * piece);
        if (!zlib_inflate(out, by_libdeflate, back, n) || memcmp(back, data + at, n) != 0) {
            fprintf(stderr, "deflate_compare: zlib does not inflate libdeflate's piece at %ld\n", at);
            return 1;
        }
        packed_size[i] = with_isal(data + at, n, packed + i * 2 * piece, 2 * piece, level);
        if (!zlib_inflate(packed + i * 2 * piece, packed_size[i], back, n) || memcmp(back, data + at, n) != 0) {
            fprintf(stderr, "deflate_compare: zlib does not inflate ISA-L's piece at %ld\n", at);
            return 1;
        }
    }
    double best[3] = {1e9, 1e9, 1e9}, best_inflate[2] = {1e9, 1e9};
    size_t bytes[3] = {0, 0, 0};
    for (int round = 0; round < rounds; round++) {
        for (int which = 0; which < 3; which++) {
            double start = now();
            bytes[which] = 0;
            for (long at = 0; at < size; at += piece) {
                size_t n = size - at < piece ? size - at : piece;
                bytes[which] += which == 0   ? with_zlib(data + at, n, out, 2 * piece, level)
                                : which == 1 ? libdeflate_deflate_compress(compressor, data + at, n, out, 2 * piece)
                                             : with_isal(data + at, n, out, 2 * piece, level);
            }
            double t = now() - start;
            if (t < best[which]) best[which] = t;
        }
        for (int which = 0; which < 2; which++) {
            double start = now();
            for (long i = 0; i < count; i++) {
                size_t n = size - i * piece < piece ? size - i * piece : piece;
                size_t got = which == 0 ? zlib_inflate(packed + i * 2 * piece, packed_size[i], back, n)
                                        : isal_inflate_piece(packed + i * 2 * piece, packed_size[i], back, n);
                if (!got) {
                    fprintf(stderr, "deflate_compare: inflating ISA-L's piece %ld failed\n", i);
                    return 1;
                }
            }
            double t = now() - start;
            if (t < best_inflate[which]) best_inflate[which] = t;
        }
    }
    printf("deflate level=%d zlib-MB/s=%.0f libdeflate-MB/s=%.0f isal-MB/s=%.0f isal-speedup=%.2f zlib-ratio=%.2f libdeflate-ratio=%.2f isal-ratio=%.2f\n",
           level, size / best[0] / 1e6, size / best[1] / 1e6, size / best[2] / 1e6, best[1] / best[2], (double)size / bytes[0],
           (double)size / bytes[1], (double)size / bytes[2]);
    printf("inflate zlib-MB/s=%.0f isal-MB/s=%.0f speedup=%.2f\n", size / best_inflate[0] / 1e6, size / best_inflate[1] / 1e6,
           best_inflate[0] / best_inflate[1]);
    libdeflate_free_compressor(compressor);
    return 0;
}
