// An XCTestCase class as it is pasted from a test target, compiled and run:
// `marbles test examples/81-compiled-xctest-debounce.swift` reports its XCTAssert lines;
// `marbles render ... --out-dir output` draws one diagram per test method. The test
// scheduler's clock is the diagram's: one tick is 250 ms, the largest step dividing every
// duration written in the file.
import Combine
import CombineSchedulers
import XCTest

enum NetworkError: Error {
    case offline
}

final class SearchViewModelTests: XCTestCase {
    var scheduler: TestSchedulerOf<DispatchQueue>!
    var cancellables = Set<AnyCancellable>()

    override func setUp() {
        scheduler = DispatchQueue.test
    }

    func testOnlyTheLastQueryOfABurstIsSearched() {
        let query = PassthroughSubject<String, Never>()
        var searches: [String] = []
        query
            .removeDuplicates()
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .sink { searches.append($0) }
            .store(in: &cancellables)

        query.send("c")
        scheduler.advance(by: .milliseconds(250))
        query.send("co")
        scheduler.advance(by: .milliseconds(250))
        query.send("co")
        scheduler.advance(by: .seconds(1))
        query.send("combine")
        scheduler.advance(by: .seconds(1))

        XCTAssertEqual(searches, ["co", "combine"])
    }

    func testRetryResubscribesToADeferredRequest() {
        var attempts = 0
        let request = Deferred { () -> AnyPublisher<String, NetworkError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: .offline).eraseToAnyPublisher()
                : Just("page").setFailureType(to: NetworkError.self).eraseToAnyPublisher()
        }
        var pages: [String] = []
        request
            .retry(2)
            .sink(receiveCompletion: { _ in }, receiveValue: { pages.append($0) })
            .store(in: &cancellables)

        XCTAssertEqual(pages, ["page"])
        XCTAssertEqual(attempts, 3)
    }
}
