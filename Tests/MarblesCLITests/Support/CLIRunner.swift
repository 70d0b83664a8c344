import Foundation
import Marbles
import TestSupport
import XCTest

/// Runs the built `marbles` executable, as swift-argument-parser's own CLI tests do.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// `.build/debug/marbles`, beside the test bundle.
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("marbles").path),
              directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("marbles")
    }

    /// With `mergingStandardError`, standard error goes to the pipe of standard output (as
    /// `2>&1` does) and `stdout` holds both, in the order they were written.
    /// `environment` adds to (or replaces in) the test's own environment.
    static func run(_ arguments: [String], stdin: String? = nil, mergingStandardError: Bool = false,
                    environment: [String: String] = [:]) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.currentDirectoryURL = Repository.root
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = mergingStandardError ? out : err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = mergingStandardError ? Data() : err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus,
                         stdout: String(decoding: stdout, as: UTF8.self),
                         stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh empty folder for outputs.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension RasterImage {
    /// A copy with one pixel replaced, to make a known difference.
    func settingPixel(x: Int, y: Int, to pixel: Pixel) -> RasterImage {
        var copy = self
        let offset = (y * width + x) * 4
        copy.pixels[offset] = pixel.red
        copy.pixels[offset + 1] = pixel.green
        copy.pixels[offset + 2] = pixel.blue
        copy.pixels[offset + 3] = pixel.alpha
        return copy
    }
}
