import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitSwipeCard

/// A card that shows its title in a dark band across the picture, and has a thick white frame.
final class BandCardView: SwipeCardView {
  /// The band behind the title, under the title in the subviews.
  let band = View()
  /// Inside the band, around the title.
  let bandPadding = (horizontal: 12.0, vertical: 8.0)

  override func setUpLayout() {
    super.setUpLayout()
    insertSubview(band, at: 1)  // over the picture (0), under the title
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 6, color: .white)
    titleLabel.textColor = .white
    band.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
    band.cornerRadius = 8
    subtitleLabel.isHidden = true
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = bounds
    let bandWidth = max(0, bounds.width - 32)
    let textWidth = max(0, bandWidth - 2 * bandPadding.horizontal)
    let text = titleLabel.fittingSize(for: Size(width: textWidth, height: .infinity))
    let bandHeight = text.height + 2 * bandPadding.vertical
    band.frame = Rect(x: 16, y: bounds.height - bandHeight - 20, width: bandWidth, height: bandHeight)
    titleLabel.frame = Rect(
      x: band.frame.minX + bandPadding.horizontal, y: band.frame.minY + bandPadding.vertical,
      width: textWidth, height: text.height)
  }
}

/// An end state in the shop's green, with its own line under the title.
final class GreenEndView: SwipeCardEndView {
  override func setUpAppearance() {
    super.setUpAppearance()
    subtitleLabel.text = "New pieces arrive every Friday."
    // Dark enough for the white title (5.3:1).
    button.tintColor = Color(red8: 0x1E, green8: 0x7B, blue8: 0x34)
  }
}

/// The parts replaced through ``Components`` on one stack.
@MainActor
@Suite struct SwipeCardCustomizationSnapshotTests {
  @Test func cardsThroughComponents() async throws {
    let cards = try CardSnapshots.cards()
    await assertSnapshot(size: CardSnapshots.size, variants: [.light, .rtl]) {
      CardSnapshots.stack(cards) { $0.components.swipeCardView = BandCardView.self }
    }
  }

  @Test func endStateThroughComponents() async {
    await assertSnapshot(size: CardSnapshots.size, variants: [.light]) {
      let stack = SwipeCardStackView(frame: Rect(origin: .zero, size: CardSnapshots.size))
      stack.components.swipeCardEndView = GreenEndView.self
      stack.content = .init(cards: [])
      return stack
    }
  }
}
