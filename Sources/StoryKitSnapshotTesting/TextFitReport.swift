import StoryKit
import StoryKitUI

/// What a view's drawing does with its text: every text run drawn, where its box lands on the
/// canvas, and the faults a reader would see — text cut by a clip or the view's edge without an
/// ellipsis, and text drawn over other text.
///
/// ```swift
/// let report = TextFitReport(view)  // renders through a RecordingCanvas
/// #expect(report.faults.isEmpty, "\(report.faults)")
/// ```
///
/// A text's box is its laid-out size at the point it is drawn, placed within its width by its
/// alignment and direction, under the transform then in effect. What is judged:
/// - **clipped**: the box reaches outside the clips then in effect or outside the view's bounds
///   (a text wholly outside a clip is not shown, so not judged), or the text is wider than its
///   width or has more lines than its limit without an ellipsis;
/// - **overlapping**: the part of its box the clips let through meets another shown text's. A text drawn again with the same
///   words, font, width and line limit where its box meets the earlier copy is one text drawn in
///   passes (a soft shadow draws many faint copies first): only the last pass is judged. A text
///   that a later opaque rectangle covers (a card stacked on another) is not shown, so not judged.
///
/// Boxes are the engine's logical extents (the line height, not the glyphs' ink), compared with
/// ``tolerance`` to spare rounding.
public struct TextFitReport: Sendable {
  /// A text drawn on the canvas.
  public struct DrawnText: Sendable, Hashable, CustomStringConvertible {
    /// The layout drawn.
    public var layout: TextLayout
    /// Its box in the canvas's coordinates.
    public var box: Rect
    /// Where the clips in effect let paint through, in the canvas's coordinates (the bounding
    /// box of each clip path, intersected); `nil` without a clip.
    public var clip: Rect?
    /// The position among the texts drawn, in drawing order.
    public var index: Int

    /// The part of ``box`` the clips let through.
    public var visibleBox: Rect { clip.map { box.intersection($0) } ?? box }

    public var description: String { "\"\(layout.text)\" at \(box)" }
  }

  /// A fault in how text is shown.
  public enum Fault: Sendable, Hashable, CustomStringConvertible {
    /// The text is cut without an ellipsis; `reason` says how.
    case clipped(DrawnText, reason: String)
    /// The texts' boxes meet.
    case overlapping(DrawnText, DrawnText)

    public var description: String {
      switch self {
      case .clipped(let text, let reason): "clipped (\(reason)): \(text)"
      case .overlapping(let first, let second): "overlapping: \(first) and \(second)"
      }
    }
  }

  /// How far, in points, a box may pass an edge or meet another box before it counts.
  public static let tolerance = 1.0

  /// The texts shown: drawn, not wholly outside a clip, not covered, not an earlier pass.
  public private(set) var texts: [DrawnText] = []
  /// What is wrong, in drawing order.
  public private(set) var faults: [Fault] = []

  /// Renders `view` (laid out at its frame) through a ``RecordingCanvas`` and checks what it
  /// draws within its bounds.
  @MainActor
  public init(_ view: View) {
    view.layoutIfNeeded()
    let canvas = RecordingCanvas()
    view.render(in: canvas)
    self.init(commands: canvas.commands, bounds: view.frame)
  }

  /// Checks recorded commands drawn into `bounds` (the canvas's coordinates).
  public init(commands: [RecordingCanvas.Command], bounds: Rect) {
    let drawn = TextFitReport.drawnTexts(in: commands)
    texts = drawn.filter { $0.isShown }.map(\.text)
    for text in texts {
      if let reason = TextFitReport.clipping(of: text, bounds: bounds) {
        faults.append(.clipped(text, reason: reason))
      }
    }
    for (offset, first) in texts.enumerated() {
      for second in texts[(offset + 1)...] where Self.meet(first.visibleBox, second.visibleBox) {
        faults.append(.overlapping(first, second))
      }
    }
  }

  /// The clipped faults.
  public var clipped: [Fault] { faults.filter { if case .clipped = $0 { true } else { false } } }
  /// The overlapping faults.
  public var overlapping: [Fault] { faults.filter { if case .overlapping = $0 { true } else { false } } }

  // MARK: - Judging

  static func clipping(of text: DrawnText, bounds: Rect) -> String? {
    let layout = text.layout
    let slack = tolerance
    if !layout.isTruncated {
      if layout.maxWidth.isFinite, layout.size.width > layout.maxWidth + slack {
        return "wider than its width \(layout.maxWidth.rounded())"
      }
      if layout.maxLines > 0, layout.lineCount > layout.maxLines {
        return "\(layout.lineCount) lines over a limit of \(layout.maxLines)"
      }
    }
    if let clip = text.clip, !contains(clip, text.box) { return "outside the clip \(clip)" }
    if !contains(bounds, text.box) { return "outside the view's bounds \(bounds)" }
    return nil
  }

  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
      && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
  }

  /// Whether the boxes overlap by more than the tolerance both ways.
  static func meet(_ first: Rect, _ second: Rect) -> Bool {
    let overlap = first.intersection(second)
    return overlap.width > tolerance && overlap.height > tolerance
  }
}
