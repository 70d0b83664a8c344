/*
 * The C+Cairo floor for `make bench`: draws a diagram's draw list (written by FloorBench from
 * marbles' layout, format in FloorBench/DrawList.swift) with the Cairo calls marbles' Painter
 * makes, in the same order, text included, and writes a PNG or an SVG. What marbles does on
 * top (parsing, running, laying out, the SVG's ids, hover texts and labels) is what the
 * benchmark's ratio measures.
 *
 * Usage: cairo-floor DRAWLIST png|svg OUT [cairo]
 *        cairo-floor --batch png|svg OUTDIR DRAWLIST...   (many diagrams in one process)
 * A PNG goes through marbles' own encoder (Sources/CPNGWriter), or through
 * cairo_surface_write_to_png with a fourth argument `cairo`.
 */
#include <cairo/cairo.h>
#include <cairo/cairo-svg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "png_writer.h"

static char *cursor;

static double number(void) {
    char *end;
    double value = strtod(cursor, &end);
    if (end == cursor) { fprintf(stderr, "cairo-floor: a number expected at '%.20s'\n", cursor); exit(2); }
    cursor = end;
    return value;
}

static void word(char *out, size_t size) {
    while (*cursor == ' ') cursor++;
    size_t n = 0;
    while (*cursor && *cursor != ' ' && *cursor != '\n' && n + 1 < size) out[n++] = *cursor++;
    out[n] = 0;
}

/* `LENGTH:BYTES` as a fresh NUL-terminated string. */
static char *bytes(void) {
    size_t length = (size_t)number();
    cursor++; /* ':' */
    char *text = malloc(length + 1);
    memcpy(text, cursor, length);
    text[length] = 0;
    cursor += length;
    return text;
}

static int absent(void) {
    while (*cursor == ' ') cursor++;
    if (*cursor == '-' && (cursor[1] == ' ' || cursor[1] == '\n' || cursor[1] == 0)) { cursor++; return 1; }
    return 0;
}

static void source(cairo_t *cr) {
    double r = number(), g = number(), b = number(), a = number();
    if (a >= 1) cairo_set_source_rgb(cr, r, g, b); else cairo_set_source_rgba(cr, r, g, b, a);
}

/* Reads a STROKE and applies it, as Painter.apply(_:) does. */
static void stroke_style(cairo_t *cr) {
    source(cr);
    cairo_set_line_width(cr, number());
    cairo_set_line_cap(cr, number() == 1 ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
    int count = (int)number();
    double dashes[16];
    for (int i = 0; i < count; i++) dashes[i < 16 ? i : 15] = number();
    cairo_set_dash(cr, count ? dashes : NULL, count < 16 ? count : 16, 0);
}

static void fill_and_stroke(cairo_t *cr) {
    int has_fill = !absent();
    char *fill_at = cursor;
    if (has_fill) { number(); number(); number(); number(); }
    int has_stroke = !absent();
    char *stroke_at = cursor;
    if (has_fill) {
        cursor = fill_at;
        source(cr);
        if (has_stroke) cairo_fill_preserve(cr); else cairo_fill(cr);
        cursor = stroke_at;
    }
    if (has_stroke) { stroke_style(cr); cairo_stroke(cr); }
}

static void rect_path(cairo_t *cr, double x, double y, double w, double h, double radius) {
    double r = fmin(radius, fmin(w / 2, h / 2));
    if (!(r > 0)) { cairo_rectangle(cr, x, y, w, h); return; }
    double half = M_PI / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -half, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, half);
    cairo_arc(cr, x + r, y + h - r, r, half, 2 * half);
    cairo_arc(cr, x + r, y + r, r, 2 * half, 3 * half);
    cairo_close_path(cr);
}

