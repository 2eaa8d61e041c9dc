import Foundation
import StoryKitBenchmarks

/// `storykit bench <name> [options]`: reads the options and runs the benchmark from
/// StoryKitBenchmarks (see Benchmarks/README.md).
@MainActor
enum BenchCommand {
  static let names = "decode, layout, render, story-bar, delivery"

  static func run(_ arguments: [String]) async -> Int32 {
    guard let name = arguments.first else { fail(usage: "bench needs a benchmark name: \(names)") }
    var remaining = Array(arguments.dropFirst())[...]
    var flags: Set<String> = []
    var values: [String: String] = [:]
    while let option = remaining.popFirst() {
      if ["--no-peer"].contains(option) {
        flags.insert(option)
      } else if let value = remaining.popFirst() {
        values[option] = value
      } else {
        fail(usage: "bench \(name): \(option) needs a value")
      }
    }
    func integer(_ option: String, _ range: ClosedRange<Int>, _ fallback: Int) -> Int {
      guard let text = values.removeValue(forKey: option) else { return fallback }
      guard let value = Int(text), range.contains(value) else {
        fail(
          usage: "bench \(name): \(option) expects an integer from \(range.lowerBound) to \(range.upperBound)"
        )
      }
      return value
    }
    let outcome: BenchmarkOutcome
    switch name {
    case "decode":
      let range = DecodeBenchmark.countRange
      let benchmark = DecodeBenchmark(
        groups: integer("--groups", range, 1000), stories: integer("--stories", range, 10),
        pairs: integer("--pairs", range, 11), batch: integer("--batch", range, 1),
        usesPeer: !flags.contains("--no-peer"))
      checkNothingLeft(values, name)
      outcome = benchmark.run()
    case "layout":
      let benchmark = LayoutBenchmark(
        pairs: integer("--pairs", LayoutBenchmark.countRange, 21),
        batch: integer("--batch", LayoutBenchmark.countRange, 3),
        rowChildren: integer("--row", LayoutBenchmark.countRange, 1000),
        treeSide: integer("--tree", LayoutBenchmark.treeSideRange, 100),
        usesPeer: !flags.contains("--no-peer"))
      checkNothingLeft(values, name)
      outcome = benchmark.run()
    case "render":
      let out = values.removeValue(forKey: "--out").map { URL(fileURLWithPath: $0) }
      let benchmark = RenderBenchmark(
        frames: integer("--frames", RenderBenchmark.countRange, 240),
        pairs: integer("--pairs", RenderBenchmark.countRange, 21),
        batch: integer("--batch", RenderBenchmark.countRange, 3), usesPeer: !flags.contains("--no-peer"),
        outputDirectory: out)
      checkNothingLeft(values, name)
      outcome = benchmark.run()
    case "story-bar":
      let benchmark = StoryBarBenchmark(frames: integer("--frames", StoryBarBenchmark.framesRange, 120))
      checkNothingLeft(values, name)
      outcome = benchmark.run()
    case "delivery":
      let benchmark = DeliveryBenchmark(runs: integer("--runs", DeliveryBenchmark.runsRange, 50))
      checkNothingLeft(values, name)
      outcome = await benchmark.run()
    default:
      fail(usage: "bench: unknown benchmark \"\(name)\" (known: \(names))")
    }
    return outcome == .passed ? 0 : 1
  }

  private static func checkNothingLeft(_ values: [String: String], _ name: String) {
    if let option = values.keys.sorted().first { fail(usage: "bench \(name): unknown option \"\(option)\"") }
  }
}
