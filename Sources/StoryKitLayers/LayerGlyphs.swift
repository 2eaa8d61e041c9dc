import StoryKit
import StoryKitUI

/// Small line glyphs the layers draw themselves: a copy sign and a check, each in the largest
/// square centred in a rectangle, stroked with round caps at a tenth of its side unless told.
enum LayerGlyphs {
  /// Two overlapping rounded sheets, the front one lower and to the right: "copy".
  static func drawCopy(in rect: Rect, color: Color, canvas: Canvas) {
    let square = rect.inscribedSquare
    guard square.width > 0 else { return }
    let side = square.width
    let style = StrokeStyle(width: side * 0.1, cap: .round, join: .round)
    let sheet = side * 0.56
    let back = Rect(x: square.minX + side * 0.12, y: square.minY + side * 0.12, width: sheet, height: sheet)
    let front = Rect(x: square.minX + side * 0.32, y: square.minY + side * 0.32, width: sheet, height: sheet)
    // The back sheet shows only where the front one does not cover it: its top and leading edges.
    canvas.stroke(
      .lines([
        Point(x: back.minX + sheet * 0.78, y: back.minY), Point(x: back.minX, y: back.minY),
        Point(x: back.minX, y: back.minY + sheet * 0.78),
      ]), with: .solid(color), style: style)
    canvas.stroke(.roundedRect(front, cornerRadius: side * 0.08), with: .solid(color), style: style)
  }

  /// A check mark, stroked `lineWidth` wide (an eighth of its side when `nil`).
  static func drawCheck(in rect: Rect, color: Color, lineWidth: Double? = nil, canvas: Canvas) {
    let square = rect.inscribedSquare
    guard square.width > 0 else { return }
    let side = square.width
    let width = lineWidth.map { $0.isFinite ? max(0, $0) : side * 0.12 } ?? side * 0.12
    let path = Path.lines([
      Point(x: square.minX + side * 0.18, y: square.minY + side * 0.52),
      Point(x: square.minX + side * 0.42, y: square.minY + side * 0.76),
      Point(x: square.minX + side * 0.84, y: square.minY + side * 0.26),
    ])
    canvas.stroke(
      path, with: .solid(color), style: StrokeStyle(width: width, cap: .round, join: .round))
  }

  /// The side of a check set beside text in `font`: its mark is then as tall as the text's
  /// lower-case letters and a little wider.
  static func checkSide(for font: FontDescriptor) -> Double { font.size * 1.2 }

  /// The space between a check and the text beside it, in `font` (the mark's own margin adds to it).
  static func checkGap(for font: FontDescriptor) -> Double { font.size * 0.15 }

  /// The stroke of a check beside text in `font`, as thick as the text's stems: 0.12 of the size
  /// for semibold text, more for bold, less for regular.
  static func checkLineWidth(for font: FontDescriptor) -> Double {
    font.size * min(0.16, max(0.08, Double(font.weight.numericValue) / 5000))
  }

  /// A glyph set before text by ``drawMarkedText(_:mark:font:color:direction:in:engine:fitter:canvas:)``.
  enum Mark {
    /// A check: done ("Copied", "Reminder set").
    case check
    /// The copy sign: a tap copies ("Tap to copy").
    case copy
  }

  /// Draws `mark` then `text` in `font` and `color`, centred together in `rect` on one line, the
  /// mark on the leading side (the right in right-to-left text) and as heavy as the text. The
  /// text shrinks to fit the width left beside the mark. Both marks take the same room, so a
  /// label that swaps one mark and text for the other changes in place.
  @MainActor static func drawMarkedText(
    _ text: String, mark: Mark, font: FontDescriptor, color: Color, direction: LayoutDirection, in rect: Rect,
    engine: any TextEngine, fitter: LayerTextFitter, canvas: Canvas
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let side = min(checkSide(for: font), rect.height)
    let gap = checkGap(for: font)
    let style = TextStyle(font: font, color: color, alignment: .center, direction: direction)
    let room = max(0, rect.width - side - gap)
    // The text's own width, or all the room when it needs more (it shrinks then).
    let natural =
      text.isEmpty ? 0 : engine.layout(text, style: style, maxWidth: .infinity, maxLines: 1).size.width
    let textWidth = min(room, natural.rounded(.up))
    let total = side + (textWidth > 0 ? gap + textWidth : 0)
    let start = rect.minX + (rect.width - total) / 2
    let isRightToLeft = direction == .rightToLeft
    let checkX = isRightToLeft ? start + total - side : start
    let markRect = Rect(x: checkX, y: rect.midY - side / 2, width: side, height: side)
    switch mark {
    case .check: drawCheck(in: markRect, color: color, lineWidth: checkLineWidth(for: font), canvas: canvas)
    case .copy: drawCopy(in: markRect, color: color, canvas: canvas)
    }
    guard textWidth > 0 else { return }
    let box = Rect(
      x: isRightToLeft ? start : start + side + gap, y: rect.minY, width: textWidth, height: rect.height)
    let request = LayerTextRequest(text: text, style: style, size: box.size, maxLines: 1, minimumScale: 0.5)
    guard let layout = fitter.layout(request, engine: engine) else { return }
    canvas.draw(layout, at: Point(x: box.minX, y: box.midY - layout.size.height / 2))
  }
}
