// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "marbles",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "marbles", targets: ["MarblesCLI"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        // The Combine-like engine on its own: virtual-time pipelines without the diagrams
        // (the benchmarks run it beside OpenCombine, through its public API only).
        .library(name: "Reactive", targets: ["Reactive"]),
        // `assertMarbles(file:)` for XCTest and Swift Testing; apart, so that `Marbles`
        // itself links no test framework.
        .library(name: "MarblesTesting", targets: ["MarblesTesting"]),
        // merge, combineLatest and collect(.byTime/.byTimeOrCount) for OpenCombine 0.14.0,
        // which lacks them: what compiled mode's `Combine` module re-exports on Linux, so that
        // pasted Combine code that uses them compiles there. Empty off Linux.
        .library(name: "OpenCombineSupplements", targets: ["OpenCombineSupplements"]),
        // Probes for a user's own Combine pipelines, recording the engine's `Trace`: for a
        // test target. Apart, so that a user of `Marbles` builds Combine's stand-in on Linux
        // (OpenCombine) only if they record.
        .library(name: "MarbleRecorder", targets: ["MarbleRecorder"]),
        // swift-snapshot-testing strategies for a recorder's trace (`.marbles`, `.marblesSVG`,
        // `.marblesPNG`): apart, and with the `Snapshots` trait only, so that no other library
        // user resolves swift-snapshot-testing.
        .library(name: "MarbleSnapshotTesting", targets: ["MarbleSnapshotTesting"]),
    ],
    // `Snapshots` builds MarbleSnapshotTesting with swift-snapshot-testing. Off unless a user
    // asks for it (`.package(url: ..., traits: ["Snapshots"])`): SwiftPM fetches every
    // package a dependency names, whatever products are used, but not one that only traits
    // left off need, and swift-snapshot-testing with its own dependencies is a large fetch.
    traits: [
        .trait(name: "Snapshots", description: "MarbleSnapshotTesting: swift-snapshot-testing strategies for a recorder's trace."),
    ],
    dependencies: [
        // The CLI's argument parsing. Nothing else: the differential tests' OpenCombine and
        // combine-schedulers live in Differential/Package.swift, out of a library user's build.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Deque: the engine's queues (zip, buffer, subjects' memories, flatMap, create, timeline)
        // take from the front; Array.removeFirst made each of them quadratic.
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // `marbles serve`'s sockets, for the CLI only: a library user's build resolves it but
        // never compiles it. Its FlyingSocks product (non-blocking sockets on epoll/kqueue,
        // no dependencies) and not FlyingFox's HTTP layer, whose proxy handler imports
        // FoundationNetworking: that linked libcurl and 27 more shared libraries into
        // `marbles`, which every start of the process paid to load and relocate (SwiftNIO
        // would bring a few minutes of build instead).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Compiled mode reads and instruments pasted Swift with the compiler's own parser:
        // every construct Swift has parses as swiftc will, which no hand-grown subset can
        // promise. 603.0.1 is the release that parses Swift 6.3 (the toolchain here).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // Combine's public API where Apple's Combine is missing (Linux), for MarbleRecorder and
        // the OpenCombine supplements: the recorder is written against Combine and records what
        // Combine code does. Exact, as the differential tests pin it: it is the reference their
        // traces are compared with.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        // The record/compare workflow Swift developers already use, for MarbleSnapshotTesting
        // only: its strategies plug a recorder's diagram into `assertSnapshot`.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        // The Combine-like engine: publishers, subscribers, demand, subjects, operators,
        // the virtual-time scheduler and the instrumentation hooks.
        .target(name: "Reactive", dependencies: [
            .product(name: "DequeModule", package: "swift-collections"),
            "CObjectCount",
        ]),
        // A count of the engine's objects alive on each thread, so that tests can tell a
        // run left nothing behind (C, for a thread-local counter that takes no lock).
        .target(name: "CObjectCount"),
        // The recorded model of a run and its JSON/text encodings.
        .target(name: "MarbleTrace"),
        // Lexer, parser, AST and diagnostics of the `.marble` language.
        .target(name: "MarbleDSL"),
        // AST -> pipeline on `Reactive` -> run on the virtual clock -> `Trace`.
        .target(name: "MarbleRuntime", dependencies: [
            "Reactive", "MarbleDSL", "MarbleTrace", "CStackBounds",
            .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        // The bounds of the current thread's stack, so a run that recurses without end
        // stops with an error before the stack overflows.
        .target(name: "CStackBounds"),
        // `Trace` -> pure geometry. No Cairo here.
        .target(name: "MarbleLayout", dependencies: [
            "MarbleTrace", .product(name: "HeapModule", package: "swift-collections"),
        ]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        // PNG encoding through libpng (which Cairo's own PNG writer uses too, so it is already
        // installed with Cairo): the same pixels as Cairo's writer without its per-row filter
        // search, most of a diagram's render time. C, because libpng reports errors by longjmp.
        .target(name: "CPNGWriter", linkerSettings: [.linkedLibrary("png16")]),
        // Paints a `DiagramLayout` with Cairo into PNG, SVG or PDF; lays a `Trace` out with
        // Cairo's text measurer first when given one (so it names MarbleTrace).
        .target(name: "MarbleRender", dependencies: ["MarbleLayout", "MarbleTrace", "CCairo", "CPNGWriter"]),
        // The library facade: source text in, trace or image out.
        .target(name: "Marbles", dependencies: [
            "MarbleDSL", "MarbleRuntime", "MarbleTrace", "MarbleLayout", "MarbleRender",
        ]),
        // Probes (`publisher.marble("name", in: recorder)`) and subjects recorded from Combine
        // code on a test scheduler's clock, into a `Trace`. Apple's Combine on Apple platforms,
        // OpenCombine on Linux.
        .target(name: "MarbleRecorder", dependencies: [
            "MarbleTrace",
            .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
        ]),
        // `assertSnapshot(of: recorder, as: .marbles)` and the image strategies.
        .target(name: "MarbleSnapshotTesting", dependencies: [
            "MarbleRecorder", "Marbles",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["Snapshots"])),
        ]),
        // Fails an XCTest or Swift Testing test at the call with the marble diff of a
        // `.marble` file's expectations.
        .target(name: "MarblesTesting", dependencies: ["Marbles"]),
        // Operators OpenCombine 0.14.0 lacks, written against its public API. Every file is
        // empty except on Linux, the one platform the OpenCombine dependency is on. Not
        // `#if !canImport(Combine)`: in a package that also builds a `Combine` module
        // re-exporting OpenCombine (compiled mode's cache, scripts/check-seeds.sh), that
        // module sits in the same build folder, so a rebuild of this target finds it and
        // compiled every file empty (seen: Merge3's object file lost all its symbols).
        .target(name: "OpenCombineSupplements", dependencies: [
            .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
        ]),
        // Compiled mode: pasted Swift instrumented with probes, compiled by swiftc against a
        // cached build of MarbleRecorder and Combine (OpenCombine on Linux), run, and read
        // back as a `Trace`.
        .target(name: "MarblesCompiled", dependencies: [
            "MarbleTrace", "MarbleDSL",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        // `marbles serve`'s HTTP/1.1 server: a request reader of its own (the five routes need
        // GET, a POST body and keep-alive) on FlyingSocks.
        .target(name: "ServeHTTP", dependencies: [
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        // The command-line tool: argument parsing, file I/O, compiled mode and `marbles serve`.
        // The product (and so the binary) is `marbles`; the target is not, so that it cannot
        // collide with `Marbles` on a case-insensitive file system.
        .executableTarget(name: "MarblesCLI", dependencies: [
            "MarblesCompiled", "MarbleDSL",
            "Marbles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            "ServeHTTP",
        ]),
        // What several test targets need: running a trace from source, the repository's root
        // and examples, a seeded generator and generated traces, layout with fixed-width text and
        // queries on it. Each test target keeps its own helpers in a `Support/` folder.
        .target(name: "TestSupport", dependencies: ["MarbleDSL", "MarbleRuntime", "MarbleTrace", "MarbleLayout"],
                path: "Tests/TestSupport"),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive"]),
        .testTarget(name: "MarbleDSLTests", dependencies: ["MarbleDSL", "TestSupport"]),
        .testTarget(name: "MarbleRuntimeTests", dependencies: ["MarbleRuntime", "MarbleDSL", "MarbleTrace", "TestSupport"]),
        .testTarget(name: "MarbleLayoutTests", dependencies: ["MarbleLayout", "MarbleTrace", "TestSupport"]),
        .testTarget(name: "MarbleRenderTests", dependencies: ["MarbleRender", "MarbleLayout", "MarbleTrace", "Marbles", "TestSupport"]),
        .testTarget(name: "ServeHTTPTests", dependencies: [
            "ServeHTTP", "TestSupport",
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        .testTarget(name: "MarblesCLITests", dependencies: ["Marbles", "TestSupport"]),
        .testTarget(name: "MarblesCompiledTests", dependencies: ["MarblesCompiled", "MarbleTrace", "TestSupport"]),
        .testTarget(name: "MarblesTestingTests", dependencies: ["Marbles", "MarblesTesting", "TestSupport"]),
    ]
)
