// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "marbles",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "marbles", targets: ["marbles"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        // The engine on its own (the benchmarks run it beside OpenCombine).
        .library(name: "Reactive", targets: ["Reactive"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Deque: the engine's queues (zip, buffer, subjects' memories, flatMap, create, timeline)
        // take from the front; Array.removeFirst made each of them quadratic.
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // The reference engine, for the differential tests only.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
    ],
    targets: [
        // The Combine-like engine: publishers, subscribers, demand, subjects, operators,
        // the virtual-time scheduler and the instrumentation hooks.
        .target(name: "Reactive", dependencies: [
            .product(name: "DequeModule", package: "swift-collections"),
        ]),
        // The recorded model of a run and its JSON/text encodings.
        .target(name: "MarbleTrace"),
        // Lexer, parser, AST and diagnostics of the `.marble` language.
        .target(name: "MarbleDSL"),
        // AST -> pipeline on `Reactive` -> run on the virtual clock -> `Trace`.
        .target(name: "MarbleRuntime", dependencies: ["Reactive", "MarbleDSL", "MarbleTrace", "CStackBounds"]),
        // The bounds of the current thread's stack, so a run that recurses without end
        // stops with an error before the stack overflows.
        .target(name: "CStackBounds"),
        // `Trace` -> pure geometry. No Cairo here.
        .target(name: "MarbleLayout", dependencies: ["MarbleTrace"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Paints a `DiagramLayout` with Cairo into PNG, SVG or PDF.
        .target(name: "MarbleRender", dependencies: ["MarbleLayout", "CCairo"]),
        // The library facade: source text in, trace or image out.
        .target(name: "Marbles", dependencies: [
            "MarbleDSL", "MarbleRuntime", "MarbleTrace", "MarbleLayout", "MarbleRender",
        ]),
        // The command-line tool: argument parsing and file I/O only.
        .executableTarget(name: "marbles", dependencies: [
            "Marbles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive"]),
        .testTarget(name: "MarbleDSLTests", dependencies: ["MarbleDSL"]),
        .testTarget(name: "MarbleRuntimeTests", dependencies: ["MarbleRuntime", "MarbleDSL", "MarbleTrace"]),
        .testTarget(name: "MarbleLayoutTests", dependencies: ["MarbleLayout", "MarbleTrace"]),
        .testTarget(name: "MarbleRenderTests", dependencies: ["MarbleRender", "MarbleLayout", "MarbleTrace"]),
        .testTarget(name: "MarblesCLITests", dependencies: ["Marbles"]),
        // Every scenario run twice, through our engine from `.marble` text and through
        // OpenCombine on a test scheduler; what each subscriber received must be equal.
        .testTarget(name: "DifferentialTests", dependencies: [
            "MarbleRuntime", "MarbleDSL", "MarbleTrace",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "CombineSchedulers", package: "combine-schedulers"),
        ]),
    ]
)
