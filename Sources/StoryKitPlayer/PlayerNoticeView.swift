import StoryKit
import StoryKitUI

/// A short message over a story, on a dark rounded plate so it reads on any picture: "This
/// story could not be loaded", "Video is not available here".
open class PlayerNoticeView: View {
  /// The message.
  public var text: String {
    get { label.text }
    set {
      guard newValue != label.text else { return }
      label.text = newValue
      accessibilityLabel = newValue
      setNeedsLayout()
    }
  }

  /// The message's label (white, centred, up to three lines).
  open lazy var label: Label = makePart(LabelSlot.self)

  private static let padding = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    backgroundColor = Color.black.withAlpha(0.6)
    cornerRadius = 12
    accessibilityTraits = .staticText
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(label)
    label.textColor = .white
    label.textStyle = .body
    label.textAlignment = .center
    label.numberOfLines = 3
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let padding = Self.padding
    let text = label.sizeThatFits(
      Size(width: max(0, proposal.width - padding.left - padding.right), height: proposal.height))
    return Size(
      width: text.width + padding.left + padding.right, height: text.height + padding.top + padding.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.inset(by: Self.padding)
  }
}
