import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitImages
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// `storykit render --widget story-bar` draws the demo feed readably in both themes and in
/// right-to-left, without test-only groups.
@MainActor
@Suite struct RenderThemeTests {
  static func demo() throws -> Feed {
    try #require(FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/demo.json")).feed)
  }

  /// The brightest and darkest luminance of the title band of the first four cells.
  func titleBand(_ bitmap: Bitmap) -> (brightest: Double, darkest: Double) {
    var brightest = 0.0
    var darkest = 1.0
    // Large icons: 8 pt top edge, 72 pt icon, 6 pt spacing; the first line of titles below.
    let top = Int((8 + 72 + 8) * bitmap.scale)
    let bottom = Int((8 + 72 + 18) * bitmap.scale)
    for y in top..<bottom {
      for x in stride(from: 0, to: Int(330 * bitmap.scale), by: 1) {
        let pixel = bitmap.pixel(x: x, y: y)
        let luminance =
          (0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)) / 255
        brightest = max(brightest, luminance)
        darkest = min(darkest, luminance)
      }
    }
    return (brightest, darkest)
  }

  @Test func darkThemeTitlesAreLightOnBlack() async throws {
    let feed = try Self.demo()
    let loader = ImagePipeline.cairo()
    var rendering = StoryBarRendering()
    // The main actor is shared with the snapshot suites: wait as long as the pictures take.
    rendering.imageTimeout = 600
    rendering.scale = 1
    rendering.theme = .dark
    let dark = titleBand(await rendering.render(feed, loader: loader).0)
    #expect(dark.brightest > 0.9, "white titles: the feed's #1C1C1E is for the light theme only")
    #expect(dark.darkest < 0.05, "on the black background")
    rendering.theme = .light
    let light = titleBand(await rendering.render(feed, loader: loader).0)
    #expect(light.darkest < 0.15, "dark titles in the light theme")
  }

  @Test func theFeedsDirectionLosesToTheRequestedOne() async throws {
    let feed = try Self.demo()
    #expect(feed.placement.variants.first?.styling.storyBar.layoutDirection == .leftToRight)
    let loader = ImagePipeline.cairo()
    var rendering = StoryBarRendering()
    // The main actor is shared with the snapshot suites: wait as long as the pictures take.
    rendering.imageTimeout = 600
    rendering.scale = 1
    let ltr = await rendering.render(feed, loader: loader).0
    rendering.styling.layoutDirection = .rightToLeft
    let rtl = await rendering.render(feed, loader: loader).0
    // The first group's icon: 16 pt from the leading edge (the feed's edge padding) plus half a
    // cell, at the left in left-to-right and at the right in right-to-left.
    func same(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
      a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3
    }
    let left = ltr.pixel(x: 16 + 40, y: 44)
    let right = rtl.pixel(x: 390 - 16 - 40, y: 44)
    #expect(
      same((left.red, left.green, left.blue, left.alpha), (right.red, right.green, right.blue, right.alpha)))
    let other = ltr.pixel(x: 390 - 16 - 40, y: 44)
    #expect(
      !same(
        (other.red, other.green, other.blue, other.alpha), (right.red, right.green, right.blue, right.alpha)))
  }

  @Test func testOnlyGroupsStayOut() throws {
    let feed = try Self.demo()
    let visible = feed.visibleStoryGroups(testMode: false)
    #expect(visible.count < feed.storyGroups.count, "the demo has test-only groups")
    #expect(!visible.contains { $0.isTestOnly })
    #expect(feed.visibleStoryGroups(testMode: true).count == feed.storyGroups.count)
  }
}