static void text(cairo_t *cr) {
    double x = number(), y = number();
    int anchor = (int)number(), bold = (int)number(), italic = (int)number();
    double size = number();
    char *color_at = cursor;
    number(); number(); number(); number();
    char *family = bytes();
    cursor++; /* ' ' */
    char *string = bytes();
    cairo_select_font_face(cr, family, italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_text_extents_t extents;
    cairo_text_extents(cr, string, &extents);
    double offset = anchor == 0 ? 0 : anchor == 1 ? extents.x_advance / 2 : extents.x_advance;
    char *after = cursor;
    cursor = color_at;
    source(cr);
    cursor = after;
    cairo_move_to(cr, x - offset, y);
    cairo_show_text(cr, string);
    free(family);
    free(string);
}

static void draw(cairo_t *cr) {
    char kind[16];
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (;;) {
        while (*cursor == '\n' || *cursor == ' ') cursor++;
        if (!*cursor) return;
        word(kind, sizeof kind);
        cairo_new_path(cr);
        if (!strcmp(kind, "rect")) {
            double x = number(), y = number(), w = number(), h = number(), r = number();
            rect_path(cr, x, y, w, h, r);
            fill_and_stroke(cr);
        } else if (!strcmp(kind, "circle")) {
            double x = number(), y = number(), r = number();
            cairo_new_sub_path(cr);
            cairo_arc(cr, x, y, r, 0, 2 * M_PI);
            cairo_close_path(cr);
            fill_and_stroke(cr);
        } else if (!strcmp(kind, "line")) {
            double x1 = number(), y1 = number(), x2 = number(), y2 = number();
            cairo_move_to(cr, x1, y1);
            cairo_line_to(cr, x2, y2);
            stroke_style(cr);
            cairo_stroke(cr);
        } else if (!strcmp(kind, "segs")) {
            int count = (int)number();
            for (int i = 0; i < count; i++) {
                double x1 = number(), y1 = number(), x2 = number(), y2 = number();
                cairo_move_to(cr, x1, y1);
                cairo_line_to(cr, x2, y2);
            }
            stroke_style(cr);
            cairo_stroke(cr);
        } else if (!strcmp(kind, "poly")) {
            int count = (int)number();
            for (int i = 0; i < count; i++) {
                double x = number(), y = number();
                if (i == 0) cairo_move_to(cr, x, y); else cairo_line_to(cr, x, y);
            }
            stroke_style(cr);
            cairo_stroke(cr);
        } else if (!strcmp(kind, "curve")) {
            double x = number(), y = number(), ax = number(), ay = number(), bx = number(), by = number();
            double tx = number(), ty = number();
            cairo_move_to(cr, x, y);
            cairo_curve_to(cr, ax, ay, bx, by, tx, ty);
            stroke_style(cr);
            cairo_stroke(cr);
        } else if (!strcmp(kind, "path")) {
            double x = number(), y = number();
            int count = (int)number();
            cairo_move_to(cr, x, y);
            for (int i = 0; i < count; i++) {
                double ax = number(), ay = number(), bx = number(), by = number(), tx = number(), ty = number();
                cairo_curve_to(cr, ax, ay, bx, by, tx, ty);
            }
            stroke_style(cr);
            cairo_stroke(cr);
        } else if (!strcmp(kind, "arrow")) {
            double tx = number(), ty = number(), dx = number(), dy = number(), length = number(), width = number();
            double bx = tx - dx * length, by = ty - dy * length, nx = -dy * width / 2, ny = dx * width / 2;
            cairo_move_to(cr, tx, ty);
            cairo_line_to(cr, bx + nx, by + ny);
            cairo_line_to(cr, bx - nx, by - ny);
            cairo_close_path(cr);
            source(cr);
            cairo_fill(cr);
        } else if (!strcmp(kind, "cross")) {
            double x = number(), y = number(), half = number();
            cairo_move_to(cr, x - half, y - half);
            cairo_line_to(cr, x + half, y + half);
            cairo_move_to(cr, x - half, y + half);
            cairo_line_to(cr, x + half, y - half);
            stroke_style(cr);
            cairo_stroke(cr);
        } else if (!strcmp(kind, "text")) {
            text(cr);
        } else {
            fprintf(stderr, "cairo-floor: unknown primitive '%s'\n", kind);
            exit(2);
        }
    }
}

static void font_options(cairo_t *cr) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_DEFAULT);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
}

static cairo_status_t write_file(void *closure, const unsigned char *data, unsigned int length) {
    return fwrite(data, 1, length, closure) == length ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

static int write_png_bytes(void *closure, const unsigned char *data, size_t length) {
    return fwrite(data, 1, length, closure) == length ? 0 : 1;
}

/* Draws one draw list into OUT as a PNG (marbles' encoder, or Cairo's with `cairo_writer`) or
 * an SVG; 0 when it worked. */
static int render(const char *list_path, const char *format, const char *out_path, int cairo_writer) {
    FILE *in = fopen(list_path, "rb");
    if (!in) { perror(list_path); return 1; }
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    fseek(in, 0, SEEK_SET);
    char *list = malloc(size + 1);
    if (fread(list, 1, size, in) != (size_t)size) { perror(list_path); return 1; }
    list[size] = 0;
    fclose(in);
    cursor = list;
    char kind[16];
    word(kind, sizeof kind);
    double width = number(), height = number(), density = number();

    cairo_surface_t *surface;
    int png = !strcmp(format, "png");
    if (png) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)fmax(ceil(width * density), 1),
                                             (int)fmax(ceil(height * density), 1));
    } else {
        surface = cairo_svg_surface_create(out_path, width, height);
    }
    cairo_t *cr = cairo_create(surface);
    font_options(cr);
    if (png) cairo_scale(cr, density, density);
    draw(cr);
    /* Cairo holds what it needs; a vector surface writes the document when finished. */
    free(list);
    cairo_status_t status = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    if (png) {
        FILE *out = fopen(out_path, "wb");
        if (!out) { perror(out_path); return 1; }
        if (cairo_writer) {
            status = cairo_surface_write_to_png_stream(surface, write_file, out);
        } else {
            cairo_format_t format = cairo_image_surface_get_format(surface);
            int ok = marbles_png_write(cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
                                       cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface),
                                       format == CAIRO_FORMAT_ARGB32, write_png_bytes, out);
            if (!ok) status = CAIRO_STATUS_WRITE_ERROR;
        }
        fclose(out);
    }
    cairo_surface_finish(surface);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cairo-floor: %s\n", cairo_status_to_string(status)); return 1; }
    return 0;
}

int main(int argc, char **argv) {
    /* `--batch png|svg OUTDIR LIST...`: every list in one process, as `marbles render` draws
     * the files of one command, into OUTDIR/1.png, OUTDIR/2.png, ... */
    if (argc >= 5 && !strcmp(argv[1], "--batch")) {
        for (int i = 4; i < argc; i++) {
            char out[4096];
            snprintf(out, sizeof out, "%s/%d.%s", argv[3], i - 3, argv[2]);
            if (render(argv[i], argv[2], out, 0)) return 1;
        }
        return 0;
    }
    if (argc < 4) {
        fprintf(stderr, "usage: cairo-floor DRAWLIST png|svg OUT [cairo]\n"
                        "       cairo-floor --batch png|svg OUTDIR DRAWLIST...\n");
        return 2;
    }
    return render(argv[1], argv[2], argv[3], argc > 4 && !strcmp(argv[4], "cairo"));
}
