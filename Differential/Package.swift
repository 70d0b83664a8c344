// swift-tools-version: 6.1
import PackageDescription

// The differential tests, in a package of their own so that OpenCombine and combine-schedulers,
// the reference they compare against, never reach a user of the `Marbles` library: the root
// package does not name them. `make test` runs this package after the root's tests.
let package = Package(
    name: "marbles-differential",
    platforms: [.macOS(.v13)],
    dependencies: [
        // With the `Snapshots` trait: the snapshot strategies' tests build swift-snapshot-testing.
        .package(name: "marbles", path: "..", traits: ["Snapshots"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
    ],
    targets: [
        // Every scenario run twice, through our engine from `.marble` text (through the
        // `Marbles` library, as a user would) and through OpenCombine on a test scheduler;
        // what each subscriber received must be equal.
        // Also the recorder's tests: a pipeline built in OpenCombine with probes must give the
        // trace the engine gives for the same `.marble` scenario.
        .testTarget(name: "DifferentialTests", dependencies: [
            .product(name: "Marbles", package: "marbles"),
            .product(name: "MarbleRecorder", package: "marbles"),
            .product(name: "OpenCombine", package: "OpenCombine"),
            // merge, combineLatest and collect(.byTime) for OpenCombine, checked here
            // against the engine.
            .product(name: "OpenCombineSupplements", package: "marbles"),
            // The engine itself, for scenarios the marble language cannot write (demand a
            // subscriber returns from `receive`).
            .product(name: "Reactive", package: "marbles"),
            .product(name: "CombineSchedulers", package: "combine-schedulers"),
        ]),
        // The swift-snapshot-testing strategies of MarbleSnapshotTesting against committed
        // references; here, so that the root package's own tests build no swift-snapshot-testing.
        .testTarget(name: "SnapshotStrategyTests", dependencies: [
            .product(name: "MarbleRecorder", package: "marbles"),
            .product(name: "MarbleSnapshotTesting", package: "marbles"),
            .product(name: "Marbles", package: "marbles"),
            .product(name: "OpenCombine", package: "OpenCombine"),
        ], exclude: ["__Snapshots__"]),
    ]
)
