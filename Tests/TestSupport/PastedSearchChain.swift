/// The pasted search pipeline of `examples/71-pasted-search-chain.marble` with its search
/// upper-casing the query (`Just($0.uppercased())`), which the interpreter once refused: run
/// interpreted by the runtime's tests and compiled by the compiled mode's, which must agree.
public enum PastedSearchChain {
    public static let uppercased = """
        import Combine
        import CombineSchedulers
        import XCTest

        let scheduler = DispatchQueue.test
        let query = PassthroughSubject<String, Never>()
        var searches: [String] = []
        var cancellables = Set<AnyCancellable>()

        query
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .map { Just($0.uppercased()).delay(for: .milliseconds(750), scheduler: scheduler) }
            .switchToLatest()
            .sink { searches.append($0) }
            .store(in: &cancellables)

        query.send("sw")
        scheduler.advance(by: .seconds(2))
        query.send("swi")
        scheduler.advance(by: .milliseconds(500))
        query.send("swift")
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(searches, ["SW", "SWIFT"])
        """
}
