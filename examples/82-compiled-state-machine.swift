// An enum without raw values in a CurrentValueSubject, and a send from inside a sink:
// two of the snippets interpreted mode used to refuse, compiled. `removeDuplicates` lets
// each state through once; every state that is `.loaded` sends a message on a second subject.
// A test scheduler spaces the sends a second apart.
import Combine
import CombineSchedulers

enum ViewState {
    case idle, loading, loaded, failed
}

let scheduler = DispatchQueue.test
let state = CurrentValueSubject<ViewState, Never>(.idle)
let messages = PassthroughSubject<String, Never>()
var cancellables = Set<AnyCancellable>()

messages
    .sink { print($0) }
    .store(in: &cancellables)

state
    .removeDuplicates()
    .sink { if $0 == .loaded { messages.send("ready") } }
    .store(in: &cancellables)

scheduler.advance(by: .seconds(1))
state.send(.loading)
scheduler.advance(by: .seconds(1))
state.send(.loading)
scheduler.advance(by: .seconds(1))
state.send(.loaded)
scheduler.advance(by: .seconds(1))
state.send(.failed)
scheduler.advance(by: .seconds(1))
