#include "png_writer.h"
#include <png.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* No row filter and zlib level 3. Cairo lets libpng try every filter on every row at level
 * 6, most of a diagram's render time. Measured on examples/15-demand (the C floor's whole
 * process, callgrind): Cairo's writer 388M instructions and 56,110 bytes; no filter at level
 * 6, 187M and 47,890 bytes; at level 3, 115M and 57,644 bytes (level 0 alone is 82M): the
 * size Cairo's files had, for a sixth of the encoding work. */
enum { COMPRESSION_LEVEL = 3 };

struct sink {
    marbles_png_write_func write;
    void *closure;
};

static void write_data(png_structp png, png_bytep data, size_t length) {
    struct sink *sink = png_get_io_ptr(png);
    if (sink->write(sink->closure, data, length) != 0) png_error(png, "write failed");
}

static void flush_data(png_structp png) { (void)png; }

static void quiet_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void quiet_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static uint32_t pixel_at(const unsigned char *row, int x) {
    uint32_t pixel;
    memcpy(&pixel, row + 4 * (size_t)x, sizeof pixel);
    return pixel;
}

static int is_opaque(const unsigned char *data, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const unsigned char *row = data + (size_t)y * (size_t)stride;
        for (int x = 0; x < width; x++) {
            if ((pixel_at(row, x) >> 24) != 0xff) return 0;
        }
    }
    return 1;
}

/* One row as PNG samples, exactly as Cairo's convert_data_to_bytes and unpremultiply_data
 * compute them. */
static void convert_row(const unsigned char *source, unsigned char *out, int width, int opaque) {
    for (int x = 0; x < width; x++) {
        uint32_t pixel = pixel_at(source, x);
        uint32_t red = (pixel >> 16) & 0xff, green = (pixel >> 8) & 0xff, blue = pixel & 0xff;
        if (opaque) {
            out[0] = (unsigned char)red;
            out[1] = (unsigned char)green;
            out[2] = (unsigned char)blue;
            out += 3;
            continue;
        }
        uint32_t alpha = pixel >> 24;
        if (alpha == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else {
            out[0] = (unsigned char)((red * 255 + alpha / 2) / alpha);
            out[1] = (unsigned char)((green * 255 + alpha / 2) / alpha);
            out[2] = (unsigned char)((blue * 255 + alpha / 2) / alpha);
            out[3] = (unsigned char)alpha;
        }
        out += 4;
    }
}

int marbles_png_write(const unsigned char *data, int width, int height, int stride, int has_alpha,
                      marbles_png_write_func write, void *closure) {
    if (width <= 0 || height <= 0) return 0;
    /* volatile: read after setjmp. */
    volatile int opaque = !has_alpha || is_opaque(data, width, height, stride);
    struct sink sink = { write, closure };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, quiet_error, quiet_warning);
    if (!png) return 0;
    png_infop info = png_create_info_struct(png);
    unsigned char *row = malloc((size_t)width * 4);
    if (!info || !row) {
        free(row);
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, &sink, write_data, flush_data);
    png_set_compression_level(png, COMPRESSION_LEVEL);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color_16 white = { .red = 0xff, .green = 0xff, .blue = 0xff, .gray = 0xff };
    png_set_bKGD(png, info, &white);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        convert_row(data + (size_t)y * (size_t)stride, row, width, opaque);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return 1;
}
