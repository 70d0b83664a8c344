// A view model's @Published property, compiled: `marbles render examples/80-compiled-published.swift`.
// Interpreted mode reads no classes or attributes; compiled mode runs the code against
// OpenCombine and draws each stage of the chain as its own lane: the published `count`,
// the `map` and the `sink`.
import Combine

final class CounterViewModel: ObservableObject {
    @Published var count = 0

    func increment() { count += 1 }
}

let viewModel = CounterViewModel()
var cancellables = Set<AnyCancellable>()

viewModel.$count
    .map { "Tapped \($0) times" }
    .sink { print($0) }
    .store(in: &cancellables)

viewModel.increment()
viewModel.increment()
