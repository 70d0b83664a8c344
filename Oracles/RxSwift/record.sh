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
# What the fixtures say recorded them: RxSwift's own version (Version.xcconfig) and the commit.
version="$(sed -n 's/^RX_VERSION *= *//p' "$RXSWIFT_PATH/Version.xcconfig")"
commit="$(git -C "$RXSWIFT_PATH" rev-parse HEAD)"
[[ -n "$version" ]] || { echo "error: no RX_VERSION in $RXSWIFT_PATH/Version.xcconfig" >&2; exit 1; }
if [[ -n "$(git -C "$RXSWIFT_PATH" status --porcelain --untracked-files=no)" ]]; then
    echo "error: $RXSWIFT_PATH has local changes: commit $commit would not say what recorded the fixtures" >&2
    exit 1
fi
raw="$(mktemp -d)"
trap 'rm -rf "$raw"' EXIT

python3 "$here/generate.py" "$snippets" "$here/RxOracle/Tests/RxOracleTests/Generated.swift"
cd "$here/RxOracle"
# A failing snippet assertion fails the XCTest run; normalize.py says which, so carry on to it.
RXSWIFT_PATH="$RXSWIFT_PATH" ORACLE_OUT="$raw" swift test --scratch-path "$scratch" 2>&1 \
    | grep -E "error:|Executed .* tests" | sort -u || true
python3 "$here/normalize.py" "$snippets" "$raw" "$repo/Tests/RxFixtures/rxswift" "$version" "$commit"
