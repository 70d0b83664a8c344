#ifndef MARBLES_STACK_BOUNDS_H
#define MARBLES_STACK_BOUNDS_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address and the size of the calling thread's stack. Returns 0 on success,
/// non-zero when the platform cannot tell.
int marbles_stack_bounds(uintptr_t *lowest, size_t *size);

#endif
