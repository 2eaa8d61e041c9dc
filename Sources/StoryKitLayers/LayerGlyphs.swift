import StoryKit
import StoryKitUI

/// Small line glyphs the layers draw themselves: a copy sign and a check, each in the largest
/// square centred in a rectangle, stroked with round caps at a tenth of its side.
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

  /// A check mark.
  static func drawCheck(in rect: Rect, color: Color, canvas: Canvas) {
    let square = rect.inscribedSquare
    guard square.width > 0 else { return }
    let side = square.width
    let path = Path.lines([
      Point(x: square.minX + side * 0.18, y: square.minY + side * 0.52),
      Point(x: square.minX + side * 0.42, y: square.minY + side * 0.76),
      Point(x: square.minX + side * 0.84, y: square.minY + side * 0.26),
    ])
    canvas.stroke(
      path, with: .solid(color), style: StrokeStyle(width: side * 0.12, cap: .round, join: .round))
  }
}
