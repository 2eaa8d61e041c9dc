import StoryKit
import StoryKitStoryBar
import StoryKitUI

/// Parts an app might put in the story bar's slots, for the customization tests.

/// A ring of eight dashes in two greens, standing still.
final class DashedRing: StoryRingView {
  override func setUpAppearance() {
    super.setUpAppearance()
    lineWidth = 3
  }

  override func draw(in canvas: Canvas) {
    let colors = isSeen ? [rgb(0x8E8E93)] : [rgb(0x34C759), rgb(0x30B0C7)]
    let segment = ringLength / 8
    canvas.stroke(
      ringPath,
      with: colors.count > 1
        ? .linear(Gradient(colors[0], colors[1]), from: .zero, to: Point(x: bounds.width, y: bounds.height))
        : .solid(colors[0]),
      style: StrokeStyle(width: effectiveLineWidth, dash: [segment * 0.6, segment * 0.4], cap: .round))
  }
}

/// Titles in capitals, a little bolder.
final class CapitalTitle: Label {
  override func setUpAppearance() {
    super.setUpAppearance()
    font = FontDescriptor(size: 11, weight: .bold)
  }

  override func textLayout(forWidth width: Double) -> TextLayout {
    textEngine.layout(text.uppercased(), style: effectiveTextStyle, maxWidth: width, maxLines: numberOfLines)
  }
}

/// A square pin badge instead of the round one.
final class SquareBadge: IconBadgeView {
  override func draw(in canvas: Canvas) {
    let outline = outlineColor ?? appearance.colors.badgeOutline
    canvas.fill(.roundedRect(bounds, cornerRadius: 4), with: .solid(outline))
    let inner = bounds.insetBy(dx: 1.5, dy: 1.5)
    canvas.fill(.roundedRect(inner, cornerRadius: 3), with: .solid(fillColor))
    appearance.icons.draw(
      icon, in: inner.insetBy(dx: inner.width * 0.2, dy: inner.height * 0.2), color: .white, canvas: canvas)
  }
}

/// A cell that replaces one part for itself only and restyles others: its title
/// is a name tag, its unseen ring a violet pair set in `setUpAppearance`.
final class NameTagCell: DefaultStoryGroupView {
  lazy var nameTag: Label = NameTag()

  override var titleLabel: Label {
    get { nameTag }
    set {}
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    ringView.unseenColors = [rgb(0x5856D6), rgb(0xAF52DE)]
    ringView.lineWidth = 4
  }
}

/// A title on a rounded tag in the appearance's secondary background.
final class NameTag: Label {
  override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = appearance.colors.secondaryBackground
    cornerRadius = 6
    font = FontDescriptor(size: 11, weight: .semibold)
  }
}

/// A view factory that makes the bar's titles and video badges itself.
final class BrandFactory: ViewFactory {
  private(set) var madeTitles = 0

  override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
    if let title = slot.part(for: StoryGroupTitleSlot.self, makeTitle) { return title }
    if let badge = slot.part(for: VideoBadgeSlot.self, { SquareBadge() }) { return badge }
    return super.makePart(slot, for: host)
  }

  private func makeTitle() -> Label {
    madeTitles += 1
    let title = CapitalTitle()
    title.textStyle = .caption
    return title
  }
}
