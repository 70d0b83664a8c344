import ArgumentParser
import Marbles

/// How a diagram is drawn, the same for `render` and `check` (whose references must have been
/// rendered with the options it is given).
struct StyleOptions: ParsableArguments {
    enum ThemeName: String, ExpressibleByArgument, CaseIterable {
        case light
        case dark
    }

    @Option(help: "Pixel density multiplier for PNG (e.g. 2 for high-DPI screens).")
    var scale: Double = 1

    @Option(help: "light or dark.")
    var theme: ThemeName = .light

    @Flag(inversion: .prefixedNo, help: "Explain the kinds of marks (drops, replays, cancels) under the axis.")
    var legend = true

    @Option(help: "The most pixels (width × height) a PNG may have; a larger one is an error.")
    var maxPixels: Int = RenderOptions.defaultMaximumPixels

    init() {}

    func validate() throws {
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be above 0") }
    }

    /// The renderer's options these flags stand for.
    var renderOptions: RenderOptions {
        var chosenTheme = theme == .dark ? Theme.dark : Theme.light
        chosenTheme.showsLegend = legend
        return RenderOptions(theme: chosenTheme, scale: scale, maximumPixels: maxPixels)
    }
}
