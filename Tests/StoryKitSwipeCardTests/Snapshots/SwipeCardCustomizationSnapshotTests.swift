import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitSwipeCard

/// A card that shouts its title in a band across the picture, and has a thick white frame.
final class BandCardView: SwipeCardView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 6, color: .white)
    titleLabel.textColor = .white
    titleLabel.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
    subtitleLabel.isHidden = true
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = bounds
    let band = titleLabel.fittingSize(for: Size(width: bounds.width - 32, height: .infinity))
    titleLabel.frame = Rect(
      x: 16, y: bounds.height - band.height - 24, width: bounds.width - 32, height: band.height)
  }
}

/// An end state with only its button.
final class ButtonOnlyEndView: SwipeCardEndView {
  override func setUpAppearance() {
    super.setUpAppearance()
    titleLabel.isHidden = true
    subtitleLabel.isHidden = true
    button.backgroundColor = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
  }
}

/// The parts replaced through ``Components`` on one stack.
@MainActor
@Suite struct SwipeCardCustomizationSnapshotTests {
  @Test func cardsThroughComponents() throws {
    let cards = try CardSnapshots.cards()
    assertSnapshot(size: CardSnapshots.size, variants: [.light, .rtl]) {
      CardSnapshots.stack(cards) { $0.components.swipeCardView = BandCardView.self }
    }
  }

  @Test func endStateThroughComponents() {
    assertSnapshot(size: CardSnapshots.size, variants: [.light]) {
      let stack = SwipeCardStackView(frame: Rect(origin: .zero, size: CardSnapshots.size))
      stack.components.swipeCardEndView = ButtonOnlyEndView.self
      stack.content = .init(cards: [])
      return stack
    }
  }
}
