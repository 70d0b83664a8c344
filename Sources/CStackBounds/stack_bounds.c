// pthread_getattr_np is a GNU extension that Swift's Glibc module does not expose.
#define _GNU_SOURCE
#include "stack_bounds.h"
#include <pthread.h>

int marbles_stack_bounds(uintptr_t *lowest, size_t *size) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    *size = pthread_get_stacksize_np(self);
    *lowest = top - *size;
    return 0;
#elif defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 1;
    void *base = NULL;
    size_t length = 0;
    int failed = pthread_attr_getstack(&attributes, &base, &length);
    pthread_attr_destroy(&attributes);
    if (failed != 0 || base == NULL || length == 0) return 1;
    *lowest = (uintptr_t)base;
    *size = length;
    return 0;
#else
    return 1;
#endif
}

__attribute__((noinline)) uintptr_t marbles_stack_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}
