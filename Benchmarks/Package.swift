// swift-tools-version: 6.0
// `make bench`: the engine against OpenCombine, scaling, big diagrams, per-diagram cost and batch
// rendering. A package of its own, depending on marbles by path, so that OpenCombine never
// reaches what a library user resolves.
import PackageDescription

let package = Package(
    name: "marbles-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "marbles", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .target(name: "BenchSupport"),
        // Our engine and OpenCombine on the same pipelines; prints ns/value and the ratio.
        .executableTarget(name: "EngineBench", dependencies: [
            .product(name: "Reactive", package: "marbles"),
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // time(10N)/time(N) for the engine's queues and a replay-heavy layout.
        .executableTarget(name: "ScalingBench", dependencies: [
            "BenchSupport",
            .product(name: "Reactive", package: "marbles"),
            .product(name: "Marbles", package: "marbles"),
        ], linkerSettings: [.linkedLibrary("m")]),
        // Trace, layout and PNG/SVG/PDF of 1k to 100k events: time and peak memory; a real run's
        // trace against the same pipeline on the engine untraced.
        .executableTarget(name: "BigBench", dependencies: [
            "BenchSupport",
            .product(name: "Marbles", package: "marbles"),
            // The untraced side of the tracing row: the same pipeline on the bare engine.
            .product(name: "Reactive", package: "marbles"),
        ]),
        // The stress contract: inputs of at most 100 KB of the shapes that had cliffs, each
        // rendered by the release CLI in under 10 s.
        .executableTarget(name: "StressBench", dependencies: ["BenchSupport"]),
        // The release CLI over every example: wall time against CPU time (every core used?).
        .executableTarget(name: "BatchBench", dependencies: ["BenchSupport"]),
        // The recorder's probes on an OpenCombine chain: ns/value with and without them.
        .executableTarget(name: "ProbeBench", dependencies: [
            "BenchSupport",
            .product(name: "MarbleRecorder", package: "marbles"),
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // One diagram, whole process, against the C+Cairo floor (CairoFloor/cairo-floor.c,
        // which the Makefile builds with cc from the draw list this target writes).
        .executableTarget(name: "FloorBench", dependencies: [
            "BenchSupport",
            .product(name: "Marbles", package: "marbles"),
        ]),
        // Start-up, whole process: `marbles --version` and one small diagram, for builds of
        // the CLI side by side.
        .executableTarget(name: "StartupBench", dependencies: ["BenchSupport"]),
    ]
)
