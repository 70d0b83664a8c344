// swift-tools-version: 6.0
// The RxSwift oracle: runs every snippet of Tests/RxFixtures/snippets under real RxSwift
// (with RxRelay and RxTest) and records what it prints and what its test observers saw.
// RxSwift is not in the package mirror, so it comes from a local checkout named by
// RXSWIFT_PATH (see Oracles/README.md). Not part of the root package; CI never builds it.
import Foundation
import PackageDescription

guard let rxSwiftPath = ProcessInfo.processInfo.environment["RXSWIFT_PATH"], !rxSwiftPath.isEmpty else {
    fatalError("""
        RXSWIFT_PATH is not set: point it at a checkout of RxSwift 6.x \
        (e.g. RXSWIFT_PATH=/tmp/rxswift Oracles/RxSwift/record.sh). See Oracles/README.md.
        """)
}

// SwiftPM names a path dependency after its folder, whatever that folder is called.
let rxSwiftPackage = URL(fileURLWithPath: rxSwiftPath).standardizedFileURL.lastPathComponent

let package = Package(
    name: "RxOracle",
    dependencies: [
        .package(path: rxSwiftPath),
    ],
    targets: [
        .testTarget(
            name: "RxOracleTests",
            dependencies: [
                .product(name: "RxSwift", package: rxSwiftPackage),
                .product(name: "RxRelay", package: rxSwiftPackage),
                .product(name: "RxTest", package: rxSwiftPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
