import StoryKit
import StoryKitUI

/// A quiz's right (✓) and wrong (✗) marks, drawn as stroked paths with round ends so their
/// weight matches the bold text beside them at every size (a text glyph is thin and varies
/// by font).
enum LayerMark: Hashable {
  case check
  case cross

  /// The mark's stroke in a square `rect`.
  func path(in rect: Rect) -> Path {
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
    switch self {
    case .check:
      return .lines([point(0.18, 0.53), point(0.41, 0.75), point(0.83, 0.28)])
    case .cross:
      var path = Path.lines([point(0.24, 0.24), point(0.76, 0.76)])
      path.append(.lines([point(0.76, 0.24), point(0.24, 0.76)]))
      return path
    }
  }

  /// Strokes the mark in `rect` in `color`, about as heavy as bold text of the same height.
  func draw(in rect: Rect, color: Color, canvas: Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    canvas.stroke(
      path(in: rect), with: .solid(color),
      style: StrokeStyle(width: max(1, rect.width * 0.15), cap: .round, join: .round))
  }
}
