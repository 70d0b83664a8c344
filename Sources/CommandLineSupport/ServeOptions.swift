import ArgumentParser

/// What `marbles serve` takes: parsed and checked by `marbles` itself (so its help and usage
/// errors are the other commands'), then handed to `marbles-serve`, which parses them again.
package struct ServeOptions: ParsableArguments {
    /// The help both executables show for the command.
    package static let abstract = "Serves a page that shows every .marble file of a folder and follows their changes."
    package static let discussion = """
        The page lists every .marble file under DIR with its diagram, or its errors in \
        place. It asks the server every half second what changed, so saving a file \
        redraws its diagram without a reload. Its edit box renders what you type (after \
        a pause of 300 ms). The server listens on 127.0.0.1 only, unless --host says \
        otherwise; --port 0 takes any free port. Ctrl-C stops. The server is the \
        executable marbles-serve, next to marbles.
        """

    @Argument(help: "The folder of .marble files.")
    package var folder: String

    @Option(help: "The address to listen on.")
    package var host = "127.0.0.1"

    @Option(help: "The port (0: any free port; the line printed at start tells which).")
    package var port: Int = 8080

    @OptionGroup(title: "Style")
    package var style: StyleOptions

    package init() {}

    package func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard FileSystem.isDirectory(folder) == true else {
            throw ValidationError("'\(folder)' is not a folder")
        }
    }
}
