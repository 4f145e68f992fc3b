/* Pango as an independent reference for TrellisText: lays out texts with PangoCairo in
 * the same fonts, sizes and widths, with hinting off and glyph positions unrounded so
 * its advances are HarfBuzz's exact ones, and word wrapping that falls back to
 * characters for a word longer than a line (PANGO_WRAP_WORD_CHAR, UILabel's
 * byWordWrapping) without inserting a hyphen where it does, as UILabel inserts none.
 *
 *   pango_lines --texts FILE --font FAMILY --size PX --widths W1,W2,...
 *       prints "LINES <text> <width> <line count> <width px> <height px>" for every pair
 *   pango_lines --texts FILE --font FAMILY --size PX --widths ... --rounds R --budget S
 *       prints "RESULT text-measure <labels/s of the best round> <labels> <checksum>"
 *
 * FILE holds one text a line (UTF-8). Built by the tests and by bench/compare.sh with
 *   cc -O2 pango_lines.c $(pkg-config --cflags --libs pangocairo) -o pango_lines
 */
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static char **read_lines(const char *path, int *count) {
    gchar *contents;
    gsize length;
    if (!g_file_get_contents(path, &contents, &length, NULL)) {
        fprintf(stderr, "pango_lines: cannot read %s\n", path);
        exit(2);
    }
    char **lines = g_strsplit(contents, "\n", -1);
    g_free(contents);
    int n = 0;
    for (int i = 0; lines[i]; i++)
        if (lines[i][0]) lines[n++] = lines[i];
    lines[n] = NULL;
    *count = n;
    return lines;
}

int main(int argc, char **argv) {
    const char *texts_path = NULL, *family = "DejaVu Sans", *widths_arg = "200";
    double size = 17, budget = 0;
    int rounds = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--texts")) texts_path = argv[i + 1];
        else if (!strcmp(argv[i], "--font")) family = argv[i + 1];
        else if (!strcmp(argv[i], "--size")) size = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--widths")) widths_arg = argv[i + 1];
        else if (!strcmp(argv[i], "--rounds")) rounds = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--budget")) budget = atof(argv[i + 1]);
    }
    if (!texts_path) {
        fprintf(stderr, "usage: pango_lines --texts FILE [--font F] [--size PX] [--widths W,...] [--rounds R --budget S]\n");
        return 2;
    }
    int text_count;
    char **texts = read_lines(texts_path, &text_count);
    char **width_list = g_strsplit(widths_arg, ",", -1);
    int width_count = g_strv_length(width_list);
    double *widths = malloc(sizeof(double) * width_count);
    for (int i = 0; i < width_count; i++) widths[i] = atof(width_list[i]);

    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_context_set_resolution(context, 72); /* one point is one pixel */
    pango_context_set_round_glyph_positions(context, FALSE);
    pango_context_set_language(context, pango_language_from_string("en"));
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, family);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));
    pango_layout_set_attributes(layout, attributes);

    if (rounds == 0) {
        for (int t = 0; t < text_count; t++) {
            pango_layout_set_text(layout, texts[t], -1);
            for (int w = 0; w < width_count; w++) {
                pango_layout_set_width(layout, (int)(widths[w] * PANGO_SCALE));
                int width, height;
                pango_layout_get_pixel_size(layout, &width, &height);
                printf("LINES %d %g %d %d %d\n", t, widths[w], pango_layout_get_line_count(layout), width, height);
            }
        }
        return 0;
    }

    /* One label is one (text, width) pair laid out from its text, as a cell's label is. */
    double best = 0;
    long best_labels = 0, checksum = 0;
    for (int round = 0; round < rounds; round++) {
        long labels = 0;
        double start = now(), elapsed;
        do {
            for (int t = 0; t < text_count; t++) {
                for (int w = 0; w < width_count; w++) {
                    pango_layout_set_text(layout, texts[t], -1);
                    pango_layout_set_width(layout, (int)(widths[w] * PANGO_SCALE));
                    int width, height;
                    pango_layout_get_pixel_size(layout, &width, &height);
                    checksum += pango_layout_get_line_count(layout) + height;
                    labels++;
                }
            }
            elapsed = now() - start;
        } while (elapsed < budget);
        if (labels / elapsed > best) {
            best = labels / elapsed;
            best_labels = labels;
        }
    }
    printf("RESULT text-measure %.0f %ld %ld\n", best, best_labels, checksum);
    return 0;
}
