import StoryKit

/// Text, measured and drawn by the environment's ``TextEngine``.
///
/// ```
/// ┌──────────────────────┐
/// │ text, wrapped to the │  numberOfLines (0: no limit), ellipsis when cut
/// │ width, aligned…      │
/// └──────────────────────┘
/// ```
open class Label: View {
  /// The text.
  public var text = "" {
    didSet {
      if text != oldValue { textDidChange() }
    }
  }

  /// The font; `nil` uses the appearance's font for ``textStyle``.
  public var font: FontDescriptor? {
    didSet {
      guard acceptsStyleWrite(#function) else { return font = oldValue }
      if font != oldValue { textDidChange() }
    }
  }

  /// The text style whose appearance font is used when ``font`` is `nil`.
  public var textStyle: TextStyleName = .body {
    didSet {
      guard acceptsStyleWrite(#function) else { return textStyle = oldValue }
      if textStyle != oldValue { textDidChange() }
    }
  }

  /// The colour; `nil` uses the appearance's text colour.
  public var textColor: Color? {
    didSet {
      guard acceptsStyleWrite(#function) else { return textColor = oldValue }
      if textColor != oldValue { setNeedsDisplay() }
    }
  }

  /// The maximum number of lines; 0 for no limit.
  public var numberOfLines = 1 {
    didSet {
      guard acceptsStyleWrite(#function) else { return numberOfLines = oldValue }
      numberOfLines = max(0, numberOfLines)
      if numberOfLines != oldValue { textDidChange() }
    }
  }

  /// Alignment within the label's width; leading and trailing follow the layout direction.
  public var textAlignment: TextStyle.Alignment = .leading {
    didSet {
      guard acceptsStyleWrite(#function) else { return textAlignment = oldValue }
      if textAlignment != oldValue { setNeedsDisplay() }
    }
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    contentHuggingPriority = AxisPriorities(horizontal: 251, vertical: 251)
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// The font in effect.
  public var effectiveFont: FontDescriptor { font ?? appearance.fonts.font(textStyle) }

  /// The text style in effect.
  public var effectiveTextStyle: TextStyle {
    TextStyle(
      font: effectiveFont, color: textColor ?? appearance.colors.text, alignment: textAlignment,
      direction: effectiveLayoutDirection)
  }

  /// The text laid out for a width: what the label measures and draws. Override it to change the
  /// text shown (say, in capitals) without changing ``text``.
  open func textLayout(forWidth width: Double) -> TextLayout {
    textEngine.layout(text, style: effectiveTextStyle, maxWidth: width, maxLines: numberOfLines)
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    guard !text.isEmpty else { return .zero }
    let size = textLayout(forWidth: proposal.width).size
    return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  open override func draw(in canvas: Canvas) {
    guard !text.isEmpty else { return }
    let layout = textLayout(forWidth: bounds.width)
    let y = bounds.minY + max(0, (bounds.height - layout.size.height) / 2)
    canvas.draw(layout, at: Point(x: bounds.minX, y: y))
  }

  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (text.isEmpty ? nil : text) }
    set { super.accessibilityLabel = newValue }
  }

  private func textDidChange() {
    invalidateMeasurement()
  }
}
