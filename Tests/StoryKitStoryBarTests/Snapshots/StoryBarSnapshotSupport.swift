import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitUI
import Testing

/// The demo feed's groups with their icons preloaded, and pictures of story bars in captioned
/// panels, so one snapshot shows the default look next to a changed property.
///
/// ```
/// ┌ caption ───────────────────────────────┐
/// │ ◯  ◯  ◯  ◯          bar 1 (default)    │
/// ├ caption ───────────────────────────────┤
/// │ ◯  ◯  ◯  ◯          bar 2 (changed)    │
/// └────────────────────────────────────────┘
/// ```
@MainActor
enum BarSnapshots {
  /// The picture's width in points.
  static let width = 390.0

  /// `Examples/feeds/demo.json`, found from this file's path.
  static let feedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Snapshots
    .deletingLastPathComponent()  // StoryKitStoryBarTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Examples/feeds/demo.json")

  /// Holds every demo icon (default and thematic) once ``demoGroups()`` has run.
  static let loader = PreloadedImages(scale: 2)

  private static var cachedGroups: [StoryGroup]?

  /// Every group of the demo feed, in feed order, with every icon preloaded into ``loader``.
  ///
  /// The first six: 0 New in (pinned), 1 Today's headlines (pinned), 2 🔥 Hot deals, 3 Live: Paris
  /// runway (live), 4 Behind the seams (IVod, no dark icon), 5 Nordlicht Skincare (ad); 7 is the
  /// long "capsule wardrobe" title. Groups 0–3 have dark icons.
  static func demoGroups() async throws -> [StoryGroup] {
    if let cachedGroups { return cachedGroups }
    let result = FeedDecoder().decode(contentsOf: feedURL)
    let groups = try #require(result.feed?.storyGroups)
    let urls = Set(groups.flatMap { [$0.iconURL].compactMap(\.self) + $0.thematicIconURLs.values })
    let loaded = loader.load(Array(urls))
    #expect(loaded == urls.count, "every demo icon decodes")
    cachedGroups = groups
    return groups
  }

  /// Demo groups by index, with `seen` indices marked seen.
  static func groups(_ indices: [Int] = Array(0..<6), seen: Set<Int> = []) async throws -> [StoryGroup] {
    let all = try await demoGroups()
    return indices.map { index in
      var group = all[index]
      group.isSeen = seen.contains(index)
      return group
    }
  }

  /// One captioned bar of a picture.
  struct Panel {
    var caption: String
    var content: StoryBarView.Content
    /// Whether the bar gets ``BarSnapshots/loader`` (without one, icons show their skeleton colour).
    var loadsImages = true
    /// Sets the bar up before it is sized.
    var configure: @MainActor (StoryBarView) -> Void = { _ in }
    /// Runs after the bar has its frame and has laid out (to tap a cell, move a clock…). The bar is
    /// then prepared outside the snapshot host and keeps left to right: use it in `.light` only.
    var afterLayout: (@MainActor (StoryBarView) -> Void)?

    init(
      _ caption: String, groups: [StoryGroup], loadsImages: Bool = true,
      configure: @escaping @MainActor (StoryBarView) -> Void = { _ in },
      afterLayout: (@MainActor (StoryBarView) -> Void)? = nil
    ) {
      self.init(
        caption, content: .init(storyGroups: groups), loadsImages: loadsImages, configure: configure,
        afterLayout: afterLayout)
    }

    init(
      _ caption: String, content: StoryBarView.Content, loadsImages: Bool = true,
      configure: @escaping @MainActor (StoryBarView) -> Void = { _ in },
      afterLayout: (@MainActor (StoryBarView) -> Void)? = nil
    ) {
      self.caption = caption
      self.content = content
      self.loadsImages = loadsImages
      self.configure = configure
      self.afterLayout = afterLayout
    }
  }

  static let captionHeight = 20.0

  /// Panels in a grid of `columns`, each ``width`` / `columns` wide; a bar is as tall as its
  /// `fittingSize` for that width (horizontal bars: their cross length; vertical: all content).
  static func picture(_ panels: [Panel], columns: Int = 1) -> View {
    let container = View()
    let columnWidth = width / Double(columns)
    var y = 0.0
    for start in stride(from: 0, to: panels.count, by: columns) {
      var rowHeight = 0.0
      for (column, panel) in panels[start..<min(panels.count, start + columns)].enumerated() {
        let x = Double(column) * columnWidth
        let caption = Label()
        caption.text = panel.caption
        caption.font = .system(size: 10)
        caption.textColor = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93)
        caption.frame = Rect(x: x + 8, y: y + 5, width: columnWidth - 16, height: 14)
        container.addSubview(caption)
        let bar = StoryBarView()
        if panel.loadsImages { bar.imageLoader = loader }
        panel.configure(bar)
        bar.content = panel.content
        // Measured before the bar is prepared: it is prepared in the snapshot host, so that it
        // inherits the host's layout direction.
        let height = bar.fittingSize(for: Size(width: columnWidth, height: .infinity)).height
        bar.frame = Rect(x: x, y: y + captionHeight, width: columnWidth, height: height)
        container.addSubview(bar)
        if let afterLayout = panel.afterLayout {
          bar.layoutIfNeeded()
          afterLayout(bar)
        }
        rowHeight = max(rowHeight, captionHeight + height)
      }
      y += rowHeight
      if start + columns < panels.count {
        let rule = View(frame: Rect(x: 0, y: y, width: width, height: 1))
        rule.backgroundColor = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93, alpha8: 0x40)
        container.addSubview(rule)
        y += 1
      }
    }
    container.frame = Rect(x: 0, y: 0, width: width, height: y.rounded(.up))
    return container
  }
}

/// Snapshots ``BarSnapshots/picture(_:columns:)`` of `panels` at scale 2, sized by the picture.
@MainActor
func assertBarSnapshot(
  _ panels: [BarSnapshots.Panel], columns: Int = 1, variants: [SnapshotVariant] = [.light],
  named name: String? = nil, filePath: String = #filePath, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let size = BarSnapshots.picture(panels, columns: columns).frame.size
  await assertSnapshot(
    size: size, scale: 2, variants: variants, named: name, filePath: filePath, function: function,
    sourceLocation: sourceLocation
  ) {
    BarSnapshots.picture(panels, columns: columns)
  }
}

/// Shorthand for colours in the tests.
func rgb(_ hex: UInt32) -> Color {
  Color(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
}
