import StoryKit
import StoryKitUI

/// A call-to-action button: a pill in the feed's colours (the accent without them) with the title
/// fitted on one line. A tap sends ``StoryLayerInteraction/action(_:layerID:)``.
final class ButtonLayerView: StoryLayerView {
  /// The button, from the ``Components/button`` slot.
  lazy var pill: Button = makePart(ButtonSlot.self)

  override func setUpLayout() {
    super.setUpLayout()
    pill.onTap = { [weak self] in
      guard let self, case .button(let button) = self.layer.kind else { return }
      self.send(.action(button.action, layerID: self.layer.id))
    }
    addSubview(pill)
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    updatePill()
  }

  override func updateContent() {
    super.updateContent()
    updatePill()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    pill.frame = bounds
    pill.contentInsets = Self.pillInsets(for: bounds.size)
    updatePill()
  }

  private func updatePill() {
    guard case .button(let button) = layer.kind else { return }
    let palette = palette
    pill.title = button.title
    pill.style = .filled
    pill.tintColor = button.backgroundColor ?? palette.filledButton
    pill.titleColor = button.textColor ?? palette.onAccent
    pill.font = layerFont(17, weight: .semibold)
  }

  /// A layer's pill keeps its title off the round ends: in by 60 % of its height (a quarter of
  /// its width at most), and 12 % of its height from the top and the bottom.
  static func pillInsets(for size: Size) -> DirectionalEdgeInsets {
    let side = min(size.height * 0.6, size.width / 4)
    let top = size.height * 0.12
    return DirectionalEdgeInsets(top: top, leading: side, bottom: top, trailing: side)
  }
}
