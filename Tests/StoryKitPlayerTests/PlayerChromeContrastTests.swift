import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The player's header reads on the brightest pictures: a feed's stories with a pure white and a
/// bright yellow picture, and a video whose poster is yellow, opened in the real player and
/// rendered as the snapshots are (Pango text, 2 px per point), in every variant.
///
/// The title and the time under it are measured as WCAG measures text over a picture: against
/// every pixel they sit on. The player is rendered a second time with the header's text clear,
/// so the pixels in the title's and the time's frames (and 2 pt around them) are the picture,
/// the scrim and nothing else; the default colours (white, and white at 85 % for the time,
/// composited over each pixel) must keep 4.5:1 against the worst of them.
///
/// 4.5:1 applies, not the 3:1 of large text: the title is 14 pt semibold, and StoryKit's points
/// are CSS pixels, so it is about 10.5 CSS pt, under WCAG's large scale (14 pt bold, 18.67 px).
/// At 1.5 × it is 21 px semibold, which a reader may or may not count as bold; the test keeps
/// 4.5:1 there too.
@MainActor
@Suite struct PlayerChromeContrastTests {
  let clock = ManualClock()
  static let size = Size(width: 240, height: 420)
  nonisolated static let white = Color.white
  nonisolated static let yellow = Color(red8: 0xFF, green8: 0xE0, blue8: 0x1A)
  nonisolated static let posterYellow = Color(red8: 0xF5, green8: 0xC5, blue8: 0x18)

  /// Plain pictures by URL: "white…" is white, "yellow…" bright yellow, "poster…" the poster's
  /// yellow.
  final class PlainPictures: ImageLoading, @unchecked Sendable {
    static func color(for url: URL) -> Color {
      let name = url.lastPathComponent
      if name.hasPrefix("white") { return PlayerChromeContrastTests.white }
      if name.hasPrefix("poster") { return PlayerChromeContrastTests.posterYellow }
      return PlayerChromeContrastTests.yellow
    }

    func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
      let color = Self.color(for: request.url)
      let side = 16
      var rgba = [UInt8](repeating: 255, count: side * side * 4)
      for pixel in 0..<(side * side) {
        rgba[pixel * 4] = UInt8((color.red * 255).rounded())
        rgba[pixel * 4 + 1] = UInt8((color.green * 255).rounded())
        rgba[pixel * 4 + 2] = UInt8((color.blue * 255).rounded())
      }
      return try? ImageDecoder().decode(Data(PixelBuffer(width: side, height: side, rgba: rgba).pngData()))
    }

