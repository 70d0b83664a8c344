#ifndef MARBLES_PNG_WRITER_H
#define MARBLES_PNG_WRITER_H

/* Writes a Cairo image surface's pixels as a PNG through libpng: the same pixels and
 * chunks as cairo_surface_write_to_png_stream (RGB when every pixel is opaque, else
 * unpremultiplied RGBA; a white bKGD), with a cheaper filter and compression choice.
 * libpng reports errors by longjmp, which Swift cannot catch: hence C. */

#include <stddef.h>

/* Receives the PNG's bytes in order; returns 0 when they were taken, non-zero to stop. */
typedef int (*marbles_png_write_func)(void *closure, const unsigned char *data, size_t length);

/* `data` is `height` rows of `stride` bytes, each pixel a native-endian 32-bit
 * premultiplied ARGB word (CAIRO_FORMAT_ARGB32, or CAIRO_FORMAT_RGB24 when `has_alpha` is
 * 0). Returns 1 when the whole PNG was written, 0 when libpng or `write` failed. */
int marbles_png_write(const unsigned char *data, int width, int height, int stride, int has_alpha,
                      marbles_png_write_func write, void *closure);

#endif
