import Foundation

/// `storykit-bench player`: the story player's frames at 1,170 × 2,532 px (390 × 844 pt at
/// scale 3), each beside a C program replaying the same Cairo and Pango calls, the floor
/// (``FrameReplayCase``).
///
/// - `frame`: an image story with 4 layers (text, poll, emoji reaction, button), 2 s in.
/// - `cube`: the cube swipe between two groups, 0.4 of the way (`setGroupTransition`): its pages
///   drawn once into cached layers and turned in perspective through pixman.
/// - `cube-vs-frame`: the cube beside the still frame, both ours (``StillFrameComparison``); the
///   goal is a cube frame no dearer than a still one.
///
/// The goal is ours ≤ 1.3 × the replay; a 120 Hz display gives 8.3 ms a frame. The output ends
/// with one DESIGN.md §5 line per case, e.g.
/// `bench player case=frame px=1170x2532 layers=4 ours=… replay=… ratio=… unit=ms`.
///
/// ```swift
/// let outcome = PlayerBenchmark(pairs: 11, usesPeer: false).run()
/// ```
package struct PlayerBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "player"
  package static let synopsis = "[--pairs N] [--batch N] [--no-peer] [--out <dir>]"
  package static let summary = "player frames at 1170×2532 px beside their C replay"
  /// The accepted range of ``pairs`` and ``batch``; values outside are clamped.
  package static let countRange = 1...100_000
  /// The cube's turn in the `cube` case.
  package static let cubeFraction = 0.4

  /// Rounds of one batch per side.
  package let pairs: Int
  /// Frames per batch.
  package let batch: Int
  /// Whether to build and time the C replay (`false` times ours alone).
  package let usesPeer: Bool
  /// Where to keep each case's frames and replay file, if anywhere.
  package let outputDirectory: URL?

  /// A benchmark of both cases; counts are clamped to ``countRange``.
  package init(pairs: Int = 21, batch: Int = 10, usesPeer: Bool = true, outputDirectory: URL? = nil) {
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
    self.outputDirectory = outputDirectory
  }

  /// The cases, each with its scene built.
  @MainActor static func cases() -> [FrameReplayCase<PlayerFrameScene>] {
    let pixels =
      "px=\(Int(PlayerFrameScene.size.width * PlayerFrameScene.scale))x"
      + "\(Int(PlayerFrameScene.size.height * PlayerFrameScene.scale))"
    return [
      FrameReplayCase(
        name: "frame", parameters: "\(pixels) layers=4",
        summary: "an image story with 4 layers (text, poll, emoji reaction, button), 2 s in",
        scene: PlayerFrameScene()),
      FrameReplayCase(
        name: "cube", parameters: "\(pixels) fraction=\(cubeFraction)",
        summary: "the cube swipe to the next group, \(cubeFraction) of the way",
        scene: PlayerFrameScene(transition: cubeFraction)),
    ]
  }

  /// Runs both cases, prints their tables and then their final lines; fails when a check failed
  /// (the table says which).
  @MainActor package func run() -> BenchmarkOutcome {
    #if DEBUG
      printError("bench player: note: this is a debug build; benchmark a release build (-c release)")
    #endif
    var lines: [String] = []
    var passed = true
    let cases = Self.cases()
    for benchCase in cases {
      let result = benchCase.run(
        pairs: pairs, batch: batch, usesPeer: usesPeer, keepingFilesIn: outputDirectory)
      lines.append(result.line)
      passed = passed && result.passed
    }
    if let still = cases.first(where: { $0.name == "frame" }),
      let cube = cases.first(where: { $0.name == "cube" })
    {
      let comparison = StillFrameComparison(
        bench: "player", name: "cube-vs-frame", moving: "cube", drawStill: { still.scene.draw() },
        drawMoving: { cube.scene.draw() })
      lines.append(comparison.run(pairs: pairs, batch: batch, parameters: cube.parameters))
    }
    print("")
    for line in lines { print(line) }
    return passed ? .passed : .failed
  }
}
