import MarbleTrace

/// A closure of the file as an operator calls it, once a value, with one or two arguments:
/// they are passed in an array kept from call to call, so that a call allocates none. (A new
/// `[value]` a call, allocated and released, was about 0.4k instructions of every call.)
///
/// A call made while another is running (a closure whose result feeds its own pipeline)
/// finds the array still held by the outer call and copies it, as an array does, so neither
/// sees the other's arguments. Each argument is let go when its call returns.
final class ReusedArguments<Result> {
    private let body: ([MarbleValue]) -> Result
    @exclusivity(unchecked) private var one: [MarbleValue] = [.nilValue]
    @exclusivity(unchecked) private var two: [MarbleValue] = [.nilValue, .nilValue]

    init(_ body: @escaping ([MarbleValue]) -> Result) {
        self.body = body
    }

    func callAsFunction(_ first: MarbleValue) -> Result {
        one[0] = first
        defer { one[0] = .nilValue }
        return body(one)
    }

    func callAsFunction(_ first: MarbleValue, _ second: MarbleValue) -> Result {
        two[0] = first
        two[1] = second
        defer {
            two[0] = .nilValue
            two[1] = .nilValue
        }
        return body(two)
    }
}
