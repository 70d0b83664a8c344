#!/usr/bin/env bash
# Records Tests/RxFixtures/rxswift/*.json: runs every snippet under real RxSwift 6.x.
#   RXSWIFT_PATH=/path/to/RxSwift Oracles/RxSwift/record.sh
# RXSWIFT_PATH is a checkout of github.com/ReactiveX/RxSwift (with RxRelay and RxTest); it is
# not in the package mirror, so CI never runs this. Build products go to $SCRATCH
# (default /tmp/rxoracle-build), outside the repo.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
: "${RXSWIFT_PATH:?set RXSWIFT_PATH to a checkout of RxSwift 6.x (see Oracles/README.md)}"
scratch="${SCRATCH:-/tmp/rxoracle-build}"
snippets="$repo/Tests/RxFixtures/snippets"
raw="$(mktemp -d)"
trap 'rm -rf "$raw"' EXIT

python3 "$here/generate.py" "$snippets" "$here/RxOracle/Tests/RxOracleTests/Generated.swift"
cd "$here/RxOracle"
# A failing snippet assertion fails the XCTest run; normalize.py says which, so carry on to it.
RXSWIFT_PATH="$RXSWIFT_PATH" ORACLE_OUT="$raw" swift test --scratch-path "$scratch" 2>&1 \
    | grep -E "error:|Executed .* tests" | sort -u || true
python3 "$here/normalize.py" "$snippets" "$raw" "$repo/Tests/RxFixtures/rxswift"
