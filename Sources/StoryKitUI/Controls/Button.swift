import Foundation
import StoryKit

/// A plain button: a title, an icon, or both, in a filled, tinted or plain style from the
/// appearance, with pressed, disabled and focused states and a hit target of at least 44 pt.
///
/// ```
/// ╭──────────────────────╮  filled: the tint behind, a readable colour on it
/// │   ✕  Add to cart     │  tinted: the tint at 16 % behind, the tint on it
/// ╰──────────────────────╯  plain:  nothing behind, the tint on it
/// ```
///
/// ```swift
/// let button = Button()
/// button.title = "Shop now"
/// button.style = .tinted
/// button.onTap = { open(product) }
/// ```
///
/// The player's header buttons, the layers' buttons and the product card are Buttons made from the
/// ``Components/button`` slot, so one subclass there restyles them all. Colours not set follow the
/// appearance: the tint is its accent, the title on a filled button the colour that reads on it.
/// Pressed, a filled button darkens (lightens on a dark theme) and the others fill with their
/// tint; disabled, it fades and takes no taps; focused (the keyboard's focus), it draws a ring
/// just outside its capsule. A replacement icon from ``iconURL`` shows once it has loaded.
open class Button: View {
  /// How the button is drawn.
  public enum Style: Sendable, Hashable {
    /// The tint fills a capsule; the title is the colour that reads on it.
    case filled
    /// The tint, faint, fills a capsule; the title is the tint.
    case tinted
    /// No fill; the title and icon are the tint.
    case plain
  }

  /// The title; empty shows the icon alone.
  public var title = "" {
    didSet { if title != oldValue { invalidateMeasurement() } }
  }

  /// The appearance's icon, before the title; `nil` for none.
  public var icon: IconName? {
    didSet { if icon != oldValue { invalidateMeasurement() } }
  }

  /// A replacement for ``icon``, drawn once it has loaded (the icon shows until then, and if it
  /// fails).
  public var iconURL: URL? {
    didSet { if iconURL != oldValue { pictureView.url = iconURL } }
  }

