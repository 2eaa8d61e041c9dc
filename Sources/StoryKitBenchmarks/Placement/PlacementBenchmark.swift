import Foundation
import StoryKit
import StoryKitCairo
import StoryKitPlacement
import StoryKitUI

/// `storykit-bench placement`: from a cached feed on disk to the first frame of its widget, for
/// each widget kind, on the example feeds. The goal is one frame's budget, 16 ms.
///
/// Per kind, each run (after 3 warm-up runs):
/// 1. **Timed, ours.** A new ``PlacementDataProvider`` over a ``FeedCache`` that holds the kind's
///    example feed (no endpoint: the fetch fails at once and the cached copy stays), a new
///    ``PlacementView`` with the widgets registered, `load()` until the widget is ready, layout at
///    390 pt wide and the ratio's height, and the first frame drawn into a new bitmap at scale 3:
///    read the file, check its CRC, decode, resolve, make the widget, lay it out, draw it. Pictures
///    are not loaded (a first frame shows their placeholders).
/// 2. **The floor.** The same first frame's Cairo and Pango calls, replayed by the C program
///    (``CairoReplayPeer``): what drawing that frame costs with nothing else. The ratio says how
///    much of the time to the first frame is beyond drawing it.
///
/// Final lines: `bench placement case=<kind> ours=<ms> replay=<ms> ratio=<ours/replay> goal=16 unit=ms`.
@MainActor
package struct PlacementBenchmark: Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  nonisolated package static let name = "placement"
  nonisolated package static let synopsis = "[--runs N]"
  nonisolated package static let summary = "a cached feed to its widget's first frame, each kind"
  /// The example feed of each kind, and the kind's name on the line.
  static let feeds: [(kind: String, path: String)] = [
    ("story-bar", "Examples/feeds/demo.json"), ("banner", "Examples/feeds/banner.json"),
    ("swipe-card", "Examples/feeds/swipe-card.json"), ("canvas", "Examples/feeds/canvas.json"),
  ]
  /// The first frame's width in points, and its scale.
  static let width = 390.0
  static let scale = 3.0

  /// Timed runs per kind.
  package let runs: Int
  /// Registers the widgets the placement can show (the CLI's linked widgets).
  package let registerWidgets: @MainActor (WidgetRegistry) -> Void

  /// A benchmark of `runs` runs per kind (1…1,000).
  package init(runs: Int = 30, registerWidgets: @escaping @MainActor (WidgetRegistry) -> Void) {
    self.runs = runs.clamped(to: 1...1_000)
    self.registerWidgets = registerWidgets
  }

  /// Runs every kind whose widget is registered; prints the table and the final lines.
  package func run() async -> BenchmarkOutcome {
    let registry = WidgetRegistry()
    registerWidgets(registry)
    var lines: [String] = []
    var passed = true
    print(
      "bench placement: cached feed on disk → first frame, \(Int(Self.width)) pt at scale \(Int(Self.scale)), median of \(runs)"
    )
    for feed in Self.feeds {
      guard let url = PeerScript.find(feed.path), let document = try? Data(contentsOf: url) else {
        printError("bench placement: cannot read \(feed.path); run it from the repository's root")
        return .failed
      }
      switch await PlacementFirstFrame.measure(
        document: document, baseURL: url, registry: registry, runs: runs)
      {
      case .success(let result):
        print(result.row(kind: feed.kind))
        lines.append(result.line(kind: feed.kind))
      case .failure(let failure):
        print("  \(feed.kind): \(failure.message)")
        if failure.isFatal { passed = false }
      }
    }
    print("")
    for line in lines { print(line) }
    return passed ? .passed : .failed
  }
}
