#ifndef MARBLES_STACK_BOUNDS_H
#define MARBLES_STACK_BOUNDS_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address and the size of the calling thread's stack. Returns 0 on success,
/// non-zero when the platform cannot tell.
int marbles_stack_bounds(uintptr_t *lowest, size_t *size);

/// The address of the caller's stack frame on the thread's real stack. The address of a
/// Swift local is not that under AddressSanitizer, which may move locals to a "fake stack"
/// on the heap to catch uses after return.
uintptr_t marbles_stack_address(void);

#endif
