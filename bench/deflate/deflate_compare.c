// Deflate on the coordinator: zlib against libdeflate, raw deflate of the same 64 KiB
// pieces a shard holds, one core, the best of 5 rounds each, the two taking turns.
// Every libdeflate stream is inflated by zlib and compared with its input first.
//
//   deflate_compare FILE LEVEL   prints: deflate level=L zlib-MB/s=Z libdeflate-MB/s=D speedup=D/Z zlib-ratio=R libdeflate-ratio=R
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

enum { piece = 65536 };

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

int main(int argc, char **argv) {
    if (argc != 3) return 2;
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 1;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    unsigned char *data = malloc(size), *out = malloc(2 * piece), *back = malloc(piece);
    if (fread(data, 1, size, file) != (size_t)size) return 1;
    int level = atoi(argv[2]);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);

    for (long at = 0; at < size; at += piece) {
        size_t n = size - at < piece ? size - at : piece;
        size_t packed = libdeflate_deflate_compress(compressor, data + at, n, out, 2 * piece);
        z_stream s;
        memset(&s, 0, sizeof s);
        inflateInit2(&s, -15);
        s.next_in = out;
        s.avail_in = packed;
        s.next_out = back;
        s.avail_out = piece;
        int status = inflate(&s, Z_FINISH);
        inflateEnd(&s);
        if (status != Z_STREAM_END || s.total_out != n || memcmp(back, data + at, n) != 0) {
            fprintf(stderr, "deflate_compare: zlib does not inflate libdeflate's piece at %ld\n", at);
            return 1;
        }
    }
    double best_zlib = 1e9, best_libdeflate = 1e9;
    size_t zlib_bytes = 0, libdeflate_bytes = 0;
    for (int round = 0; round < 5; round++) {
        double start = now();
        zlib_bytes = 0;
        for (long at = 0; at < size; at += piece)
            zlib_bytes += with_zlib(data + at, size - at < piece ? size - at : piece, out, 2 * piece, level);
        double t = now() - start;
        if (t < best_zlib) best_zlib = t;
        start = now();
        libdeflate_bytes = 0;
        for (long at = 0; at < size; at += piece)
            libdeflate_bytes += libdeflate_deflate_compress(compressor, data + at, size - at < piece ? size - at : piece, out, 2 * piece);
        t = now() - start;
        if (t < best_libdeflate) best_libdeflate = t;
    }
    printf("deflate level=%d zlib-MB/s=%.0f libdeflate-MB/s=%.0f speedup=%.2f zlib-ratio=%.2f libdeflate-ratio=%.2f\n", level,
           size / best_zlib / 1e6, size / best_libdeflate / 1e6, best_zlib / best_libdeflate, (double)size / zlib_bytes,
           (double)size / libdeflate_bytes);
    libdeflate_free_compressor(compressor);
    return 0;
}
