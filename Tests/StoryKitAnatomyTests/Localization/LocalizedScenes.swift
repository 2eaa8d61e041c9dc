import Foundation
import StoryKit
import StoryKitBanner
import StoryKitPlacement
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitTestSupport
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// The widgets as an app in another language shows them: an app root of the widget's size with
/// the app's theme (`appearance`) and, for a placement, the example feed through a placement
/// whose config names the locale; for a view an app builds itself, the locale set on the app's
/// root. No direction is set anywhere: right to left comes from the language.
@MainActor
final class LocalizedScenes {
  /// The languages the snapshots show, with the locale an app would name.
  enum Language: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case arabic = "ar-EG"  // Egyptian Arabic writes Arabic-Indic digits
    case hebrew = "he-IL"
    case german = "de-DE"
    case japanese = "ja-JP"

    /// The reference names' suffix.
    nonisolated var code: String { String(rawValue.prefix(2)) }
    nonisolated var testDescription: String { code }
  }

  let clock = ManualClock()
  /// The scripted video players the placements' video feeds made, in order.
  private(set) var videoPlayers: [ScriptedVideoPlayer] = []
  private var folders: [URL] = []

  deinit {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
  }

  // MARK: - Sheets

  /// Panels side by side in rows of `columns`, each at its own frame's size, in one view to
  /// snapshot; the sheet sets no theme, direction or locale of its own.
  static func sheet(_ panels: [View], columns: Int) -> View {
    let width = panels.prefix(columns).reduce(0) { $0 + $1.frame.width }
    var rows: [[View]] = []
    for start in stride(from: 0, to: panels.count, by: max(columns, 1)) {
      rows.append(Array(panels[start..<min(start + columns, panels.count)]))
    }
    let sheet = View()
    var y = 0.0
    for row in rows {
      var x = 0.0
      for panel in row {
        panel.frame.origin = Point(x: x, y: y)
        sheet.addSubview(panel)
        x += panel.frame.width
      }
      y += row.map(\.frame.height).max() ?? 0
    }
    sheet.frame = Rect(x: 0, y: 0, width: width, height: y)
    sheet.layoutIfNeeded()
    return sheet
  }

  /// An app's root of `size` in `theme`, painted with the theme's background, on this clock.
  func root(size: Size, theme: Theme) -> View {
    let root = View(frame: Rect(origin: .zero, size: size))
    let appearance = Appearance(theme: theme)
    root.appearance = appearance
    root.backgroundColor = appearance.colors.background
    root.clock = clock
    return root
  }

  // MARK: - Placements

  /// The example feed `name` (its first variant without a direction, and only the story groups `groups` when given)
  /// in a placement configured in `language`, filling an app root of `size` in `theme`.
  func placement(
    _ name: String, language: Language, theme: Theme, size: Size, groups: [String]? = nil
  ) async throws -> (root: View, placement: PlacementView) {
    let token = "l10n-\(name)"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
    folders.append(folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard
      var document = try JSONSerialization.jsonObject(with: Fixtures.data("Examples/feeds/\(name).json"))
        as? [String: Any],
      var placement = document["placement"] as? [String: Any],
      let variants = placement["variants"] as? [[String: Any]]
    else { throw CocoaError(.coderReadCorrupt) }
    placement["token"] = token
    // The demo feed pins its bar left to right; without that, the language decides.
    placement["variants"] = variants.prefix(1).map { variant in
      var variant = variant
      if var styling = variant["styling"] as? [String: Any] {
        for (widget, value) in styling {
          guard var values = value as? [String: Any] else { continue }
          values["layoutDirection"] = nil
          styling[widget] = values
        }
        variant["styling"] = styling
      }
      return variant
    }
    document["placement"] = placement
    if let groups, let all = document["storyGroups"] as? [[String: Any]] {
      document["storyGroups"] = groups.compactMap { id in all.first { $0["id"] as? String == id } }
    }
    try JSONSerialization.data(withJSONObject: document).write(
      to: folder.appendingPathComponent("\(token).json"))
    let config = try PlacementConfig.Builder().userID("u1").feedEndpoint(folder).locale(language.rawValue)
      .build(token: token)
    let provider = PlacementDataProvider(config: config)
    await provider.load()
    let registry = WidgetRegistry()
    StoryBarWidget.register(in: registry)
    BannerWidget.register(in: registry)
    SwipeCardWidget.register(in: registry)
    VideoFeedWidget.register(
      in: registry,
      makeVideoPlayer: { [weak self] in
        let player = ScriptedVideoPlayer()
        self?.videoPlayers.append(player)
        return player
      })
    StoryPlayerPresenter.register(in: registry)
    let root = root(size: size, theme: theme)
    root.imageLoader = ExamplePictures(folder: folder)
    let view = PlacementView(dataProvider: provider, delegate: nil, registry: registry)
    view.frame = root.bounds
    root.addSubview(view)
    root.layoutIfNeeded()
    return (root, view)
  }

  /// Lets `seconds` pass on the clock, a frame every 1/60 s.
  func run(_ root: View, for seconds: Double) {
    let end = clock.now + seconds
    while clock.now < end {
      clock.advance(by: 1.0 / 60)
      root.advanceFramesInSubtree(to: clock.now)
      root.layoutIfNeeded()
    }
  }

  // MARK: - The player

  /// The demo feed's groups, every story posted five minutes before ``AnatomyContent/now``.
  static let groups: [StoryGroup] = AnatomyContent.groups.map { group in
    var group = group
    group.stories = group.stories.map { story in
      var story = story
      story.postedAt = AnatomyContent.now.addingTimeInterval(-300)
      return story
    }
    return group
  }

  /// A player an app shows in `language` (its root's locale) and `theme`, on `group`'s story
  /// `story` with 40 % of it run; `loaded: false` gives it no pictures.
  func player(
    _ language: Language, theme: Theme, group: String, story: Int = 0, loaded: Bool = true
  ) -> (root: View, player: StoryPlayerView) {
    let root = root(size: AnatomyScenes.Widget.player.size, theme: theme)
    root.locale = Locale(identifier: language.rawValue)
    root.imageLoader = loaded ? AnatomyContent.pictures : PreloadedImages(scale: 1)
    let player = StoryPlayerView()
    player.currentDate = { AnatomyContent.now }
    root.addSubview(player)
    player.serverStyling =
      AnatomyContent.feed("demo").placement.variants.first?.styling.player ?? StoryPlayerStyling()
    player.frame = root.bounds
    root.layoutIfNeeded()
    let groups = Self.groups
    player.open(groups, at: groups.firstIndex { $0.id == group } ?? 0, story: story)
    player.tick()
    clock.advance(by: (player.playback?.duration ?? 5) * 0.4)
    player.tick()
    root.layoutIfNeeded()
    return (root, player)
  }
}
