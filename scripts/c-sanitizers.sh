#!/usr/bin/env bash
# Builds the C targets (CStackBounds, CObjectCount, CPNGWriter) alone with clang under
# UndefinedBehaviorSanitizer and AddressSanitizer (leak detection on) with a small driver,
# scripts/c-sanitizers/driver.c, and runs it: any report stops it with a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
S=Sources
clang -g -O1 -fsanitize=undefined,address -fno-sanitize-recover=all -fno-omit-frame-pointer \
    -I$S/CStackBounds/include -I$S/CObjectCount/include -I$S/CPNGWriter/include \
    scripts/c-sanitizers/driver.c $S/CStackBounds/stack_bounds.c $S/CObjectCount/object_count.c \
    $S/CPNGWriter/png_writer.c -lpng16 -lpthread -o "$out/driver" 2> >(grep -v "Cannot export local symbol" >&2)
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "$out/driver"
