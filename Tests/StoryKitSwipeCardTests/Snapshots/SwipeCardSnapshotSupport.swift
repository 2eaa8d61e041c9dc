import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitSwipeCard

/// The example feed's cards (`Examples/feeds/swipe-card.json`) with their pictures preloaded, and
/// stacks of them at the example's size, 360 × 480 pt (its ratio, 0.75).
@MainActor
enum CardSnapshots {
  static let size = Size(width: 360, height: 480)

  static let feedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Snapshots
    .deletingLastPathComponent()  // StoryKitSwipeCardTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Examples/feeds/swipe-card.json")

  static let loader = PreloadedImages()
  private static var cachedCards: [SwipeCard]?

  /// The example's five cards: trench (€279.00), tote (€189.00, no subtitle), sneaker ($89.95),
  /// long read (no product), serum ($34.50).
  static func cards() throws -> [SwipeCard] {
    if let cachedCards { return cachedCards }
    let result = FeedDecoder().decode(contentsOf: feedURL)
    let cards = try #require(result.feed?.swipeCards)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let urls = cards.map(\.imageURL)
    #expect(loader.load(urls) == Set(urls).count, "every card picture decodes")
    cachedCards = cards
    return cards
  }

  /// A stack of `cards` on a manual clock at 0, in US English, with the pictures preloaded;
  /// `configure` runs after the cards are in.
  static func stack(
    _ cards: [SwipeCard], clock: ManualClock = ManualClock(),
    configure: (SwipeCardStackView) -> Void = { _ in }
  ) -> SwipeCardStackView {
    let stack = SwipeCardStackView(frame: Rect(origin: .zero, size: size))
    stack.clock = clock
    stack.imageLoader = loader
    stack.locale = Locale(identifier: "en_US")
    stack.content = .init(cards: cards)
    configure(stack)
    return stack
  }
}

/// Shorthand for colours in the tests.
func rgb(_ hex: UInt32) -> Color {
  Color(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
}
