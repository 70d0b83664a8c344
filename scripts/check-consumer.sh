#!/usr/bin/env bash
# A library user's view of the package: a fresh package in a temporary folder that depends on
# this repository by path and uses the `Marbles` library.
#
# Resolving it must fetch none of the test-only references (combine-schedulers), which live in
# Differential/, nor swift-snapshot-testing, which only the `Snapshots` trait (off unless asked
# for) brings. OpenCombine is a dependency of `MarbleRecorder` on Linux: SwiftPM fetches every
# package a dependency names, whichever products a user takes, but builds only the targets of
# those products. So the second check: no target that `Marbles` or `MarblesTesting` is built
# from names a product of OpenCombine, combine-schedulers or swift-snapshot-testing (read from
# `swift package describe`, the graph SwiftPM builds from).
# Needs no network beyond the local package mirror.
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
if grep -qiE 'combine-schedulers|swift-snapshot-testing|swift-syntax' <<<"$dependencies"; then
  echo "error: a package that depends on Marbles resolves a test-only reference" >&2
  exit 1
fi

"$swift" package --package-path "$repo" describe --type json 2>/dev/null > "$consumer/describe.json"
python3 - "$consumer/describe.json" <<'PYTHON'
import json, sys
package = json.load(open(sys.argv[1]))
targets = {target["name"]: target for target in package["targets"]}
products = {product["name"]: product for product in package["products"]}
forbidden = {"OpenCombine", "CombineSchedulers", "SnapshotTesting", "InlineSnapshotTesting", "SnapshotTestingCustomDump"}
for product in ["Marbles", "MarblesTesting"]:
    seen, queue, named = set(), list(products[product]["targets"]), set()
    while queue:
        name = queue.pop()
        if name in seen:
            continue
        seen.add(name)
        queue += targets[name].get("target_dependencies") or []
        named |= set(targets[name].get("product_dependencies") or [])
    reached = sorted(named & forbidden)
    if reached:
        sys.exit(f"error: the {product} library is built with {', '.join(reached)}")
    print(f"the {product} library is built from {len(seen)} targets, with products: {', '.join(sorted(named)) or 'none'}")
PYTHON