    func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
      guard let image = cachedImage(for: request) else { throw .decodingFailed(request.url, reason: "none") }
      return image
    }
  }

  /// A feed's groups: "Weekend brunch spots" with a white and a yellow picture posted two hours
  /// ago, and "Clips", one video story on a yellow poster (its header has the mute button too).
  static func groups() throws -> [StoryGroup] {
    let json = """
      {"schemaVersion": 1,
       "placement": {"token": "home", "variants": [{"id": "bar", "kind": "storyBar", "ratio": 3, "weight": 1}]},
       "storyGroups": [
         {"id": "brunch", "title": "Weekend brunch spots", "iconUrl": "https://cdn.example.com/brunch.png",
          "stories": [
            {"id": "w", "postedAt": "2026-03-01T10:00:00Z",
             "media": {"type": "image", "url": "https://cdn.example.com/white.jpg"}},
            {"id": "y", "postedAt": "2026-03-01T10:00:00Z",
             "media": {"type": "image", "url": "https://cdn.example.com/yellow.jpg"}}]},
         {"id": "clips", "title": "Clips", "iconUrl": "https://cdn.example.com/clips.png",
          "stories": [
            {"id": "v", "duration": 8, "postedAt": "2026-03-01T10:00:00Z",
             "media": {"type": "video", "url": "https://cdn.example.com/clip.mp4",
                       "posterUrl": "https://cdn.example.com/poster.jpg"}}]}]}
      """
    let result = FeedDecoder().decode(Data(json.utf8))
    let feed = try #require(result.feed)
    return feed.storyGroups
  }

  /// Where each story is: the group, and the story in it.
  static let stories: [(group: Int, story: Int, name: String)] = [
    (0, 0, "white picture"), (0, 1, "yellow picture"), (1, 0, "yellow poster of a video"),
  ]

  /// The player at `story`, in a host set up as a snapshot's, with the header's text `clear` or
  /// not.
  func render(
    _ groups: [StoryGroup], group: Int, story: Int, variant: SnapshotVariant, clearText: Bool,
    likeButton: Bool = false
  ) -> (host: View, player: StoryPlayerView, bitmap: Bitmap) {
    let host = View(frame: Rect(origin: .zero, size: Self.size))
    host.appearance = variant.appearance()
    host.layoutDirection = variant.layoutDirection
    host.textEngine = PangoTextEngine.shared
    let player = PlayerFixture.makePlayer(groups, at: group, clock: clock, size: Self.size) { player in
      player.imageLoader = PlainPictures()
      player.currentDate = { Date(timeIntervalSince1970: 1_772_366_400) }  // 2026-03-01 12:00 UTC
      if clearText { player.styling.headerTextColor = Themed(Color(red: 1, green: 1, blue: 1, alpha: 0)) }
      player.styling.footer.isLikeButtonVisible = likeButton
    }
    for _ in 0..<story {
      player.next()
      player.tick()
    }
    host.addSubview(player)
    player.pin()
    host.layoutIfNeeded()
    let bitmap = Bitmap(size: Self.size, scale: 2, background: .black)
    bitmap.render(host)
    return (host, player, bitmap)
  }

  /// The lowest contrast `color` (composited over each pixel) has against the pixels of
  /// `bitmap` in `frame` and 2 pt around it.
  static func lowestContrast(of color: Color, in frame: Rect, of bitmap: Bitmap) -> Double {
    let scale = 2.0
    let area = frame.insetBy(dx: -2, dy: -2)
    var worst = Double.infinity
    let rows = Int((area.minY * scale).rounded(.down))..<Int((area.maxY * scale).rounded(.up))
    let columns = Int((area.minX * scale).rounded(.down))..<Int((area.maxX * scale).rounded(.up))
    for y in rows where y >= 0 && y < Int(Self.size.height * scale) {
      for x in columns where x >= 0 && x < Int(Self.size.width * scale) {
        let pixel = bitmap.pixel(x: x, y: y)
        let backdrop = Color(red8: pixel.red, green8: pixel.green, blue8: pixel.blue)
        let text = backdrop.mixed(with: color.withAlpha(1), amount: color.alpha)
        worst = min(worst, text.withAlpha(1).contrastRatio(with: backdrop))
      }
    }
    return worst
  }

  @Test(arguments: SnapshotVariant.allCases)
  func theTitleAndTheTimeReadOnWhiteAndYellowPictures(variant: SnapshotVariant) throws {
    let groups = try Self.groups()
    let defaults = ResolvedStoryPlayerStyling(app: .init(), server: .init(), appearance: variant.appearance())
    #expect(defaults.headerTextColor == .white)
    for (group, story, name) in Self.stories {
      let (host, player, bitmap) = render(
        groups, group: group, story: story, variant: variant, clearText: true)
      let header = player.currentPage.headerView
      #expect(player.currentPage.storyIndex == story, "\(name)")
      let title = header.titleLabel.convert(header.titleLabel.bounds, to: host)
      let time = header.subtitleLabel.convert(header.subtitleLabel.bounds, to: host)
      #expect(!header.titleLabel.isHidden && !header.subtitleLabel.isHidden, "\(name): both show")
      #expect(title.width > 0 && time.width > 0)
      let titleRatio = Self.lowestContrast(of: defaults.headerTextColor, in: title, of: bitmap)
      let timeRatio = Self.lowestContrast(of: defaults.headerTextColor.withAlpha(0.85), in: time, of: bitmap)
      #expect(titleRatio >= 4.5, "\(name), \(variant): title \(titleRatio):1")
      #expect(timeRatio >= 4.5, "\(name), \(variant): time \(timeRatio):1")
      print("contrast \(variant) \(name): title \(titleRatio):1 in \(title), time \(timeRatio):1 in \(time)")
    }
  }

  /// The footer's heart is drawn in the header's colour over its own shade: on the white and
  /// yellow pictures, white keeps the 3:1 a control needs against every pixel around the glyph.
  @Test(arguments: [SnapshotVariant.light, .dark, .rtl])
  func theFootersHeartReadsOnWhiteAndYellowPictures(variant: SnapshotVariant) throws {
    let groups = try Self.groups()
    for (group, story, name) in Self.stories {
      let (host, player, bitmap) = render(
        groups, group: group, story: story, variant: variant, clearText: true, likeButton: true)
      let button = player.currentPage.footerView.likeButton
      #expect(!button.isHidden)
      let frame = button.convert(button.bounds, to: host)
      #expect(frame.maxY <= Self.size.height - StoryFooterView.bottomInset)
      if variant == .rtl { #expect(frame.minX < 20, "right to left, the heart is at the left: \(frame)") }
      let glyph = frame.insetBy(dx: frame.width / 4, dy: frame.height / 4)
      let ratio = Self.lowestContrast(of: .white, in: glyph, of: bitmap)
      #expect(ratio >= 3, "\(name), \(variant): the heart's outline \(ratio):1")
    }
  }

  @Test func theTimeIsWhiteAtEightyFivePercent() throws {
    let (_, player, _) = render(try Self.groups(), group: 0, story: 0, variant: .light, clearText: false)
    #expect(player.currentPage.headerView.subtitleLabel.textColor == Color.white.withAlpha(0.85))
  }

  /// The scrim is black over the picture: on the yellow poster every channel is scaled by the
  /// same factor (so the hue stays: darker yellow, no grey or green cast), and under the scrim
  /// the picture is untouched.
  @Test func theScrimDarkensTheYellowPosterWithoutTintingIt() throws {
    let (_, player, bitmap) = render(try Self.groups(), group: 1, story: 0, variant: .light, clearText: true)
    let scrim = player.currentPage.scrimView
    let poster = Self.posterYellow
    // Left of the header's icon, under the progress bars: scrim and poster only.
    for y in [4.0, 30, 60, scrim.frame.maxY - 30, scrim.frame.maxY - 8] {
      let pixel = bitmap.pixel(x: 4, y: Int(y * 2))
      let expected = 1 - scrim.alpha(atY: y)
      let factors = [
        Double(pixel.red) / (poster.red * 255), Double(pixel.green) / (poster.green * 255),
        Double(pixel.blue) / (poster.blue * 255),
      ]
      for factor in factors.prefix(2) {
        #expect(abs(factor - expected) < 0.02, "at \(y) pt: \(factors), expected \(expected)")
      }
      // Blue is 24 of 255 on the poster: one step of rounding is 4 %.
      #expect(abs(factors[2] - expected) < 0.06, "at \(y) pt: \(factors), expected \(expected)")
      let hue = { (r: Double, g: Double) in g / r }
      #expect(abs(hue(Double(pixel.red), Double(pixel.green)) - poster.green / poster.red) < 0.02)
    }
    let below = bitmap.pixel(x: 4, y: Int(scrim.frame.maxY * 2) + 4)
    #expect(
      Color(red8: below.red, green8: below.green, blue8: below.blue)
        == Color(red8: 0xF5, green8: 0xC5, blue8: 0x18),
      "below the scrim the poster is as it is")
  }

  @Test func theScrimHoldsBehindTheHeadersTextAndEasesOutWithoutAnEdge() throws {
    let (_, player, _) = render(try Self.groups(), group: 0, story: 0, variant: .light, clearText: false)
    let page = player.currentPage
    let scrim = page.scrimView
    let textBottom = page.headerView.frame.maxY - PlayerScrimView.textInset
    #expect(scrim.chromeBottom == textBottom)
    #expect(scrim.frame.maxY == textBottom + PlayerScrimView.fadeHeight)
    // Held behind the title and the time…
    let title = page.headerView.titleLabel.convert(page.headerView.titleLabel.bounds, to: page)
    #expect(title.maxY <= textBottom)
    for y in stride(from: 0.0, through: textBottom, by: 4) {
      #expect(scrim.alpha(atY: y) == PlayerScrimView.defaultTopAlpha)
    }
    // …then eased out: no step, and it starts and ends flat (no edge where it turns).
    var previous = PlayerScrimView.defaultTopAlpha
    for y in stride(from: textBottom, through: scrim.frame.maxY, by: 2) {
      let alpha = scrim.alpha(atY: y)
      #expect(alpha <= previous && previous - alpha < 0.02, "no step at \(y) pt")
      previous = alpha
    }
    #expect(PlayerScrimView.defaultTopAlpha - scrim.alpha(atY: textBottom + 4) < 0.005)
    #expect(scrim.alpha(atY: scrim.frame.maxY - 4) < 0.005)
    #expect(scrim.alpha(atY: scrim.frame.maxY) == 0)
  }
}
