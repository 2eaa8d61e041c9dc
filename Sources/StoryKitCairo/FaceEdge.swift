import StoryKitUI

/// A straight edge of a face drawn in perspective (a straight line stays straight), in
/// destination pixels: which rows it crosses, over all its length or over some columns.
struct FaceEdge {
  let from: Point
  let to: Point

  /// The rows the whole edge crosses, `margin` more each way; empty for an edge not finite.
  func rows(margin: Int) -> Range<Int> {
    Self.rows(between: from.y, to.y, margin: margin)
  }

  /// The rows the edge crosses within `columns`, `margin` more each way; beyond its ends, the
  /// rows at its nearer end.
  func rows(in columns: Range<Int>, margin: Int) -> Range<Int> {
    Self.rows(between: y(at: Double(columns.lowerBound)), y(at: Double(columns.upperBound)), margin: margin)
  }

  /// Where the edge crosses column `x`, held at its ends.
  func y(at x: Double) -> Double {
    let run = to.x - from.x
    guard abs(run) > 1e-9 else { return min(from.y, to.y) }
    let t = min(1, max(0, (x - from.x) / run))
    return from.y + t * (to.y - from.y)
  }

  private static func rows(between a: Double, _ b: Double, margin: Int) -> Range<Int> {
    guard a.isFinite, b.isFinite, abs(a) < 1e7, abs(b) < 1e7 else { return 0..<0 }
    return Int(min(a, b).rounded(.down)) - margin..<Int(max(a, b).rounded(.up)) + margin
  }
}
