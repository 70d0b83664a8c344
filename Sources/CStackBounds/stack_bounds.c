// pthread_getattr_np is a GNU extension that Swift's Glibc module does not expose.
#define _GNU_SOURCE
#include "stack_bounds.h"
#include <pthread.h>
#if defined(__linux__)
#include <string.h>
#include <sys/auxv.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#if defined(__linux__)
/// The main thread's stack without pthread_getattr_np, which reads the whole of
/// /proc/self/maps for it (about 0.15 ms, a process of marbles' size). The kernel copies the
/// executable's path (AT_EXECFN) to the very top of the stack, so the stack ends at the page
/// boundary after it; it may grow down to RLIMIT_STACK below that end. pthread_getattr_np
/// also stops at the mapping below, which Linux places beyond the stack's reach (the limit
/// and a guard gap, 128 MB at least); a limit past 128 MB is left to it all the same. Returns 1 when
/// that does not apply: another thread, a limit that is unlimited or past 128 MB, no
/// AT_EXECFN, or a frame of this call outside the bounds found (a loader or tool that lays
/// out the stack its own way).
static int main_thread_stack_bounds(uintptr_t *lowest, size_t *size) {
    // The syscall rather than gettid(), which glibc declares only from 2.30 on.
    if (getpid() != (pid_t)syscall(SYS_gettid)) return 1;
    const char *path = (const char *)getauxval(AT_EXECFN);
    struct rlimit limit;
    if (path == NULL || getrlimit(RLIMIT_STACK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 1;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t top = ((uintptr_t)path + strlen(path) + 1 + page - 1) & ~(page - 1);
    size_t length = (size_t)limit.rlim_cur & ~(size_t)(page - 1);
    if (length == 0 || length > ((size_t)128 << 20) || length >= top) return 1;
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    if (here <= top - length || here >= top) return 1;
    *lowest = top - length;
    *size = length;
    return 0;
}
#endif

int marbles_stack_bounds(uintptr_t *lowest, size_t *size) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    *size = pthread_get_stacksize_np(self);
    *lowest = top - *size;
    return 0;
#elif defined(__linux__)
    if (main_thread_stack_bounds(lowest, size) == 0) return 0;
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
