import StoryKit
import StoryKitUI

/// A short text on a rounded, dark pill: a video feed item's duration ("0:47") and the notice
/// over a video that could not play.
///
/// ```
/// ╭──────╮
/// │ 0:47 │   white on black at 55 %: readable on any video, in either theme
/// ╰──────╯
/// ```
open class VideoFeedBadgeView: View {
  /// The text.
  public var text: String {
    get { label.text }
    set {
      label.text = newValue
      invalidateMeasurement()
      setNeedsLayout()
    }
  }

  /// The text's font: the feed's badge font unless set.
  public var font: FontDescriptor? {
    get { label.font }
    set {
      label.font = newValue
      invalidateMeasurement()
    }
  }

  /// Space around the text, in points.
  public var insets = DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)

  /// The text's label, from the ``StoryKitUI/Components/label`` slot.
  open lazy var label: Label = makePart(LabelSlot.self)

  /// The pill's colour behind the text: black at 55 %, readable on any video.
  open var pillColor: Color { Color.black.withAlpha(0.55) }

  /// Creates a badge: white text on black at 55 %, taking no touches.
  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(label)
    label.numberOfLines = 2
    label.textAlignment = .center
    label.isAccessibilityElement = false
  }

  /// The look: white text on ``pillColor``, in the feed's badge font.
  open override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = pillColor
    label.textColor = .white
    label.font = resolvedStyling(ResolvedVideoFeedStyling.self).badgeFont
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let width =
      proposal.width.isFinite ? max(0, proposal.width - insets.leading - insets.trailing) : .infinity
    let text = label.fittingSize(for: Size(width: width, height: .infinity))
    return Size(
      width: text.width + insets.leading + insets.trailing, height: text.height + insets.top + insets.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = min(bounds.height / 2, 12)
    label.frame = Rect(
      x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}
