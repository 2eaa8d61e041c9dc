enum BenchCommand { static func run(_ arguments: [String]) -> Int32 { fail(usage: "bench: not built yet") } }
