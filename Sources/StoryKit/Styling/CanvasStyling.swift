/// Every customization of the canvas widget, as values; `nil` means "not set here".
///
/// The canvas resolves its styling in one order, theme by theme: server styling from the feed
/// (`styling.canvas`), then app styling set in code over it, then the appearance for whatever
/// both leave unset.
///
/// ```swift
/// var styling = CanvasStyling()
/// styling.cornerRadius = 16
/// styling.letterboxColor = Themed(light: "#F2F2F7", dark: "#000000")
/// styling.interactiveFont = FontDescriptor(family: "DejaVu Serif", size: 17, weight: .bold)
/// CanvasWidget.register(styling: styling)
/// ```
public struct CanvasStyling: Sendable, Hashable {
  /// The radius of the canvas box's corners, in points; StoryKit's default is 0.
  public var cornerRadius: Double?
  /// What fills the space around the canvas box when the space given has another ratio; the
  /// default is clear, so the app's background shows.
  public var letterboxColor: Themed<Color>?
  /// The canvas's background when the feed's canvas has none; the default is the appearance's
  /// background colour.
  public var backgroundColor: Themed<Color>?
  /// The colour of a line around the canvas box, drawn when ``borderWidth`` is above 0.
  public var borderColor: Themed<Color>?
  /// The width of the line around the canvas box, in points; StoryKit's default is 0 (none).
  public var borderWidth: Double?
  /// The family and weight of the layers' text; the SDK sizes each text.
  public var interactiveFont: FontDescriptor?

  /// Creates canvas styling with everything unset.
  public init(
    cornerRadius: Double? = nil, letterboxColor: Themed<Color>? = nil, backgroundColor: Themed<Color>? = nil,
    borderColor: Themed<Color>? = nil, borderWidth: Double? = nil, interactiveFont: FontDescriptor? = nil
  ) {
    self.cornerRadius = cornerRadius
    self.letterboxColor = letterboxColor
    self.backgroundColor = backgroundColor
    self.borderColor = borderColor
    self.borderWidth = borderWidth
    self.interactiveFont = interactiveFont
  }

  /// This styling's set values over `base`'s: what is set here wins, the rest comes from `base`;
  /// themed colours merge theme by theme.
  public func overriding(_ base: CanvasStyling) -> CanvasStyling {
    CanvasStyling(
      cornerRadius: cornerRadius ?? base.cornerRadius,
      letterboxColor: .merge(letterboxColor, over: base.letterboxColor),
      backgroundColor: .merge(backgroundColor, over: base.backgroundColor),
      borderColor: .merge(borderColor, over: base.borderColor), borderWidth: borderWidth ?? base.borderWidth,
      interactiveFont: interactiveFont ?? base.interactiveFont)
  }

  /// The corner radii a canvas accepts: 0 to 1,000 points.
  public static let cornerRadiusRange: ClosedRange<Double> = 0...1_000
  /// The border widths a canvas accepts: 0 to 100 points.
  public static let borderWidthRange: ClosedRange<Double> = 0...100
}
