import MarbleDSL

/// Chooses the front end of a parsed file by the words it uses: RxSwift
/// (`SourceVocabulary.isRxSwift`) or else the marble language and pasted Combine. Both lower into the
/// same `Program`.
enum FrontEnds {
    static func lower(_ file: MarbleFile) -> MarbleLowering.Result {
        let vocabulary = file.vocabulary
        if vocabulary.isRxSwift { return RxSwiftLowering.lower(file, vocabulary: vocabulary) }
        return MarbleLowering.lower(file)
    }
}
