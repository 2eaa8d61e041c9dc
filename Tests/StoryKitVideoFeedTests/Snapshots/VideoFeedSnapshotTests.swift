import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitVideoFeed

/// Pixel snapshots of the feed on the example feed's posters: posters only in every variant, a
/// frame from a scripted player, a frame mid-scroll, a failed video, an item without a poster or
/// a duration, the last item at rest, and parts replaced through Components.
@MainActor
@Suite struct VideoFeedSnapshotTests {
  /// The sneakers item (two products, EUR and USD) on top, the studio item peeking below.
  @Test func postersOnly() async throws {
    let items = try VideoFeedSnapshots.items()
    await assertVideoFeedSnapshot(variants: SnapshotVariant.allCases) {
      VideoFeedSnapshots.feed(items) { $0.scroll(to: 3, animated: false) }
    }
  }

  /// The skincare item plays: the scripted player's frame 1.5 s in, no play glyph.
  @Test func playingFrame() async throws {
    let items = try VideoFeedSnapshots.items()
    await assertVideoFeedSnapshot(variants: [.light, .dark, .rtl]) {
      let players = ScriptedPlayers { time in VideoFeedSnapshots.frame(at: time + 1.5) }
      return VideoFeedSnapshots.feed(items, players: players) { $0.scroll(to: 1, animated: false) }
    }
  }

  /// A finger holds the list 55 % of the way to the second item: the second shows more, so it
  /// plays (the scripted frame at 0 s: stripes without the band); the first waits at its poster,
  /// its play glyph at its centre, above the screen.
  @Test func midScroll() async throws {
    let items = try VideoFeedSnapshots.items()
    await assertVideoFeedSnapshot(variants: [.light, .rtl]) {
      let players = ScriptedPlayers { time in VideoFeedSnapshots.frame(at: time) }
      let feed = VideoFeedSnapshots.feed(items, players: players)
      feed.setScroll(fraction: 0.55)
      return feed
    }
  }

  /// The first item's video failed: its poster, the notice with its glyph centred, no duration.
  @Test func failedVideo() async throws {
    let items = try VideoFeedSnapshots.items()
    await assertVideoFeedSnapshot(variants: [.light, .dark, .rtl]) {
      let players = ScriptedPlayers()
      players.loadsAtOnce = false
      let feed = VideoFeedSnapshots.feed(items, players: players)
      feed.onCurrentItemChanged = { _ in
        players.made.first?.fail(.httpStatus(404, items[0].video.url))
      }
      return feed
    }
  }

  /// An item without a poster, a title or a duration (the placeholder and the glyph), and a feed
  /// with no items ("No videos yet").
  @Test func missingPosterAndNoItems() async throws {
    var bare = try VideoFeedSnapshots.items()[0]
    bare.title = ""
    bare.video.posterURL = nil
    bare.video.duration = .nan
    await assertVideoFeedSnapshot(variants: [.light, .dark], named: "bare-item") {
      VideoFeedSnapshots.feed([bare])
    }
    await assertVideoFeedSnapshot(variants: [.light, .dark], named: "no-items") {
      VideoFeedSnapshots.feed([])
    }
  }

  /// The last item rests at the bottom, the one before it showing above.
  @Test func lastItemAtRest() async throws {
    let items = try VideoFeedSnapshots.items()
    await assertVideoFeedSnapshot {
      VideoFeedSnapshots.feed(items) { $0.scroll(to: 4, animated: false) }
    }
  }
}

/// The feed's parts replaced through Components: items with the title on a solid band and
/// square product chips; and custom styling.
@MainActor
@Suite struct VideoFeedCustomizationSnapshotTests {
  final class BandItem: VideoFeedItemView {
    let band = View()

    override func setUpLayout() {
      super.setUpLayout()
      insertSubview(band, at: 3)
    }

    override func setUpAppearance() {
      super.setUpAppearance()
      band.backgroundColor = Color(red8: 0x11, green8: 0x11, blue8: 0x11)
      titleLabel.textColor = Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      scrimView.isHidden = true
      let top = titleLabel.isHidden ? bounds.height : titleLabel.frame.minY
      band.frame = Rect(x: 0, y: top - 12, width: bounds.width, height: bounds.height - top + 12)
    }
  }

  final class SquareChip: VideoFeedProductView {
    override func setUpAppearance() {
      super.setUpAppearance()
      cornerRadius = 0
      backgroundColor = Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A)
      titleLabel.textColor = Color(red8: 0x11, green8: 0x11, blue8: 0x11)
      priceLabel.textColor = Color(red8: 0x11, green8: 0x11, blue8: 0x11)
    }
  }

  @Test func customPartsThroughComponents() async throws {
    let items = try VideoFeedSnapshots.items()
    await assertVideoFeedSnapshot(variants: [.light, .rtl]) {
      VideoFeedSnapshots.feed(items) { feed in
        var components = Components.default
        components.videoFeedItemView = BandItem.self
        components.videoFeedProductView = SquareChip.self
        feed.components = components
        feed.scroll(to: 3, animated: false)
      }
    }
  }

  /// Every styling value set away from its default, `titleLines: 1` included: the title is cut
  /// to one line on purpose here (the default, 2 lines, shows in `postersOnly`).
  @Test func customStyling() async throws {
    let items = try VideoFeedSnapshots.items()
    await assertVideoFeedSnapshot(variants: [.light, .dark]) {
      VideoFeedSnapshots.feed(items) { feed in
        feed.styling = VideoFeedStyling(
          cornerRadius: 24, itemSpacing: 12, horizontalEdgePadding: 16, verticalEdgePadding: 12,
          nextItemPeek: 72,
          titleColor: Themed(light: "#FFF4D6", dark: "#FFD60A"),
          titleFont: FontDescriptor(family: "Noto Serif", size: 22, weight: .bold), titleLines: 1,
          isDurationVisible: false, maximumVisibleProducts: 1,
          productBackgroundColor: Themed(light: "#1E3A8A", dark: "#FFD60A"),
          productTextColor: Themed(light: "#FFFFFF", dark: "#111111"))
        feed.scroll(to: 3, animated: false)
      }
    }
  }
}
