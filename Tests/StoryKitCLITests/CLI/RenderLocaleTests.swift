import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitImages
import StoryKitPlayer
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// `--locale` on `storykit render` (the placement, the story bar, the player) and `storykit
/// preview`: the tag reaches the config or the root view, a malformed one is a usage error, and
/// the player drawn speaks the language, with its digits and, without `--direction`, its direction.
@MainActor
@Suite struct RenderLocaleTests {
  static let feed = "Examples/feeds/demo.json"

  /// The usage error a command line gives, if any.
  func reason(_ arguments: [String]) -> UsageError.Reason? { RenderPlayerArgumentTests().reason(arguments) }

  @Test func everyRenderAndThePreviewTakeTheLocale() throws {
    guard
      case .renderPlacement(let placement) = try Command.parse([
        "render", Self.feed, "--locale", "de", "--out", "p.png",
      ])
    else { throw UsageError(command: "test", .invalid("not the placement render")) }
    #expect(placement.rendering.locale == "de" && placement.rendering.direction == nil)
    guard
      case .renderStoryBar(let bar) = try Command.parse([
        "render", Self.feed, "--widget", "story-bar", "--locale", "ar-EG", "--out", "b.png",
      ])
    else { throw UsageError(command: "test", .invalid("not the story bar render")) }
    #expect(bar.rendering.locale?.identifier == "ar_EG")
    guard
      case .renderPlayer(let player) = try Command.parse([
        "render", Self.feed, "--widget", "player", "--group", "brunch", "--locale=zh-Hans", "--out", "p.png",
      ])
    else { throw UsageError(command: "test", .invalid("not the player render")) }
    #expect(player.rendering.locale?.identifier == "zh_Hans")
    guard case .preview(let preview) = try Command.parse(["preview", Self.feed, "--locale", "fa"]) else {
      throw UsageError(command: "test", .invalid("not the preview"))
    }
    #expect(preview.locale == "fa")
    let config = try PreviewCommand.makeProvider(preview).get().config
    #expect(config.locale == "fa" && config.layoutDirection == nil)
  }

  @Test func aMalformedTagIsAUsageError() {
    for tag in ["de_DE!", "", "x", "toolongsubtag-de"] {
      let reason = reason(["render", Self.feed, "--locale", tag, "--out", "p.png"])
      #expect(reason != nil, "\(tag)")
    }
    guard case .invalidValue(let option, let value, _)? = reason(["preview", Self.feed, "--locale", "e n"])
    else {
      Issue.record("expected an invalid value")
      return
    }
    #expect(option == "--locale" && value == "e n")
  }

  /// The player as `render --widget player --locale …` draws it: its words, digits and direction.
  @Test func thePlayerRendersInTheLocalesLanguage() async throws {
    let feed = try #require(FeedDecoder().decode(contentsOf: Fixtures.url(Self.feed)).feed)
    for (tag, position, direction) in [
      ("de", "Story 2 von 3", LayoutDirection.leftToRight), ("ar-EG", "القصة ٢ من ٣", .rightToLeft),
    ] {
      guard
        case .renderPlayer(let options) = try Command.parse([
          "render", Self.feed, "--widget", "player", "--group", "brunch", "--story", "2", "--locale", tag,
          "--video", "off", "--out", "p.png",
        ])
      else { throw UsageError(command: "test", .invalid("not the player render")) }
      var rendering = options.rendering
      rendering.imageTimeout = 600
      let target = try PlayerTarget(feed: feed, groupID: "brunch", moments: options.moments)
      let shot = await rendering.player(
        target, at: options.moments[0], feed: feed, loader: ImagePipeline.cairo())
      let title = try #require(shot.player.headerView.titleLabel.accessibilityLabel)
      #expect(title.hasSuffix(position), "\(tag): \(title)")
      #expect(shot.player.effectiveLayoutDirection == direction, "\(tag)")
    }
  }
}
