#!/usr/bin/env bash
# Reads a log of `make test` (and whatever ran after it) and prints one closing line with the
# totals, "N passed, N failed": every `swift test` run's XCTest summary, every Swift Testing
# run's summary, and the `ok`/`FAIL` lines of `marbles test` and of the browser test.
# Usage: scripts/test-summary.sh LOG
set -euo pipefail
log=${1:?usage: test-summary.sh LOG}
awk '
  # XCTest: the line after "Test Suite '\''All tests'\'' passed|failed" holds the run total.
  /^Test Suite .All tests. (passed|failed)/ { total = 1; next }
  total && /Executed [0-9]+ tests?, with [0-9]+ failures?/ {
    match($0, /Executed [0-9]+/); n = substr($0, RSTART + 9, RLENGTH - 9) + 0
    match($0, /with [0-9]+ failure/); f = substr($0, RSTART + 5, RLENGTH - 13) + 0
    passed += n - f; failed += f; total = 0; next
  }
  { total = 0 }
  # Swift Testing: "Test run with N tests ... passed" or "... failed ... with K issues".
  /Test run with [0-9]+ tests? .* passed/ { match($0, /with [0-9]+ test/); passed += substr($0, RSTART + 5, RLENGTH - 10) + 0 }
  /Test run with [0-9]+ tests? .* failed/ {
    match($0, /with [0-9]+ test/); n = substr($0, RSTART + 5, RLENGTH - 10) + 0
    k = 1; if (match($0, /with [0-9]+ issues?/)) k = substr($0, RSTART + 5, RLENGTH - 5) + 0
    if (k > n) k = n; passed += n - k; failed += k
  }
  # marbles test (one line per file) and the browser test (one line per check).
  /^ok +(examples|both|a |an |the |screenshot|serving)/ { passed++ }
  /^FAIL/ { failed++ }
  END { printf "%d passed, %d failed\n", passed, failed }
' "$log"
