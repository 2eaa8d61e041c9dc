import Foundation
import StoryKit
import StoryKitCairo
import StoryKitImages
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// What `storykit render --widget player` draws from the demo feed, in pixels: a moment, the held
/// state, the cube turning right to left in the dark theme, the loading view and a filmstrip.
/// The stories shown have no layers, so these pictures stay the player's own.
@MainActor
@Suite struct RenderPlayerSnapshotTests {
  static let feed = FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/demo.json")).feed
  static let loader = ImagePipeline.cairo()

  /// The render of `moments` of `group`, as the command draws it, at scale 1.
  func render(
    _ group: String, _ moments: [PlayerMoment], filmstrip: Bool = false,
    _ configure: (inout PlayerRendering) -> Void = { _ in }
  ) async throws -> View {
    let feed = try #require(Self.feed)
    var rendering = PlayerRendering()
    rendering.scale = 1
    // The main actor is shared with the other snapshot suites: wait as long as the pictures take.
    rendering.imageTimeout = 600
    // 2026-06-01 12:00 UTC, not the day the tests run.
    rendering.date = Date(timeIntervalSince1970: 1_780_315_200)
    configure(&rendering)
    let target = try PlayerTarget(feed: feed, groupID: group, moments: moments)
    var frames: [(view: View, caption: String)] = []
    for moment in moments {
      let shot = await rendering.player(target, at: moment, feed: feed, loader: Self.loader)
      #expect(shot.report.missing.isEmpty, "\(shot.report.missing)")
      #expect(shot.position == .init(group: target.groupIndex, story: moment.story - 1))
      frames.append((shot.player, moment.caption))
    }
    guard filmstrip else { return try #require(frames.first?.view) }
    let strip = PlayerFilmstripView(
      frame: Rect(origin: .zero, size: PlayerFilmstripView.size(frames: frames.count, of: rendering.size)))
    strip.appearance = rendering.appearance
    strip.show(frames, frameSize: rendering.size)
    return strip
  }

  @Test func aMomentOfPlayback() async throws {
    let view = try await render("brunch", [.init(story: 2, time: 2.5)])
    let player = try #require(view as? StoryPlayerView)
    #expect(player.progressView.content == .init(count: 3, current: 1, progress: 0.5))
    await assertSnapshot(size: view.frame.size, scale: 1, variants: [.light]) { view }
  }

  @Test func heldTheChromeHides() async throws {
    let view = try await render("brunch", [.init(story: 2, time: 1)]) { $0.isPaused = true }
    let player = try #require(view as? StoryPlayerView)
    #expect(player.isChromeHidden && player.playback?.pauseReasons.contains(.hold) == true)
    await assertSnapshot(size: view.frame.size, scale: 1, variants: [.light]) { view }
  }

  @Test func theCubeTurnsRightToLeftInTheDark() async throws {
    let view = try await render("brunch", [.init(story: 2, time: 0)]) {
      $0.transition = 0.5
      $0.direction = .rightToLeft
      $0.theme = .dark
    }
    let player = try #require(view as? StoryPlayerView)
    #expect(player.neighbourPage.group?.id == "street-style")
    await assertSnapshot(size: view.frame.size, scale: 1, variants: [.rtl]) { view }
  }

  @Test func theLoadingViewBeforeThePictureArrives() async throws {
    let view = try await render("travel-diaries", [.init(story: 1, time: 0.25)]) { $0.isLoading = true }
    let player = try #require(view as? StoryPlayerView)
    #expect(player.playback?.pauseReasons.contains(.loading) == true)
    await assertSnapshot(size: view.frame.size, scale: 1, variants: [.light]) { view }
  }

  @Test func aFilmstripWithACaptionUnderEachFrame() async throws {
    let view = try await render(
      "travel-diaries", [.init(story: 1, time: 0), .init(story: 1, time: 3), .init(story: 2, time: 1.5)],
      filmstrip: true
    ) { $0.size = Size(width: 240, height: 420) }
    await assertSnapshot(size: view.frame.size, scale: 1, variants: [.light]) { view }
  }

  @Test func theDocumentedMomentRenders() async throws {
    let feed = try #require(Self.feed)
    let groups = feed.visibleStoryGroups(testMode: false)
    let index = try #require(groups.firstIndex { $0.id == "brunch" })
    // The main actor is shared with the other snapshot suites: wait as long as the pictures take.
    let bitmap = await renderMoment(
      of: groups, at: index, story: 1, seconds: 2.5, loader: Self.loader, timeout: 600)
    #expect(bitmap.pixelWidth == 780 && bitmap.pixelHeight == 1_688)
    let middle = bitmap.pixel(x: 390, y: 844)
    #expect(
      middle.red > 40 || middle.green > 40 || middle.blue > 40, "the story's picture, not the black behind it"
    )
  }
}
