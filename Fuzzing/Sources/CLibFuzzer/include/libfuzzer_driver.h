#ifndef MARBLES_LIBFUZZER_DRIVER_H
#define MARBLES_LIBFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own `main` (SwiftPM gives every
/// executable one): parses libFuzzer's flags from argv and fuzzes `callback`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
