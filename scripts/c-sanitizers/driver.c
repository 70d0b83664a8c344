/* Drives the C targets under -fsanitize=undefined,address (scripts/c-sanitizers.sh): stack
 * bounds and frame address on the main thread and on a second thread; the thread-local
 * object count; PNGs of several sizes, opaque and with alpha, and a writer that refuses
 * the bytes part way (libpng's longjmp out of the writer). */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stack_bounds.h"
#include "object_count.h"
#include "png_writer.h"

static int check_stack(void) {
    uintptr_t lowest = 0; size_t size = 0;
    if (marbles_stack_bounds(&lowest, &size) != 0) { printf("no bounds\n"); return 1; }
    uintptr_t here = marbles_stack_address();
    if (!(here > lowest && here < lowest + size)) { printf("frame %lx outside %lx+%zu\n", (unsigned long)here, (unsigned long)lowest, size); return 1; }
    return 0;
}
static void *thread_main(void *arg) {
    (void)arg;
    /* Another thread counts from 0, whatever the main thread counted. */
    int failures = check_stack() + (marbles_objects_alive_on_this_thread() != 0);
    marbles_object_made();
    failures += marbles_objects_alive_on_this_thread() != 1;
    marbles_object_released();
    return (void *)(intptr_t)failures;
}

struct sink { size_t total; size_t limit; };
static int take(void *closure, const unsigned char *data, size_t length) {
    struct sink *s = closure; (void)data;
    if (s->limit && s->total + length > s->limit) return 1;
    s->total += length; return 0;
}

int main(void) {
    int failures = check_stack();
    marbles_object_made();
    marbles_object_made();
    pthread_t t; void *r;
    pthread_create(&t, NULL, thread_main, NULL); pthread_join(t, &r);
    failures += (int)(intptr_t)r;
    failures += marbles_objects_alive_on_this_thread() != 2;
    int sizes[][2] = {{1, 1}, {3, 2}, {17, 5}, {640, 480}, {1, 1000}};
    for (int i = 0; i < 5; i++) {
        int w = sizes[i][0], h = sizes[i][1], stride = w * 4;
        unsigned char *pixels = malloc((size_t)stride * h);
        for (int alpha = 0; alpha < 2; alpha++) {
            for (size_t p = 0; p < (size_t)stride * h; p++) pixels[p] = (unsigned char)(p * 37 + alpha);
            struct sink whole = {0, 0};
            if (!marbles_png_write(pixels, w, h, stride, alpha, take, &whole)) { printf("write failed %dx%d\n", w, h); failures++; }
            struct sink cut = {0, whole.total / 2};
            if (marbles_png_write(pixels, w, h, stride, alpha, take, &cut)) { printf("refusal not reported %dx%d\n", w, h); failures++; }
            printf("%dx%d alpha %d: %zu bytes\n", w, h, alpha, whole.total);
        }
        free(pixels);
    }
    printf("%s\n", failures ? "FAILED" : "ok");
    return failures != 0;
}
