// swift-tools-version: 6.0
import PackageDescription

// The differential tests, in a package of their own so that OpenCombine and combine-schedulers,
// the reference they compare against, never reach a user of the `Marbles` library: the root
// package does not name them. `make test` runs this package after the root's tests.
let package = Package(
    name: "marbles-differential",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "marbles", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
    ],
    targets: [
        // Every scenario run twice, through our engine from `.marble` text (through the
        // `Marbles` library, as a user would) and through OpenCombine on a test scheduler;
        // what each subscriber received must be equal.
        .testTarget(name: "DifferentialTests", dependencies: [
            .product(name: "Marbles", package: "marbles"),
            .product(name: "OpenCombine", package: "OpenCombine"),
            // merge, combineLatest and collect(.byTime) for OpenCombine, checked here
            // against the engine.
            .product(name: "OpenCombineSupplements", package: "marbles"),
            .product(name: "CombineSchedulers", package: "combine-schedulers"),
        ]),
    ]
)
