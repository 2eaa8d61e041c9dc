import StoryKit

/// Where a ``StoryRingButton``'s parts go: everything sits in the bounds' centred inscribed square.
///
/// ```
/// square ┌──────────────┐  outer radius R = side / 2
///        │  ╭────────╮  │  ring stroke: centred on R − width / 2, `width` thick
///        │  │ image  │  │  image circle: the square inset by width + gap
///        │  ╰────────╯  │
///        └──────────[●]─┘  badge: flush with the square's bottom-trailing corner
/// ```
///
/// Widths that are negative or not finite count as 0; the ring width is at most R and the gap at
/// most what the ring leaves, so the picture never gets a negative size.
struct StoryRingGeometry: Sendable, Hashable {
  /// The centred inscribed square of the bounds.
  let square: Rect
  /// The ring's thickness after clamping.
  let ringWidth: Double
  /// The gap after clamping.
  let ringGap: Double

  init(bounds: Rect, ringWidth requestedWidth: Double, ringGap requestedGap: Double) {
    square = bounds.inscribedSquare
    let radius = square.width / 2
    let width = min(Self.length(requestedWidth), radius)
    ringWidth = width
    ringGap = min(Self.length(requestedGap), radius - width)
  }

  var center: Point { square.center }
  var outerRadius: Double { square.width / 2 }

  /// The picture's square (it is drawn round).
  var imageRect: Rect {
    let inset = ringWidth + ringGap
    return square.insetBy(dx: inset, dy: inset)
  }

  /// The status badge's frame, flush with the square's bottom-trailing corner.
  /// - Parameters:
  ///   - diameter: The badge's diameter; `nil` (or a negative or non-finite value) uses 30 % of
  ///     the side. Never larger than the square.
  ///   - direction: Right to left puts the badge at the bottom-left corner.
  func badgeRect(diameter: Double?, direction: LayoutDirection) -> Rect {
    let fallback = square.width * 0.3
    let requested = diameter.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? fallback
    let side = min(requested, square.width)
    let x = direction == .rightToLeft ? square.minX : square.maxX - side
    return Rect(x: x, y: square.maxY - side, width: side, height: side)
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }
}
