import ArgumentParser
import CommandLineSupport
import Marbles

extension RenderCommand {
    /// The images of a compiled file: with -o its one diagram (or the one --diagram names); with
    /// --out-dir one image per diagram, `FILE.png` when there is one, else `FILE-NAME.png` per
    /// test method (and `FILE-main.png` for top-level code).
    func compiledImages(_ file: String, options: RenderOptions) throws -> [(String, [UInt8])] {
        let diagrams = try compileOptions.diagrams(file)
        if output != nil {
            guard diagrams.count == 1 else {
                throw CommandFailure("\(file) draws \(diagrams.count) diagrams (\(diagrams.map(\.name).joined(separator: ", "))): "
                    + "pick one with --diagram NAME, or write them all with --out-dir")
            }
            return try destinations(for: file).map { ($0.0, try DiagramRenderer.render(diagrams[0].trace, format: $0.1, options: options)) }
        }
        var images: [(String, [UInt8])] = []
        for diagram in diagrams {
            for (path, format) in destinations(for: file) {
                let named = diagrams.count == 1 ? path
                    : PathName.deletingPathExtension(path) + "-" + diagram.name + "." + PathName.pathExtension(path)
                images.append((named, try DiagramRenderer.render(diagram.trace, format: format, options: options)))
            }
        }
        return images
    }
}
