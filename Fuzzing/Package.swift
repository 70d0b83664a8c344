// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets of marbles, one per stage boundary, in a package of their own so
// that sanitizer flags and fuzz executables never reach a library user's build.
// Built by `make fuzz` (see docs/reliability.md) with
// `swift build -c debug -Xswiftc -sanitize=fuzzer,address`.

let package = Package(
    name: "marbles-fuzzing",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "marbles", path: ".."),
    ],
    targets: [
        // The declaration of libFuzzer's driver, which each target's `main` calls.
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzDriver", dependencies: ["CLibFuzzer"]),
        // What each stage promises, checked on every input the fuzzers try.
        .target(name: "FuzzContracts", dependencies: [
            .product(name: "Marbles", package: "marbles"),
        ]),
        // Source text -> parse.
        .executableTarget(name: "fuzz-parse", dependencies: ["FuzzContracts", "FuzzDriver"], path: "Sources/FuzzParse"),
        // Source text -> run -> trace.
        .executableTarget(name: "fuzz-run", dependencies: ["FuzzContracts", "FuzzDriver"], path: "Sources/FuzzRun"),
        // Trace JSON -> layout.
        .executableTarget(name: "fuzz-layout", dependencies: ["FuzzContracts", "FuzzDriver"], path: "Sources/FuzzLayout"),
        // Source text -> PNG, SVG and PDF bytes.
        .executableTarget(name: "fuzz-render", dependencies: ["FuzzContracts", "FuzzDriver"], path: "Sources/FuzzRender"),
        .testTarget(name: "FuzzContractsTests", dependencies: ["FuzzContracts"]),
    ]
)
