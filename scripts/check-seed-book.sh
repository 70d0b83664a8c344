#!/usr/bin/env bash
# The seed book's tests (examples/seeds/*Tests.swift) in compiled mode, as `make test` runs them:
#  1. `marbles test` must report exactly the known outcome: every file ok except the two
#     assertions the book wrote for 2019's Combine (examples/seeds/README.md says why), which
#     must fail at exactly these lines and nowhere else;
#  2. every diagram of output/seeds must be what `marbles render` draws today, pixel for pixel,
#     with no image missing or left over.
# Usage: scripts/check-seed-book.sh [MARBLES] (default: the debug build). Set MARBLES_CACHE to
# reuse compiled mode's dependency cache.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
marbles="${1:-$repo/.build/debug/marbles}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$repo"

expected_failures=$(cat <<'LIST'
examples/seeds/ReceiveOnTests.swift:93: ReceiveOnTests.testReceiveWithDebug
examples/seeds/ReceiveOnTests.swift:97: ReceiveOnTests.testReceiveWithDebug
examples/seeds/ReceiveOnTests.swift:101: ReceiveOnTests.testReceiveWithDebug
examples/seeds/SharingTests.swift:83: SharingTests.testMulticastLatest
LIST
)
expected_summary=$(cat <<'LIST'
ok      examples/seeds/CreateTests.swift (2 tests)
ok      examples/seeds/DemandTests.swift (1 test)
ok      examples/seeds/LifetimeTests.swift (3 tests)
ok      examples/seeds/MultipleSubscriptionTests.swift (4 tests)
FAIL    examples/seeds/ReceiveOnTests.swift (1 of 4 tests failed)
FAIL    examples/seeds/SharingTests.swift (1 of 4 tests failed)
ok      examples/seeds/SubscriptionModelTests.swift (5 tests)
LIST
)

status=0
"$marbles" test examples/seeds/*Tests.swift --with examples/seeds --diff-dir "$work/diff" >"$work/test.out" 2>&1 || status=$?
if [ "$status" -ne 1 ]; then
  cat "$work/test.out"
  echo "check-seed-book: marbles test exited $status; expected 1 (two known failures)" >&2
  exit 1
fi
# `|| true`: no matching line is a mismatch to report below, not a reason to stop here.
summary=$(grep -E '^(ok|FAIL) ' "$work/test.out" || true)
failures=$({ grep -E '^examples/seeds/.*: error: ' "$work/test.out" || true; } | sed -E 's/^([^:]+:[0-9]+): error: ([A-Za-z]+\.[A-Za-z]+): .*/\1: \2/')
if [ "$summary" != "$expected_summary" ] || [ "$failures" != "$expected_failures" ]; then
  cat "$work/test.out"
  echo "check-seed-book: the seed book's tests no longer come out as examples/seeds/README.md says" >&2
  diff <(echo "$expected_summary"; echo "$expected_failures") <(echo "$summary"; echo "$failures") >&2 || true
  exit 1
fi
echo "seed book: 23 tests, the 2 known failures at the expected lines"

mkdir -p "$work/render"
for tests in examples/seeds/*Tests.swift; do
  "$marbles" render --out-dir "$work/render" "$tests" --with examples/seeds >/dev/null
done
differ=0
if ! diff <(cd output/seeds && ls) <(cd "$work/render" && ls) >&2; then
  echo "check-seed-book: output/seeds does not hold exactly the diagrams the seed tests draw (< committed, > drawn)" >&2
  differ=1
fi
for image in "$work"/render/*.png; do
  name=$(basename "$image")
  [ -f "output/seeds/$name" ] || continue
  if ! "$marbles" diff "output/seeds/$name" "$image" >/dev/null; then
    echo "check-seed-book: output/seeds/$name is stale (re-render with scripts/render-seeds.sh)" >&2
    differ=1
  fi
done
[ "$differ" -eq 0 ] || exit 1
echo "seed book: $(ls "$work"/render/*.png | wc -l) diagrams match output/seeds"
