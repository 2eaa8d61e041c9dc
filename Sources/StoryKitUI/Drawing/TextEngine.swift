import StoryKit

/// Measures and lays out text. Pango implements it on Linux; ``FixedWidthTextEngine`` is a
/// deterministic stand-in for headless layout tests.
public protocol TextEngine: AnyObject, Sendable {
  /// Lays out `text` in `style`, wrapping at `maxWidth` (infinite for one line per paragraph) and
  /// cutting at `maxLines` (0 for no limit) with an ellipsis.
  func layout(_ text: String, style: TextStyle, maxWidth: Double, maxLines: Int) -> TextLayout
}

/// How text looks and flows.
public struct TextStyle: Sendable, Hashable {
  /// Horizontal alignment; leading and trailing follow the direction.
  public enum Alignment: Sendable, Hashable, CaseIterable {
    /// Against the leading edge (left in left-to-right text).
    case leading
    /// Centred.
    case center
    /// Against the trailing edge (right in left-to-right text).
    case trailing
  }

  /// The font.
  public var font: FontDescriptor
  /// The text colour.
  public var color: Color
  /// How lines sit in the width.
  public var alignment: Alignment
  /// The paragraph direction; `nil` lets the engine detect it from the text.
  public var direction: LayoutDirection?

  /// Creates a style.
  public init(
    font: FontDescriptor, color: Color = .black, alignment: Alignment = .leading,
    direction: LayoutDirection? = nil
  ) {
    self.font = font
    self.color = color
    self.alignment = alignment
    self.direction = direction
  }
}

/// Text laid out by a ``TextEngine``: what to draw and how big it is. A value, so a
/// ``RecordingCanvas`` can record it and tests can compare it.
public struct TextLayout: Sendable, Hashable {
  /// The text as given.
  public var text: String
  /// The style it was laid out with.
  public var style: TextStyle
  /// The width it was laid out for (infinite for unconstrained).
  public var maxWidth: Double
  /// The line limit it was laid out for (0 for none).
  public var maxLines: Int
  /// The size of the laid-out text.
  public var size: Size
  /// The number of lines drawn.
  public var lineCount: Int
  /// Whether an ellipsis cut the text.
  public var isTruncated: Bool
  /// The text actually drawn on each line (after wrapping and ellipsis), for tests and accessibility.
  public var lines: [String]
  /// The distance from the top of the layout to the first line's baseline; titles in different
  /// scripts line up by it.
  public var firstBaseline: Double

  /// Creates a layout; without `firstBaseline`, the first baseline is put at 0.8 of the average
  /// line height.
  public init(
    text: String, style: TextStyle, maxWidth: Double, maxLines: Int, size: Size, lineCount: Int,
    isTruncated: Bool,
    lines: [String], firstBaseline: Double? = nil
  ) {
    self.text = text
    self.style = style
    self.maxWidth = maxWidth
    self.maxLines = maxLines
    self.size = size
    self.lineCount = lineCount
    self.isTruncated = isTruncated
    self.lines = lines
    // Without a measured baseline, a line's usual ascent: about 80 % of its height.
    self.firstBaseline = firstBaseline ?? (lineCount > 0 ? size.height / Double(lineCount) * 0.8 : 0)
  }
}
