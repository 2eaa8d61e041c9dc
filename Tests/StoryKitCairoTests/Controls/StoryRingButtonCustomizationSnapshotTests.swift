import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

/// ``StoryRingButton`` in the four cases of a customizable view: empty, default, customized
/// through Components and customized through subclassing, each in light and dark.
@MainActor
@Suite struct StoryRingButtonCustomizationSnapshotTests {
  /// Seen, unseen, status dot and status picture, 64 pt each.
  func buttons(_ make: () -> StoryRingButton = { StoryRingButton() }) throws -> View {
    let picture = try RingPictures.portrait()
    let displays: [StoryRingButton.DisplayType] = [
      .seen, .unseen, .status(.color(Color.green)), .status(.image(try RingPictures.badge())),
    ]
    let strip = View()
    for (index, display) in displays.enumerated() {
      let button = make()
      button.content = .init(display: display, image: picture)
      button.frame = Rect(x: 12 + Double(index) * 76, y: 12, width: 64, height: 64)
      strip.addSubview(button)
    }
    return strip
  }

  static let size = Size(width: 316, height: 88)

  @Test func empty() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      let button = StoryRingButton(frame: Rect(x: 12, y: 12, width: 64, height: 64))
      let strip = View()
      strip.addSubview(button)
      return strip
    }
  }

  @Test func defaultLook() async throws {
    let strip = try buttons()
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) { strip }
  }

  @Test func customizedThroughComponents() async throws {
    let strip = try buttons()
    var components = Components()
    components.storyRing = ThickRing.self
    components.statusBadge = SquareStatusBadge.self
    strip.components = components
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) { strip }
  }

  @Test func customizedThroughSubclassing() async throws {
    let strip = try buttons { FramedButton() }
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) { strip }
  }
}

/// A ring twice as thick, in the last of the button's colours.
final class ThickRing: StoryRingView {
  override func draw(in canvas: Canvas) {
    guard let color = colors.last else { return }
    let inset = effectiveLineWidth
    canvas.stroke(
      .ellipse(in: bounds.insetBy(dx: inset, dy: inset)), with: .solid(color),
      style: StrokeStyle(width: inset * 2))
  }
}

/// A status badge drawn as a rounded square.
final class SquareStatusBadge: StatusBadgeView {
  override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = 4
    contentView.cornerRadius = 3
  }
}

/// A button that replaces its own picture view only: a framed one.
final class FramedButton: StoryRingButton {
  lazy var framedImage: ImageView = FramedImage()

  override var imageView: ImageView {
    get { framedImage }
    set {}
  }
}

/// A picture with a frame in the appearance's accent colour.
final class FramedImage: ImageView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 3, color: appearance.colors.accent)
  }
}
