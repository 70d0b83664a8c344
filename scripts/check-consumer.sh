#!/usr/bin/env bash
# A library user's view of the package: a fresh package in a temporary folder that depends on
# this repository by path and uses the `Marbles` library. Resolving it must fetch none of the
# test-only references (OpenCombine, combine-schedulers), which live in Differential/.
# Needs no network beyond the local package mirror: swift-argument-parser and swift-collections.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
consumer="$(mktemp -d "${TMPDIR:-/tmp}/marbles-consumer.XXXXXX")"
trap 'rm -rf "$consumer"' EXIT

mkdir -p "$consumer/Sources/Consumer"
cat > "$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "marbles", path: "$repo")],
    targets: [.executableTarget(name: "Consumer", dependencies: [.product(name: "Marbles", package: "marbles")])]
)
MANIFEST
cat > "$consumer/Sources/Consumer/main.swift" <<'SOURCE'
import Marbles
print(try MarbleDocument(source: "s = PassthroughSubject<Int>()\nC = s.sink()\n").trace().lanes.count)
SOURCE

"$swift" package --package-path "$consumer" --scratch-path "$consumer/.build" resolve >/dev/null 2>&1
dependencies="$("$swift" package --package-path "$consumer" --scratch-path "$consumer/.build" show-dependencies --format flatlist 2>/dev/null)"
echo "a library user resolves: $(echo $dependencies)"
if grep -qiE 'opencombine|combine-schedulers' <<<"$dependencies"; then
  echo "error: a package that depends on Marbles resolves a test-only reference" >&2
  exit 1
fi
