#!/usr/bin/env bash
# Writes scripts/marbles-release.order, the link order of the release `marbles`: the functions
# that `marbles render` (PNG, SVG, PDF of examples/15-demand.marble) and `marbles --version` run,
# in the order callgrind first lists them. `make release` hands it to lld
# (--symbol-ordering-file), which puts them together at the start of the text: a render then
# touches fewer pages of the 38 MB binary (about 50 page faults fewer; README, Performance).
# Run after `make release` when the start-up path has changed; names no longer in the binary
# are skipped, new functions are laid out after the listed ones.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
binary="${1:-$repo/.build-release/release/marbles}"
out="${2:-$repo/scripts/marbles-release.order}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# valgrind 3.19 cannot read Swift's DWARF 5; the symbol table is enough.
objcopy --strip-debug "$binary" "$work/marbles"
run() { valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$1.callgrind" "$work/marbles" "${@:2}" >/dev/null 2>&1; }
for format in png svg pdf; do
  run "$format" render "$repo/examples/15-demand.marble" -o "$work/diagram.$format"
done
run version --version
python3 "$repo/scripts/callgrind-functions.py" "$work/marbles" "$work"/{png,svg,pdf,version}.callgrind > "$out"
echo "wrote $(wc -l < "$out") functions to $out"