  /// How the button is drawn.
  public var style = Style.filled {
    didSet {
      guard acceptsStyleWrite(#function) else { return style = oldValue }
      if style != oldValue { setNeedsDisplay() }
    }
  }

  /// The button's colour: the fill of a filled button, the text of the others; `nil` for the
  /// appearance's accent.
  public var tintColor: Color? {
    didSet {
      guard acceptsStyleWrite(#function) else { return tintColor = oldValue }
      if tintColor != oldValue { setNeedsDisplay() }
    }
  }

  /// The title's and the icon's colour; `nil` picks one that reads on the fill (the appearance's
  /// `onAccent` on its accent).
  public var titleColor: Color? {
    didSet {
      guard acceptsStyleWrite(#function) else { return titleColor = oldValue }
      if titleColor != oldValue { setNeedsDisplay() }
    }
  }

  /// The title's font; `nil` for the appearance's `headline` style.
  public var font: FontDescriptor? {
    didSet {
      guard acceptsStyleWrite(#function) else { return font = oldValue }
      if font != oldValue { invalidateMeasurement() }
    }
  }

  /// The icon's side, in points, at the regular text size; it grows with the appearance's text
  /// size, as the title does.
  public var iconSide = 22.0 {
    didSet {
      guard acceptsStyleWrite(#function) else { return iconSide = oldValue }
      if iconSide != oldValue { invalidateMeasurement() }
    }
  }

  /// Space around the title and icon, inside the capsule; the leading and trailing insets follow
  /// the layout direction, and each side keeps at most a quarter of the width (the top and bottom
  /// a quarter of the height).
  public var contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) {
    didSet { if contentInsets != oldValue { invalidateMeasurement() } }
  }

  /// Whether the button takes taps; a disabled button fades and reads "dimmed".
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled { isPressed = false }
      updateAccessibility()
      setNeedsDisplay()
    }
  }

  /// Whether the keyboard's focus is on the button: it draws a ring.
  public var isFocused = false {
    didSet { if isFocused != oldValue { setNeedsDisplay() } }
  }

  /// Whether a finger is down on the button.
  public internal(set) var isPressed = false {
    didSet { if isPressed != oldValue { setNeedsDisplay() } }
  }

  /// Called when the button is tapped (or activated by an assistive technology or a key).
  public var onTap: (@MainActor () -> Void)?

  /// Whether the button shows and takes taps at this moment, asked each time it draws or is hit:
  /// for a button that goes with time (a countdown's "Remind me" once it ends); `nil` for always.
  public var availability: (@MainActor () -> Bool)? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the button shows and takes taps now (see ``availability``).
  public var isAvailable: Bool { availability?() ?? true }

  /// The replacement icon's picture.
  open lazy var pictureView: ImageView = makePart(ImageViewSlot.self)

  /// The smallest side of the area that takes taps, in points, whatever the drawn size.
  public static let minimumHitSide = 44.0

  private let fitter = LayerTextFitter()

  public required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
    addGestureRecognizer(ButtonGestureRecognizer(button: self))
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(pictureView)
    pictureView.contentMode = .aspectFit
    pictureView.placeholderColor = .clear
    pictureView.transition = .none
    pictureView.isUserInteractionEnabled = false
    pictureView.isAccessibilityElement = false
  }

  /// Taps the button, as a finger lifting on it does: calls ``onTap`` when enabled.
  public func sendTap() {
    guard isEnabled, isAvailable else { return }
    onTap?()
  }

  /// An assistive technology's activation taps the button (``sendTap()``); without an
  /// ``onTap`` it taps through the tree, as ``View/accessibilityActivate()`` does.
  open override func accessibilityActivate() -> Bool {
    guard isEnabled, isAvailable else { return false }
    guard onTap != nil else { return super.accessibilityActivate() }
    sendTap()
    return true
  }

  // MARK: - Look

  /// The fill in effect, from the style and the tint.
  public var effectiveTintColor: Color { tintColor ?? appearance.colors.accent }

  /// The title's colour in effect.
  public var effectiveTitleColor: Color {
    if let titleColor { return titleColor }
    switch style {
    case .filled: return tintColor.map(\.readableForeground) ?? appearance.colors.onAccent
    case .tinted, .plain: return effectiveTintColor
    }
  }

  /// The font in effect.
  public var effectiveFont: FontDescriptor { font ?? appearance.fonts.font(.headline) }

  private var titleStyle: TextStyle {
    TextStyle(font: effectiveFont, color: effectiveTitleColor, alignment: .center)
  }

  /// The icon's side in effect: ``iconSide`` grown with the text size, as the title is.
  private var iconRoom: Double {
    guard icon != nil || iconURL != nil else { return 0 }
    let side = iconSide.isFinite ? max(0, iconSide) : 22
    return side * max(1, appearance.fonts.sizeMultiplier)
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let insets = contentInsets
    let text =
      title.isEmpty
      ? Size.zero : textEngine.layout(title, style: titleStyle, maxWidth: .infinity, maxLines: 1).size
    let gap = text.width > 0 && iconRoom > 0 ? 6.0 : 0
    let width = insets.leading + iconRoom + gap + text.width + insets.trailing
    let height = insets.top + max(iconRoom, text.height) + insets.bottom
    return Size(width: max(width, Self.minimumHitSide), height: max(height, Self.minimumHitSide))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    pictureView.frame = contentRects.icon ?? .zero
  }

  /// Where the icon and the title go: centred together, the icon on the leading side.
  private var contentRects: (icon: Rect?, title: Rect) {
    let insets = contentInsets
    let leading = min(max(0, insets.leading), bounds.width / 4)
    let trailing = min(max(0, insets.trailing), bounds.width / 4)
    let top = min(max(0, insets.top), bounds.height / 4)
    let bottom = min(max(0, insets.bottom), bounds.height / 4)
    let room = Rect(
      x: bounds.minX + leading, y: bounds.minY + top, width: max(0, bounds.width - leading - trailing),
      height: max(0, bounds.height - top - bottom))
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    let side = min(iconRoom, room.height, room.width)
    guard side > 0 else {
      guard isMirrored else { return (nil, room) }
      return (nil, Rect(x: bounds.width - room.maxX, y: room.minY, width: room.width, height: room.height))
    }
    let titleWidth =
      title.isEmpty
      ? 0
      : min(
        room.width - side - 6,
        textEngine.layout(title, style: titleStyle, maxWidth: .infinity, maxLines: 1).size.width)
    let total = side + (titleWidth > 0 ? 6 + titleWidth : 0)
    let start = room.minX + (room.width - total) / 2
    var icon = Rect(x: start, y: room.midY - side / 2, width: side, height: side)
    var text = Rect(x: start + side + 6, y: room.minY, width: max(0, titleWidth), height: room.height)
    if isMirrored {
      icon.origin.x = bounds.width - icon.maxX
      text.origin.x = bounds.width - text.maxX
    }
    return (icon, text)
  }

  open override func draw(in canvas: Canvas) {
    guard bounds.width > 0, bounds.height > 0, isAvailable else { return }
    let opacity = isEnabled ? 1 : 0.45
    let capsule = Path.roundedRect(bounds, cornerRadius: min(bounds.height, bounds.width) / 2)
    let tint = effectiveTintColor
    switch (style, isPressed) {
    case (.filled, _): canvas.fill(capsule, with: .solid(tint.withAlpha(tint.alpha * opacity)))
    case (.tinted, false): canvas.fill(capsule, with: .solid(tint.withAlpha(0.16 * opacity)))
    case (.tinted, true): canvas.fill(capsule, with: .solid(tint.withAlpha(0.3)))
    case (.plain, false): break
    case (.plain, true): canvas.fill(capsule, with: .solid(tint.withAlpha(0.16)))
    }
    // A filled button darkens under the finger, or lightens on a dark theme, where darker is lost.
    if isPressed, style == .filled {
      let shade = appearance.theme == .dark ? Color.white.withAlpha(0.22) : Color.black.withAlpha(0.18)
      canvas.fill(capsule, with: .solid(shade))
    }
    let rects = contentRects
    let color = effectiveTitleColor.withAlpha(effectiveTitleColor.alpha * opacity)
    if let icon = rects.icon, let name = self.icon, !isPictureShown {
      appearance.icons.draw(name, in: icon, color: color, canvas: canvas)
    }
    if !title.isEmpty {
      var style = titleStyle
      style.color = color
      let request = LayerTextRequest(
        text: title, style: style, size: rects.title.size, maxLines: 1, minimumScale: 0.6)
      // The layout centres the text within the title's width itself.
      if let layout = fitter.layout(request, engine: textEngine) {
        canvas.draw(
          layout,
          at: Point(x: rects.title.minX, y: rects.title.minY + (rects.title.height - layout.size.height) / 2))
      }
    }
    if isFocused {
      // Outside the capsule, with a gap, so it shows on a filled button of the same colour.
      let ring = bounds.insetBy(dx: -3.5, dy: -3.5)
      canvas.stroke(
        .roundedRect(ring, cornerRadius: min(ring.height, ring.width) / 2),
        with: .solid(appearance.colors.accent),
        style: StrokeStyle(width: 2.5))
    }
  }

  private var isPictureShown: Bool {
    if case .loaded = pictureView.loadState { return true }
    return false
  }

  // MARK: - Touch and accessibility

  /// The bounds, grown to ``minimumHitSide`` on each axis around the centre.
  public var hitRect: Rect {
    let width = max(bounds.width, Self.minimumHitSide)
    let height = max(bounds.height, Self.minimumHitSide)
    return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
  }

  open override func hitTest(_ point: Point) -> View? {
    guard !isHidden, alpha > 0, isUserInteractionEnabled, isEnabled, isAvailable else { return nil }
    if let inner = super.hitTest(point) { return inner }
    return hitRect.contains(point) ? self : nil
  }

  open override var isAccessibilityElement: Bool {
    get { super.isAccessibilityElement && isAvailable }
    set { super.isAccessibilityElement = newValue }
  }

  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (title.isEmpty ? icon.map { strings[$0.spokenNameKey] } : title) }
    set { super.accessibilityLabel = newValue }
  }

  private func updateAccessibility() {
    if isEnabled {
      accessibilityTraits.remove(.notEnabled)
    } else {
      accessibilityTraits.insert(.notEnabled)
    }
  }
}

extension IconName {
  /// What a screen reader says for a button showing only this icon, in English; a button says
  /// it in its tree's language (``spokenNameKey``).
  public var spokenName: String { spokenNameKey.english }

  /// The key of what a screen reader says for a button showing only this icon.
  public var spokenNameKey: StoryKitStringKey {
    switch self {
    case .close: .controlClose
    case .share: .controlShare
    case .pinStar: .controlPinned
    case .ivodCamera: .controlVideo
    case .play: .controlPlay
    case .pause: .controlPause
    case .mute: .controlUnmute
    case .unmute: .controlMute
    case .chevronLeft: .controlPrevious
    case .chevronRight: .controlNext
    case .chevronUp: .controlUp
    case .chevronDown: .controlDown
    }
  }
}
