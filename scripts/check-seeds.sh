#!/usr/bin/env bash
# Compiles examples/seeds/*.swift (the seed book's helpers and tests) as one XCTest target
# against a `Combine` module and runs them with `swift test`: do they compile, and which of
# their own XCTAssert lines hold? Usage: [SHIM=DIR] scripts/check-seeds.sh [swift test args...]
# (the two tests that no longer hold, see their files: --skip testMulticastLatest --skip
# testReceiveWithDebug). SHIM is a package with a library product `Combine` (compiled mode's
# cache package has one); without it, a shim re-exporting OpenCombine 0.14.0, OpenCombineDispatch,
# OpenCombineFoundation and this repository's OpenCombineSupplements is written. The packages
# live in $SEEDCHECK_DIR (default /tmp/marbles-seedcheck), kept between runs as a build cache.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
work="${SEEDCHECK_DIR:-/tmp/marbles-seedcheck}"
shim="${SHIM:-$work/shim}"

if [ "$shim" = "$work/shim" ]; then
  mkdir -p "$shim/Sources/Combine"
  cat > "$shim/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "CombineShim",
    products: [.library(name: "Combine", targets: ["Combine"])],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(name: "marbles", path: "$repo"),
    ],
    targets: [.target(name: "Combine", dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        .product(name: "OpenCombineSupplements", package: "marbles"),
    ])]
)
MANIFEST
  cat > "$shim/Sources/Combine/Combine.swift" <<'SOURCE'
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
@_exported import OpenCombineSupplements
SOURCE
fi

check="$work/check"
mkdir -p "$check/Tests/SeedTests"
cat > "$check/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "SeedCheck",
    dependencies: [.package(path: "$(cd "$shim" && pwd)")],
    targets: [.testTarget(name: "SeedTests", dependencies: [
        .product(name: "Combine", package: "$(basename "$shim")"),
    ])]
)
MANIFEST
rm -f "$check/Tests/SeedTests/"*.swift
cp "$repo"/examples/seeds/*.swift "$check/Tests/SeedTests/"
"$swift" test --package-path "$check" --scratch-path "$check/.build" "$@"
