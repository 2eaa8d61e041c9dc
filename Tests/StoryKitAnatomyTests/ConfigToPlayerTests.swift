import Foundation
import StoryKit
import StoryKitCairo
import StoryKitPlacement
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitTestSupport
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// The placement's config reaches the player a widget opens over the app's root: a placement
/// configured dark and right to left, in a light, left-to-right app, opens from a tap in the bar
/// and from the video feed a player that is dark and mirrored. Pixels: the header's ring on the
/// trailing side, a poll card in dark.
@MainActor
@Suite struct ConfigToPlayerTests {
  let clock = ManualClock()
  static let size = Size(width: 360, height: 640)

  /// A feed folder with one document `<token>.json`: the demo feed's bar variant and the poll
  /// story of its "headlines" group, or the video feed's items; its `images` are the examples'.
  static func feedFolder(token: String, kind: WidgetKind) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anatomy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = kind == .videoFeed ? "video-feed" : "demo"
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("images"), withDestinationURL: Fixtures.url("Examples/feeds/images"))
    guard
      var document = try JSONSerialization.jsonObject(with: Fixtures.data("Examples/feeds/\(source).json"))
        as? [String: Any],
      var placement = document["placement"] as? [String: Any],
      let variants = placement["variants"] as? [[String: Any]]
    else { throw CocoaError(.coderReadCorrupt) }
    placement["token"] = token
    placement["variants"] = Array(variants.prefix(1))
    document["placement"] = placement
    if kind == .storyBar, let groups = document["storyGroups"] as? [[String: Any]],
      var headlines = groups.first(where: { $0["id"] as? String == "headlines" }),
      let stories = headlines["stories"] as? [[String: Any]]
    {
      headlines["stories"] = stories.filter {
        ($0["layers"] as? [[String: Any]])?.first?["type"] as? String == "poll"
      }
      document["storyGroups"] = [headlines]
    }
    let data = try JSONSerialization.data(withJSONObject: document)
    try data.write(to: folder.appendingPathComponent("\(token).json"))
    return folder
  }

  /// A light, left-to-right app root holding a placement configured `theme` and `direction`,
  /// its widget on screen.
  func app(kind: WidgetKind, theme: Theme, direction: LayoutDirection) async throws -> (View, PlacementView) {
    let token = "anatomy-\(kind.name)"
    let folder = try Self.feedFolder(token: token, kind: kind)
    let config = try PlacementConfig.Builder().userID("u1").feedEndpoint(folder).theme(theme)
      .layoutDirection(direction).build(token: token)
    let provider = PlacementDataProvider(config: config)
    await provider.load()
    let registry = WidgetRegistry()
    StoryBarWidget.register(in: registry)
    VideoFeedWidget.register(in: registry)
    StoryPlayerPresenter.register(in: registry) { player in player.currentDate = { AnatomyContent.now } }
    let root = View(frame: Rect(origin: .zero, size: Self.size))
    root.appearance = Appearance(theme: .light)
    root.layoutDirection = .leftToRight
    root.clock = clock
    root.imageLoader = ExamplePictures(folder: folder)
    let placement = PlacementView(dataProvider: provider, delegate: nil, registry: registry)
    placement.frame = Rect(x: 0, y: 40, width: Self.size.width, height: kind == .videoFeed ? 560 : 120)
    root.addSubview(placement)
    root.layoutIfNeeded()
    return (root, placement)
  }

  /// Taps the middle of the first item of the placement's widget, lets the opening run, and
  /// returns the player that covers the root.
  func openPlayer(in root: View, placement: PlacementView) throws -> StoryPlayerView {
    let point: Point
    if let bar = (placement.widget as? StoryBarWidget)?.bar, let cell = bar.visibleCells[0] {
      point = cell.convert(Point(x: cell.bounds.midX, y: 30), to: root)
    } else {
      point = Point(x: Self.size.width / 2, y: 240)
    }
    let dispatcher = PointerDispatcher(root: root)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: clock.now))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: clock.now + 0.05))
    clock.advance(by: 2.5)
    root.advanceFramesInSubtree(to: clock.now)
    let player = try #require(
      root.subviews.compactMap { $0 as? StoryPlayerView }.first, "the player covers the root")
    player.tick()
    clock.advance(by: 1)
    player.tick()
    root.layoutIfNeeded()
    return player
  }

  func render(_ root: View) -> Bitmap {
    let bitmap = Bitmap(size: Self.size, scale: 1, background: .white)
    bitmap.render(root)
    return bitmap
  }

  /// Whether the pixel has the colours of the header ring's gradient in the feed's player styling
  /// (#FF2D55 to #FF9500): red and warm, unlike the story's blue picture and the white chrome.
  static func isRingColoured(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    pixel.red > 200 && pixel.blue < 120 && Int(pixel.red) - Int(pixel.green) > 60
  }

  /// How many ring-coloured pixels `rect` holds.
  static func ringPixels(in bitmap: Bitmap, around rect: Rect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where isRingColoured(bitmap.pixel(x: x, y: y)) { count += 1 }
    }
    return count
  }

  /// The header's ring is at the trailing (right) edge, and the leading side has none.
  func expectMirroredHeader(_ player: StoryPlayerView, root: View, bitmap: Bitmap) {
    let icon = player.headerView.iconView.convert(player.headerView.iconView.bounds, to: root)
    #expect(icon.minX > Self.size.width / 2, "the icon sits on the right: \(icon)")
    let leading = Rect(x: Self.size.width - icon.maxX, y: icon.minY, width: icon.width, height: icon.height)
    #expect(Self.ringPixels(in: bitmap, around: icon) > 40, "the ring is drawn on the trailing side")
    #expect(Self.ringPixels(in: bitmap, around: leading) < 10, "and not on the leading side")
  }

  @Test func aTapInTheBarOpensADarkMirroredPlayer() async throws {
    let (root, placement) = try await app(kind: .storyBar, theme: .dark, direction: .rightToLeft)
    let player = try openPlayer(in: root, placement: placement)
    #expect(player.appearance.theme == .dark && player.effectiveLayoutDirection == .rightToLeft)
    let bitmap = render(root)
    expectMirroredHeader(player, root: root, bitmap: bitmap)
    let poll = try #require(player.currentPage.layersView.layerViews.first, "the poll layer")
    let card = poll.convert(poll.bounds, to: root)
    // The poll card's surface, just inside its top edge, below the question's first line.
    let probe = bitmap.pixel(x: Int(card.midX), y: Int(card.minY + card.height * 0.9))
    let luminance =
      (0.2126 * Double(probe.red) + 0.7152 * Double(probe.green) + 0.0722 * Double(probe.blue)) / 255
    #expect(luminance < 0.3, "the poll card is dark: \(probe)")
  }

  @Test func theSameTapInALightPlacementOpensALightPlayer() async throws {
    let (root, placement) = try await app(kind: .storyBar, theme: .light, direction: .leftToRight)
    let player = try openPlayer(in: root, placement: placement)
    #expect(player.appearance.theme == .light && player.effectiveLayoutDirection == .leftToRight)
    let icon = player.headerView.iconView.convert(player.headerView.iconView.bounds, to: root)
    #expect(icon.maxX < Self.size.width / 2, "left to right, the icon is on the left")
  }

  @Test func theVideoFeedOpensADarkMirroredPlayer() async throws {
    let (root, placement) = try await app(kind: .videoFeed, theme: .dark, direction: .rightToLeft)
    let player = try openPlayer(in: root, placement: placement)
    #expect(player.appearance.theme == .dark && player.effectiveLayoutDirection == .rightToLeft)
    expectMirroredHeader(player, root: root, bitmap: render(root))
  }
}

/// The example pictures, for a feed whose `images` folder links to the examples'.
final class ExamplePictures: ImageLoading, @unchecked Sendable {
  let folder: URL

  init(folder: URL) {
    self.folder = folder
  }

  /// The examples' URL of a picture of the feed's folder.
  private func example(_ request: ImageRequest) -> ImageRequest {
    var request = request
    request.url = Fixtures.url("Examples/feeds/images").appendingPathComponent(request.url.lastPathComponent)
    return request
  }

  /// The example pictures, decoded once.
  private static let pictures: PreloadedImages = {
    let images = PreloadedImages(scale: 1)
    _ = images.load((try? Fixtures.files(in: "Examples/feeds/images", withExtension: "png")) ?? [])
    return images
  }()

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    Self.pictures.cachedImage(for: example(request))
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = cachedImage(for: request) else { throw .unsupportedURL(request.url) }
    return image
  }
}
