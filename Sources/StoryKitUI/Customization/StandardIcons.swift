import Foundation

/// StoryKit's own icon drawings, in a square.
///
/// Every icon is designed once on a unit square (0…1 on both axes, y down) and scaled to the
/// square it is asked for, so the drawings scale linearly and stay inside that square: fills touch
/// at most its edges and strokes stay half their width inside. The artwork follows the optical
/// conventions of SF Symbols at the same point size: each glyph is centred on its visual mass
/// (a play triangle sits slightly right of its box centre; a star, whose points reach higher than
/// its feet reach low, has its centre set low so that its box is centred) and leaves a margin
/// of roughly a tenth of the side.
///
/// Strokes are drawn with round caps and joins by ``IconSet/draw(_:in:color:canvas:)``, so no
/// stroke reaches further than half its width from its path.
///
/// The share icon is the platform-neutral "box with an up arrow" (iOS `square.and.arrow.up`),
/// not Instagram's paper plane, which reads as "send a message" more than "share".
enum StandardIcons {
  /// The shapes of an icon in `rect`: empty when the rectangle has no area or is not finite.
  ///
  /// A non-square rectangle is drawn in the largest square centred in it.
  static func shapes(_ name: IconName, in rect: Rect) -> [IconShape] {
    guard let frame = IconFrame(rect) else { return [] }
    return (unitShapes[name] ?? []).map { frame.place($0) }
  }

  /// Each icon on the unit square.
  private static let unitShapes: [IconName: [IconShape]] = {
    var shapes: [IconName: [IconShape]] = [:]
    for name in IconName.allCases { shapes[name] = unitShapes(name) }
    return shapes
  }()

  /// The drawing of an icon on the unit square.
  static func unitShapes(_ name: IconName) -> [IconShape] {
    switch name {
    case .close: close
    case .share: share
    case .pinStar: pinStar
    case .ivodCamera: videoCamera
    case .play: play
    case .pause: pause
    case .mute: mute
    case .unmute: unmute
    case .chevronLeft: chevron(.left)
    case .chevronRight: chevron(.right)
    case .chevronUp: chevron(.up)
    case .chevronDown: chevron(.down)
    }
  }

  // MARK: - Line weights

  /// The stroke of line icons (close, chevrons), as a fraction of the side.
  static let boldStroke = 0.1
  /// The stroke of finer details (the share box, sound waves, the mute cross).
  static let regularStroke = 0.085

  // MARK: - Navigation

  /// An X of two diagonals.
  static var close: [IconShape] {
    var path = Path.lines([unit(0.23, 0.23), unit(0.77, 0.77)])
    path.append(.lines([unit(0.77, 0.23), unit(0.23, 0.77)]))
    return [IconShape(path: path, style: .stroke(relativeWidth: boldStroke))]
  }

  /// Where a chevron points.
  enum ChevronDirection { case left, right, up, down }

  /// An open chevron, drawn pointing right and turned in quarter turns about the centre.
  static func chevron(_ direction: ChevronDirection) -> [IconShape] {
    // Slightly narrower than tall, as SF Symbols' `chevron.right`; the box is centred.
    let pointingRight = [(0.34, 0.17), (0.66, 0.5), (0.34, 0.83)]
    let points = pointingRight.map { x, y -> Point in
      switch direction {
      case .right: unit(x, y)
      case .left: unit(1 - x, y)
      case .down: unit(y, x)
      case .up: unit(y, 1 - x)
      }
    }
    return [IconShape(path: .lines(points), style: .stroke(relativeWidth: boldStroke))]
  }

  // MARK: - Actions

  /// An open-topped box with an arrow rising out of it.
  static var share: [IconShape] {
    let bottom = 0.9 - regularStroke / 2
    let box = roundedLines(
      [
        unit(0.35, 0.38), unit(0.23, 0.38), unit(0.23, bottom), unit(0.77, bottom), unit(0.77, 0.38),
        unit(0.65, 0.38),
      ], radius: 0.07)
    let top = 0.1 + regularStroke / 2
    var arrow = Path.lines([unit(0.5, top), unit(0.5, 0.62)])
    arrow.append(.lines([unit(0.345, top + 0.155), unit(0.5, top), unit(0.655, top + 0.155)]))
    return [
      IconShape(path: box, style: .stroke(relativeWidth: regularStroke)),
      IconShape(path: arrow, style: .stroke(relativeWidth: regularStroke)),
    ]
  }

