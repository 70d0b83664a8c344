#!/usr/bin/env bash
# Draws the seed book's tests (examples/seeds/*Tests.swift) in compiled mode into output/seeds/,
# one diagram per test method (output/seeds/<Class>-<test>.png), each compiled with the helper
# files beside it (--with examples/seeds). Usage: scripts/render-seeds.sh [MARBLES] (default:
# the debug build). Compiling runs the seed code: it is this repository's own.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
marbles="${1:-$repo/.build/debug/marbles}"
mkdir -p "$repo/output/seeds"
for tests in "$repo"/examples/seeds/*Tests.swift; do
  "$marbles" render --out-dir "$repo/output/seeds" "$tests" --with "$repo/examples/seeds"
done
