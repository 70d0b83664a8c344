import MarbleDSL

/// Chooses the front end of a parsed file by the words it uses: RxSwift
/// (`RxSwiftDetection`) or else the marble language and pasted Combine. Both lower into the
/// same `Program`.
enum FrontEnds {
    static func lower(_ file: MarbleFile) -> MarbleLowering.Result {
        let vocabulary = SourceVocabulary(of: file.source)
        if RxSwiftDetection.isRxSwift(vocabulary) { return RxSwiftLowering.lower(file, vocabulary: vocabulary) }
        return MarbleLowering.lower(file)
    }
}
