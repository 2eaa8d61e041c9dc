import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitSwipeCard

/// The swipe-card stack as pixels, at the example feed's 360 × 480 pt: at rest in every variant,
/// custom styling, mid-swipe, flying out, product prices and the end state.
@MainActor
@Suite struct SwipeCardSnapshotTests {
  static let size = CardSnapshots.size

  @Test func stackAtRest() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: Self.size) { CardSnapshots.stack(cards) }
  }

  @Test func customStyling() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      CardSnapshots.stack(cards) { stack in
        stack.serverStyling = SwipeCardStyling(
          cornerRadius: 4, titleColor: Themed(rgb(0xFF0000)), visibleStackDepth: 2)
        stack.styling = SwipeCardStyling(
          cornerRadius: 28, cardBackgroundColor: Themed(light: rgb(0xFFF4E0), dark: rgb(0x2B2118)),
          titleColor: Themed(light: rgb(0x5A3200), dark: rgb(0xFFD9A0)),
          priceColor: Themed(rgb(0x1C1C1E)), priceBackgroundColor: Themed(rgb(0xFFD60A)),
          titleFont: FontDescriptor(family: "Noto Serif", size: 22, weight: .bold), visibleStackDepth: 4)
      }
    }
  }

  @Test func midSwipe() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: Self.size, variants: [.light, .rtl]) {
      CardSnapshots.stack(cards) { $0.dragTopCard(to: Point(x: 110, y: 24)) }
    }
  }

  @Test func midSwipeLeft() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: Self.size, variants: [.dark]) {
      CardSnapshots.stack(cards) { $0.dragTopCard(to: Point(x: -130, y: -10)) }
    }
  }

  @Test func flyingOut() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: Self.size, variants: [.light]) {
      let clock = ManualClock()
      let stack = CardSnapshots.stack(cards, clock: clock)
      stack.swipeTopCard(.right, from: Point(x: 150, y: 10))
      clock.advance(by: 0.04)
      return stack
    }
  }

  @Test func productPrices() async throws {
    let cards = try CardSnapshots.cards()
    let sneaker = cards[2]
    var huge = cards[4]
    huge.product?.price = Decimal(sign: .plus, exponent: 20, significand: 1)
    huge.product?.currency = "XXQ"
    huge.title = "A price of 10^20 in an unknown currency"
    var negative = cards[1]
    negative.product?.price = -1
    negative.product?.currency = "euro"
    negative.title = "A price of −1 \"euro\""
    await assertSnapshot(size: Self.size, variants: [.light], named: "sneaker-de") {
      CardSnapshots.stack([sneaker]) { $0.locale = Locale(identifier: "de_DE") }
    }
    await assertSnapshot(size: Self.size, variants: [.light], named: "hostile") {
      CardSnapshots.stack([huge, negative])
    }
    await assertSnapshot(size: Self.size, variants: [.light], named: "negative") {
      CardSnapshots.stack([negative])
    }
  }

  @Test func endState() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: Self.size, variants: [.light, .dark, .rtl, .largeText]) {
      CardSnapshots.stack(cards) { stack in
        for _ in cards { stack.swipeTopCard(.left) }
        stack.isReduceMotionEnabled = true
      }
    }
  }

  @Test func endStateWithCustomStrings() async throws {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      CardSnapshots.stack([]) { stack in
        stack.styling.endStateTitle = "C'est tout pour aujourd'hui"
        stack.styling.endStateSubtitle = ""
        stack.styling.endStateButtonTitle = "Recommencer"
      }
    }
  }

  @Test func picturesThatNeverLoad() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      CardSnapshots.stack(cards) { $0.imageLoader = nil }
    }
  }
}
