import StoryKit

/// A call-to-action button: a pill in the feed's colours (the accent without them) with the title
/// fitted on one line. A tap sends ``StoryLayerInteraction/action(_:layerID:)``.
final class ButtonLayerView: StoryLayerView {
  let pill = LayerPillButton()

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
    updatePill()
  }

  private func updatePill() {
    guard case .button(let button) = layer.kind else { return }
    let palette = palette
    pill.title = button.title
    pill.fill = button.backgroundColor ?? palette.accent
    pill.textColor = button.textColor ?? palette.onAccent
    pill.font = layerFont(17, weight: .semibold)
  }
}
