import ArgumentParser
import Foundation

/// What `marbles serve` takes.
struct ServeOptions: ParsableArguments {
    /// The command's help.
    static let abstract = "Serves a page that shows every .marble file of a folder and follows their changes."
    static let discussion = """
        The page lists every .marble file under DIR with its diagram, or its errors in \
        place. It asks the server every half second what changed, so saving a file \
        redraws its diagram without a reload. Its edit box renders what you type (after \
        a pause of 300 ms). The server listens on 127.0.0.1 only, unless --host says \
        otherwise; --port 0 takes any free port. Ctrl-C stops. With --allow-compile the \
        page lists the folder's .swift files too, each compiled with swiftc and run on \
        every change (so they run their code); the edit box stays interpreted, never \
        compiling what is typed into the page.
        """

    @Argument(help: "The folder of .marble files.")
    var folder: String

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port (0: any free port; the line printed at start tells which).")
    var port: Int = 8080

    @Flag(help: "Compile and run the folder's .swift files with swiftc on every change: it runs their code.")
    var allowCompile = false

    @OptionGroup(title: "Style")
    var style: StyleOptions

    init() {}

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard FileManager.default.directoryExists(atPath: folder) == true else {
            throw ValidationError("'\(folder)' is not a folder")
        }
    }
}
