import Foundation
import StoryKit
import StoryKitBanner
import StoryKitCairo
import StoryKitUI

/// A frame of `bench banner`: a 390 × 195 pt `BannerView` (a ratio-2 variant on a phone) at
/// scale 3 (1,170 × 585 px), four items with titles and subtitles, held ``swipeFraction`` of the
/// way to the next page by a finger: two pages, each a decoded picture, a scrim and two lines of
/// text, and the page dots.
@MainActor
final class BannerFrameScene {
  static let size = Size(width: 390, height: 195)
  static let scale = 3.0
  /// How far the finger holds the pages towards the next one.
  static let swipeFraction = 0.4

  let banner: BannerView
  let bitmap: Bitmap

  /// Builds the banner on a manual clock, holds the swipe and draws the frame once (so every
  /// picture has been asked for and every cache is warm). The tests draw it at scale 1.
  init(scale: Double = BannerFrameScene.scale) {
    banner = BannerView(frame: Rect(origin: .zero, size: Self.size))
    banner.clock = ManualClock()
    banner.imageLoader = BannerBenchPictures()
    banner.displayScale = scale
    banner.content = .init(items: Self.items())
    banner.prepareIfNeeded()
    banner.layoutIfNeeded()
    banner.setSwipe(fraction: Self.swipeFraction)
    banner.layoutIfNeeded()
    bitmap = Bitmap(size: Self.size, scale: scale, background: .white)
    draw()
  }

  /// One frame: the draw alone (the layout is done and stays clean, as the replay has none),
  /// every gradient drawn by Cairo, as the replay draws it.
  func draw() {
    bitmap.render(banner, shapeTiles: false)
  }

  /// The frame's Canvas calls, as the Cairo calls they stand for.
  func record() -> (replay: CairoReplay, problems: [String]) {
    let recorder = CairoReplayRecorder(
      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, scale: bitmap.scale, background: .white)
    banner.render(in: recorder)
    return (recorder.finish(), recorder.problems)
  }

  /// Four items, as a shop's hero banner has them.
  static func items() -> [BannerItem] {
    let texts = [
      ("The spring edit", "120 new pieces, in stores Friday"),
      ("Maison Members", "Free returns and early access to every sale"),
      ("Your morning briefing", "Five stories in five minutes"),
      ("Court Classic 'Lime'", "Limited drop, while stocks last"),
    ]
    return texts.enumerated().map { index, text in
      let url =
        URL(string: "https://bench.storykit.invalid/banner-\(index).jpg") ?? URL(fileURLWithPath: "/dev/null")
      return BannerItem(
        id: "banner-\(index)", imageURL: url, title: text.0, subtitle: text.1,
        backgroundColor: Color(red8: 0x58, green8: 0x56, blue8: 0xD6),
        action: ContentAction(url: URL(fileURLWithPath: "/banner/\(index)")))
    }
  }
}
