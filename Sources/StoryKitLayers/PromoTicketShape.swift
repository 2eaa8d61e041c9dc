import Foundation
import StoryKitUI

/// A coupon's outline: a rounded rectangle with a semicircular notch cut into each side edge at
/// the height of its perforation, as where a coupon is torn off.
///
/// ```
/// ╭──────────────────────╮
/// │                      │
/// ◖ - - - - - - - - - -  ◗   the notches and the perforation between them
/// │                      │
/// ╰──────────────────────╯
/// ```
struct PromoTicketShape: Equatable {
  /// The ticket, notches included.
  var rect: Rect
  /// The corners' radius.
  var cornerRadius: Double
  /// The height of the notches' centres and of the perforation.
  var notchY: Double
  /// The notches' radius.
  var notchRadius: Double

  /// The notch radius and the corner radius that fit: a notch keeps clear of the corners, and
  /// no radius is negative.
  private var fitted: (corner: Double, notch: Double) {
    let corner = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
    let room = min(notchY - rect.minY, rect.maxY - notchY) - corner
    let notch = min(max(0, notchRadius), max(0, room), rect.width / 4)
    return (corner, notch)
  }

  /// The outline: clockwise from the top-leading corner, each notch an arc turning into the ticket.
  var outline: Path {
    let (corner, notch) = fitted
    var path = Path()
    path.move(to: Point(x: rect.minX + corner, y: rect.minY))
    path.addArc(
      center: Point(x: rect.maxX - corner, y: rect.minY + corner), radius: corner, startAngle: -.pi / 2,
      endAngle: 0)
    if notch > 0 {
      path.addArc(
        center: Point(x: rect.maxX, y: notchY), radius: notch, startAngle: -.pi / 2, endAngle: .pi / 2,
        clockwise: false)
    }
    path.addArc(
      center: Point(x: rect.maxX - corner, y: rect.maxY - corner), radius: corner, startAngle: 0,
      endAngle: .pi / 2)
    path.addArc(
      center: Point(x: rect.minX + corner, y: rect.maxY - corner), radius: corner, startAngle: .pi / 2,
      endAngle: .pi)
    if notch > 0 {
      path.addArc(
        center: Point(x: rect.minX, y: notchY), radius: notch, startAngle: .pi / 2, endAngle: -.pi / 2,
        clockwise: false)
    }
    path.addArc(
      center: Point(x: rect.minX + corner, y: rect.minY + corner), radius: corner, startAngle: .pi,
      endAngle: 3 * .pi / 2)
    path.closeSubpath()
    return path
  }

  /// Everything in `area` but the notches (nonzero winding: the notches turn the other way), to
  /// clip the ticket's shadow to, so the notches stay holes.
  func clipOutsideNotches(in area: Rect) -> Path {
    var path = Path.rect(area)
    let notch = fitted.notch
    guard notch > 0 else { return path }
    for x in [rect.minX, rect.maxX] {
      path.move(to: Point(x: x + notch, y: notchY))
      path.addArc(
        center: Point(x: x, y: notchY), radius: notch, startAngle: 0, endAngle: -2 * .pi, clockwise: false)
      path.closeSubpath()
    }
    return path
  }

  /// The perforation: from just inside one notch to just inside the other, `gap` clear of each.
  func perforation(gap: Double) -> (start: Point, end: Point)? {
    let notch = fitted.notch
    let start = rect.minX + notch + gap
    let end = rect.maxX - notch - gap
    guard end > start else { return nil }
    return (Point(x: start, y: notchY), Point(x: end, y: notchY))
  }
}
