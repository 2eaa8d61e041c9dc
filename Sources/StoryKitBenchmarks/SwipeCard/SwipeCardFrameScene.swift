import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSwipeCard
import StoryKitUI

/// The frame of `bench swipe-card`: a 360 × 480 pt `SwipeCardStackView` (the example feed's
/// ratio, 0.75) at scale 3 (1,080 × 1,440 px), its top card thrown right and
/// ``SwipeCardBenchmark/flightTime`` seconds into its fly-out, turned, with the next card rising
/// under it and the one after peeking; every picture already decoded.
@MainActor
final class SwipeCardFrameScene {
  static let size = Size(width: 360, height: 480)
  static let scale = 3.0

  let stack: SwipeCardStackView
  let bitmap: Bitmap

  /// Builds the stack, flings its top card right from 100 pt (short of the threshold, so the next
  /// card has further to rise), lets the clock run the flight time
  /// and draws the frame once (so every picture has been asked for and every cache is warm). The
  /// tests draw it at scale 1.
  /// With no `flightTime`, the stack at rest.
  init(scale: Double = SwipeCardFrameScene.scale, flightTime: Double? = SwipeCardBenchmark.flightTime) {
    let clock = ManualClock()
    stack = SwipeCardStackView(frame: Rect(origin: .zero, size: Self.size))
    stack.clock = clock
    stack.imageLoader = PlayerBenchPictures()
    stack.displayScale = scale
    stack.locale = Locale(identifier: "en_US")
    stack.content = .init(cards: Self.cards())
    stack.prepareIfNeeded()
    stack.layoutIfNeeded()
    if let flightTime {
      stack.dragTopCard(to: Point(x: 100, y: 12))
      stack.releaseTopCard(at: Point(x: 100, y: 12), velocity: Point(x: 1_500, y: 0))
      clock.advance(by: flightTime)
    }
    stack.layoutIfNeeded()
    bitmap = Bitmap(size: Self.size, scale: scale, background: .white)
    draw()
  }

  /// One frame: the draw alone (the layout is done, and the clock stands still, so a relayout
  /// finds nothing to move), every gradient drawn by Cairo, as the replay draws it.
  func draw() {
    bitmap.render(stack, shapeTiles: false)
  }

  /// The frame's Canvas calls, as the Cairo calls they stand for.
  func record() -> (replay: CairoReplay, problems: [String]) {
    let recorder = CairoReplayRecorder(
      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, scale: bitmap.scale, background: .white)
    stack.render(in: recorder)
    return (recorder.finish(), recorder.problems)
  }

  /// Four product cards, their pictures generated posters.
  static func cards() -> [SwipeCard] {
    let names = [
      ("trench", "The trench, reworked", "Water-repellent cotton gabardine", "279.00", "EUR"),
      ("tote", "One bag, every day", nil, "189", "EUR"),
      ("sneaker", "Court Classic", "Back in lime, for one week", "89.95", "USD"),
      ("serum", "Hydra glow serum", "Editor's pick", "34.5", "USD"),
    ]
    return names.map { id, title, subtitle, price, currency in
      let url =
        URL(string: PlayerBenchPictures.storyPrefix + id + ".jpg") ?? URL(fileURLWithPath: "/dev/null")
      let product = Product(
        id: "p-" + id, title: title, price: Decimal(string: price) ?? 0, currency: currency, imageURL: url)
      return SwipeCard(id: id, title: title, subtitle: subtitle, imageURL: url, product: product)
    }
  }
}
