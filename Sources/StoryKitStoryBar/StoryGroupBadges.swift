import StoryKit
import StoryKitUI

/// A round badge with an icon in white on a fill colour, outlined in the theme's background
/// colour so it stands apart from the icon under it: the pin and the video badges of a cell.
///
/// ```
///  ╭───╮  outline: outlineColor (the theme's background), 1.5 pt
///  │ ★ │  fill: fillColor; icon: white, 56 % of the badge
///  ╰───╯
/// ```
open class IconBadgeView: View {
  /// The icon drawn in the middle.
  public var icon: IconName = .pinStar {
    didSet { if icon != oldValue { setNeedsDisplay() } }
  }

  /// The badge's colour.
  public var fillColor: Color = .black {
    didSet {
      guard acceptsStyleWrite(#function) else { return fillColor = oldValue }
      if fillColor != oldValue { setNeedsDisplay() }
    }
  }

  /// The outline's colour; `nil` uses the appearance's badge outline (the theme's background).
  public var outlineColor: Color? {
    didSet {
      guard acceptsStyleWrite(#function) else { return outlineColor = oldValue }
      if outlineColor != oldValue { setNeedsDisplay() }
    }
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func draw(in canvas: Canvas) {
    canvas.fill(.ellipse(in: bounds), with: .solid(outlineColor ?? appearance.colors.badgeOutline))
    let inner = bounds.insetBy(dx: 1.5, dy: 1.5)
    canvas.fill(.ellipse(in: inner), with: .solid(fillColor))
    appearance.icons.draw(
      icon, in: inner.insetBy(dx: inner.width * 0.22, dy: inner.height * 0.22), color: .white, canvas: canvas)
  }
}

/// The LIVE pill of a live group, in the appearance's alert colour with an outline in the theme's
/// background.
open class LiveBadgeView: View {
  /// The text: ``StoryKitUI/StoryKitStringKey/liveBadge`` ("LIVE") in the tree's language.
  open lazy var label: Label = makePart(LabelSlot.self)

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(label)
    label.textAlignment = .center
    label.font = FontDescriptor(size: 9, weight: .bold)
    label.isAccessibilityElement = false
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    label.text = strings[.liveBadge]
    backgroundColor = appearance.colors.alert
    border = Border(width: 1.5, color: appearance.colors.badgeOutline)
    label.textColor = .white
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = bounds.height / 2
    label.frame = bounds
  }
}
