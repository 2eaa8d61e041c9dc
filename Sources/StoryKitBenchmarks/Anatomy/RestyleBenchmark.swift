import Foundation
import StoryKit
import StoryKitStoryBar
import StoryKitUI

/// `storykit-bench restyle`: what styling through the environment costs. A story bar of 1,000
/// groups at 390 pt (its visible cells and its reuse pool) turns from light to dark and back, and
/// takes new app styling; each part re-reads its styling in its own `setUpAppearance()`.
///
/// The peer is the floor: the same property writes on the same parts, made directly from a
/// styling resolved beforehand, as a bar that pushes values into its cells would make them. The
/// ratio is what the one path (environment lookups, one resolution per change, the app's values
/// kept) adds over writing the values by hand.
package struct RestyleBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "restyle"
  package static let synopsis = "[--pairs N] [--batch N]"
  package static let summary = "styling through the environment beside writing the values by hand"
  /// The accepted range of ``pairs`` and ``batch``.
  package static let countRange = 1...10_000

  /// Timed pairs of runs, ours then the floor's, after 3 warm-up pairs.
  package let pairs: Int
  /// Restyles per run.
  package let batch: Int

  package init(pairs: Int = 21, batch: Int = 20) {
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
  }

  @MainActor package func run() -> BenchmarkOutcome {
    print("bench restyle: a 390 pt story bar of 1,000 groups, \(pairs) pairs of \(batch) restyles per side")
    let bar = Self.bar()
    let cells = bar.subviews.compactMap { $0 as? DefaultStoryGroupView }
    print("  \(cells.count) cells (visible and pooled), 8 parts each")
    var lines: [String] = []
    for change in ["theme", "app-styling"] {
      var ours: [Double] = []
      var floor: [Double] = []
      var flip = false
      for pair in 0..<(pairs + 3) {
        let ourTime = Self.time(batch) {
          flip.toggle()
          Self.restyle(bar, change: change, flip: flip)
        }
        let floorTime = Self.time(batch) {
          flip.toggle()
          Self.pushByHand(cells, bar: bar, change: change, flip: flip)
        }
        if pair >= 3 {
          ours.append(ourTime)
          floor.append(floorTime)
        }
      }
      let mine = SampleStatistics.median(ours)
      let peer = SampleStatistics.median(floor)
      print(String(format: "  %@: %.1f µs per restyle, by hand %.1f µs", change, mine, peer))
      lines.append(
        String(
          format: "bench restyle change=%@ cells=%d ours=%.2f floor=%.2f ratio=%.2f unit=us", change,
          cells.count,
          mine, peer, mine / peer))
    }
    print("")
    for line in lines { print(line) }
    return .passed
  }

  /// Microseconds per call of `body`, over `batch` calls.
  @MainActor static func time(_ batch: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<batch { body() }
    return (clock.now - start).seconds * 1_000_000 / Double(batch)
  }

  @MainActor static func bar() -> StoryBarView {
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    let groups = (0..<1_000).map { index in
      StoryGroup(
        id: "g\(index)", title: "Group \(index)", isSeen: index % 3 == 0, stories: [story],
        isPinned: index % 7 == 1,
        type: index % 11 == 2 ? .live : .default)
    }
    let bar = StoryBarView(frame: Rect(x: 0, y: 0, width: 390, height: 120))
    bar.content = .init(storyGroups: groups)
    bar.layoutIfNeeded()
    // Scroll once so the reuse pool holds cells too, as it does in use.
    bar.contentOffset = 400
    bar.layoutIfNeeded()
    return bar
  }

  static let ring = Themed(
    Gradient(Color(red8: 0x7B, green8: 0x2F, blue8: 0xF7), Color(red8: 0xF1, green8: 0x07, blue8: 0xA3)))

  /// Ours: the change goes into the environment, and every part re-reads it.
  @MainActor static func restyle(_ bar: StoryBarView, change: String, flip: Bool) {
    if change == "theme" {
      var appearance = bar.appearance
      appearance.theme = flip ? .dark : .light
      bar.appearance = appearance
    } else {
      bar.styling.ringNotSeen = flip ? ring : nil
    }
  }

  /// The floor: the resolved values written straight into each cell's parts.
  @MainActor static func pushByHand(
    _ cells: [DefaultStoryGroupView], bar: StoryBarView, change: String, flip: Bool
  ) {
    var appearance = bar.appearance
    var app = bar.styling
    if change == "theme" {
      appearance.theme = flip ? .dark : .light
    } else {
      app.ringNotSeen = flip ? ring : nil
    }
    let styling = ResolvedStoryBarStyling(app: app, server: bar.serverStyling, appearance: appearance)
    let metrics = styling.metrics
    for cell in cells {
      cell.ringView.unseenColors = styling.ringNotSeen.colors
      cell.ringView.seenColors = styling.ringSeen.colors
      cell.ringView.lineWidth = metrics.ringWidth
      cell.imageView.placeholderColor = styling.iconBackgroundColor
      cell.titleSkeleton.color = styling.iconBackgroundColor
      cell.titleLabel.font = styling.text.font
      cell.titleLabel.numberOfLines = styling.text.lines
      cell.titleLabel.textColor =
        cell.storyGroup?.isSeen == true ? styling.text.colorSeen : styling.text.colorNotSeen
      cell.pinBadge.fillColor = styling.pinIconColor
      cell.pinBadge.outlineColor = styling.badgeOutlineColor
      cell.videoBadge.fillColor = styling.videoIconColor
      cell.videoBadge.outlineColor = styling.badgeOutlineColor
    }
  }
}
