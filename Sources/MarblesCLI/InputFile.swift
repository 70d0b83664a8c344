import Foundation
import Marbles

/// Reading `.marble` files (or `-` for standard input) into documents.
enum InputFile {
    static func document(at path: String) throws -> MarbleDocument {
        if path == "-" {
            let bytes = (try? FileHandle.standardInput.readToEnd()) ?? Data()
            return MarbleDocument(source: String(decoding: bytes, as: UTF8.self), fileName: "<stdin>")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read '\(path)': no such file or not readable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read '\(path)': not UTF-8 text")
        }
        return MarbleDocument(source: text, fileName: path)
    }
}
