#!/usr/bin/env bash
# Runs the differential tests: Differential/, a package of its own that depends on this
# repository by path, built in its own folder (default .build-differential).
#
# SwiftPM does not follow a path dependency's sources reliably from one build to the next: a
# removed file fails the build ("missing inputs") and a changed one can be left unrebuilt
# (swiftlang/swift-package-manager#7715; seen here as a crash in a stale test bundle). So every
# run forgets the build plan and the root package's modules and the tests are compiled afresh;
# OpenCombine and combine-schedulers, fixed versions, stay built.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
scratch="${1:-$repo/.build-differential}"

if [ -d "$scratch" ]; then
  rm -f "$scratch/debug.yaml" "$scratch/debug/description.json"
  for folder in "$repo"/Sources/*/ "$repo"/Differential/Tests/*/; do
    module="$(basename "$folder")"
    rm -rf "$scratch/debug/$module.build" "$scratch/debug/Modules/$module".*
  done
fi
# The differential tests are XCTest only: without Swift Testing, no "0 tests" summary follows.
"$swift" test --package-path "$repo/Differential" --scratch-path "$scratch" --disable-swift-testing
