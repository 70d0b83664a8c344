import OpenCombine

/// The same pipelines as `Ours`, on OpenCombine 0.14.0.
enum Reference {
    static func chain(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.scan(0, &+).sink { sum &+= $0 }
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        return sum
    }

    static func buffered(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.map { $0 &* 3 }
            .buffer(size: 64, prefetch: .byRequest, whenFull: .dropOldest)
            .filter { $0 & 1 == 0 }.scan(0, &+).sink { sum &+= $0 }
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        return sum
    }

    static func flatMapJust(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.flatMap { Just($0 &* 3) }.filter { $0 & 1 == 0 }.scan(0, &+).sink { sum &+= $0 }
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        return sum
    }

    static func zipped(_ count: Int) -> Int {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = left.zip(right).map { $0 &+ $1 }.scan(0, &+).sink { sum &+= $0 }
        for value in 0..<count {
            left.send(value)
            right.send(value)
        }
        sink.cancel()
        return sum
    }
}
