#!/usr/bin/env bash
# Compiled mode's two times (README, Compiled mode): the first render on an empty dependency
# cache, which builds it, and then one render per Swift example, five times each (the median).
# Usage: scripts/compiled-bench.sh [MARBLES] (default .build/debug/marbles; build it first).
set -euo pipefail
cd "$(dirname "$0")/.."
marbles="${1:-.build/debug/marbles}"
cache="$(mktemp -d "${TMPDIR:-/tmp}/marbles-bench-cache.XXXXXX")"
out="$(mktemp -d "${TMPDIR:-/tmp}/marbles-bench-out.XXXXXX")"
trap 'rm -rf "$cache" "$out"' EXIT
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

start="$(now)"
MARBLES_CACHE="$cache" "$marbles" render examples/80-compiled-published.swift -o "$out/first.png" 2>/dev/null
echo "first render, empty cache (builds it): $(seconds "$start" "$(now)") s"

for example in examples/*.swift; do
  times=()
  for _ in 1 2 3 4 5; do
    start="$(now)"
    MARBLES_CACHE="$cache" "$marbles" render "$example" --out-dir "$out" --format png
    times+=("$(seconds "$start" "$(now)")")
  done
  median="$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)"
  echo "$example: median $median s of 5 ($(printf '%s ' "${times[@]}"))"
done
