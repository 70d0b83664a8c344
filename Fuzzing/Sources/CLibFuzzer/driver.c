#include <stdio.h>

#include "libfuzzer_driver.h"

// Stands in for libFuzzer's driver when the package is built without -sanitize=fuzzer
// (`swift test` of the contracts builds the fuzz executables too). libFuzzer's own,
// strong definition replaces it in a fuzzing build.
__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
    (void)argc;
    (void)argv;
    (void)callback;
    fputs("this fuzz target was built without -sanitize=fuzzer: run it through Fuzzing/fuzz.sh\n", stderr);
    return 2;
}