  /// A filled five-pointed star with softened points, its box centred.
  static var pinStar: [IconShape] {
    let outer = 0.46
    let inner = outer * 0.48
    // The lowest points sit at cos(36°) of the radius below the centre: centre the box.
    let centerY = 0.5 + outer * (1 - cos(.pi / 5)) / 2
    let points = (0..<10).map { index -> Point in
      let radius = index.isMultiple(of: 2) ? outer : inner
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      return unit(0.5 + radius * cos(angle), centerY + radius * sin(angle))
    }
    return [IconShape(path: roundedPolygon(points, radius: 0.035), style: .fill)]
  }

  // MARK: - Helpers

  /// A point on the unit square.
  static func unit(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  /// A closed polygon whose corners are rounded; see ``roundedLines(_:radius:)``.
  static func roundedPolygon(_ points: [Point], radius: Double) -> Path {
    roundedPath(points, radius: radius, closed: true)
  }

  /// An open polyline whose inner corners are rounded; see ``roundedPath(_:radius:closed:)``.
  static func roundedLines(_ points: [Point], radius: Double) -> Path {
    roundedPath(points, radius: radius, closed: false)
  }

  /// A polyline whose corners are rounded by cutting up to `radius` off each side of every corner
  /// (never more than half a side) and joining the cuts with a curve controlled by the corner.
  ///
  /// Every point of the path, control points included, lies in the polyline's convex hull.
  static func roundedPath(_ points: [Point], radius: Double, closed: Bool) -> Path {
    let count = points.count
    guard count > 2, radius > 0 else { return .lines(points, closed: closed) }
    func mix(_ from: Point, _ to: Point, _ fraction: Double) -> Point {
      Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
    func toward(_ from: Point, _ to: Point) -> Point {
      let length = from.distance(to: to)
      guard length > 0 else { return from }
      return mix(from, to, min(radius, length / 2) / length)
    }
    var path = Path()
    path.move(to: closed ? toward(points[0], points[1]) : points[0])
    let corners = closed ? Array(1...count) : Array(1..<(count - 1))
    for index in corners {
      let corner = points[index % count]
      let entry = toward(corner, points[index - 1])
      let exit = toward(corner, points[(index + 1) % count])
      path.addLine(to: entry)
      // A quadratic curve through the corner's cuts, as a cubic.
      path.addCurve(to: exit, control1: mix(entry, corner, 2.0 / 3), control2: mix(exit, corner, 2.0 / 3))
    }
    if closed {
      path.closeSubpath()
    } else if let last = points.last {
      path.addLine(to: last)
    }
    return path
  }
}

/// The square an icon is drawn in, and the map from the unit square onto it.
struct IconFrame {
  let origin: Point
  let side: Double

  /// The largest square centred in `rect`, or `nil` when it has no area or is not finite.
  init?(_ rect: Rect) {
    let values = [rect.minX, rect.minY, rect.width, rect.height]
    guard values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0 else { return nil }
    let square = rect.width == rect.height ? rect : rect.inscribedSquare
    guard square.minX.isFinite, square.minY.isFinite, square.width.isFinite else { return nil }
    origin = square.origin
    side = square.width
  }

  /// A unit-square point on this square.
  func place(_ point: Point) -> Point {
    Point(x: origin.x + point.x * side, y: origin.y + point.y * side)
  }

  /// A unit-square shape on this square; stroke widths are relative, so they stay.
  func place(_ shape: IconShape) -> IconShape {
    IconShape(path: place(shape.path), style: shape.style)
  }

  /// A unit-square path on this square.
  func place(_ path: Path) -> Path {
    Path(
      elements: path.elements.map { element in
        switch element {
        case .move(let point): .move(to: place(point))
        case .line(let point): .line(to: place(point))
        case .curve(let point, let control1, let control2):
          .curve(to: place(point), control1: place(control1), control2: place(control2))
        case .arc(let center, let radius, let start, let end, let clockwise):
          .arc(
            center: place(center), radius: radius * side, startAngle: start, endAngle: end,
            clockwise: clockwise)
        case .close: .close
        }
      })
  }
}
