import Foundation

/// A projective (perspective) transform of the plane, as a 3 × 3 matrix acting on column vectors:
/// `x' = (m11·x + m12·y + m13) / w`, `y' = (m21·x + m22·y + m23) / w`, with
/// `w = m31·x + m32·y + m33`.
///
/// Straight lines stay straight, but parallel lines may meet: a page turning away in 3D, seen
/// through a camera, is a rectangle mapped to a trapezoid. An affine ``Transform`` is the case
/// `m31 = m32 = 0`.
///
/// ```swift
/// // The page's rectangle onto the four corners of its face on screen.
/// let face = ProjectiveTransform(mapping: page.bounds, to: [topLeft, topRight, bottomRight, bottomLeft])
/// page.projectiveTransform = face
/// ```
public struct ProjectiveTransform: Sendable, Hashable {
  /// Row 1, column 1 of the matrix.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double

  /// A transform from its nine entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
    m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The affine transform as a projective one.
  public init(_ affine: Transform) {
    self.init(
      m11: affine.a, m12: affine.c, m13: affine.tx, m21: affine.b, m22: affine.d, m23: affine.ty, m31: 0,
      m32: 0, m33: 1)
  }

  /// The transform that takes the corners of `rect` (top left, top right, bottom right, bottom
  /// left) to the four points of `quad`, in that order; `nil` when `rect` is empty, `quad` does not
  /// have four points, or three of them are in a line.
  public init?(mapping rect: Rect, to quad: [Point]) {
    guard rect.width > 0, rect.height > 0, quad.count == 4,
      let square = Self.squareToQuad(quad[0], quad[1], quad[2], quad[3])
    else { return nil }
    let toUnit = Transform.translation(x: -rect.minX, y: -rect.minY)
      .concatenating(.scale(x: 1 / rect.width, y: 1 / rect.height))
    self = ProjectiveTransform(toUnit).concatenating(square)
  }

  /// The identity.
  public static let identity = ProjectiveTransform(Transform.identity)

  /// Whether it is affine (no perspective): the bottom row is `0 0 1` up to scale.
  public var isAffine: Bool { m31 == 0 && m32 == 0 && m33 != 0 }

  /// The affine transform it is, when ``isAffine``.
  public var affine: Transform? {
    guard isAffine else { return nil }
    return Transform(a: m11 / m33, b: m21 / m33, c: m12 / m33, d: m22 / m33, tx: m13 / m33, ty: m23 / m33)
  }

  /// Whether vertical lines stay vertical (`x'` does not depend on `y`), as for a page turning
  /// about a vertical axis: such a transform can be drawn a few columns at a time, each band by a
  /// plain scale.
  public var keepsVerticalLines: Bool {
    abs(m12) <= 1e-12 * max(1, abs(m11)) && abs(m32) <= 1e-12 * max(1, abs(m31), abs(m33))
  }

  /// `self` applied first, then `other`.
  public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
    let a = other
    return ProjectiveTransform(
      m11: a.m11 * m11 + a.m12 * m21 + a.m13 * m31, m12: a.m11 * m12 + a.m12 * m22 + a.m13 * m32,
      m13: a.m11 * m13 + a.m12 * m23 + a.m13 * m33,
      m21: a.m21 * m11 + a.m22 * m21 + a.m23 * m31, m22: a.m21 * m12 + a.m22 * m22 + a.m23 * m32,
      m23: a.m21 * m13 + a.m22 * m23 + a.m23 * m33,
      m31: a.m31 * m11 + a.m32 * m21 + a.m33 * m31, m32: a.m31 * m12 + a.m32 * m22 + a.m33 * m32,
      m33: a.m31 * m13 + a.m32 * m23 + a.m33 * m33)
  }

  /// The inverse, or `nil` for a transform that collapses the plane.
  public var inverted: ProjectiveTransform? {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m13 * m32 - m12 * m33
    let c13 = m12 * m23 - m13 * m22
    let c21 = m23 * m31 - m21 * m33
    let c22 = m11 * m33 - m13 * m31
    let c23 = m13 * m21 - m11 * m23
    let c31 = m21 * m32 - m22 * m31
    let c32 = m12 * m31 - m11 * m32
    let c33 = m11 * m22 - m12 * m21
    let determinant = m11 * c11 + m12 * c21 + m13 * c31
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    let k = 1 / determinant
    return ProjectiveTransform(
      m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k, m23: c23 * k, m31: c31 * k,
      m32: c32 * k, m33: c33 * k)
  }

  /// The transformed point; a point sent to infinity (behind the camera) comes back non-finite.
  public func apply(to point: Point) -> Point {
    let w = m31 * point.x + m32 * point.y + m33
    return Point(x: (m11 * point.x + m12 * point.y + m13) / w, y: (m21 * point.x + m22 * point.y + m23) / w)
  }

  /// The corners of `rect` transformed: top left, top right, bottom right, bottom left.
  public func corners(of rect: Rect) -> [Point] {
    [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
      Point(x: rect.minX, y: rect.maxY),
    ].map(apply(to:))
  }

  /// Whether every corner of `rect` lands in front of the camera (`w > 0`), so the picture of
  /// `rect` is one convex piece.
  public func keepsInFront(_ rect: Rect) -> Bool {
    [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)]
      .allSatisfy {
        m31 * $0.0 + m32 * $0.1 + m33 > 1e-9
      }
  }

  /// The unit square's corners (0,0), (1,0), (1,1), (0,1) onto `p0`…`p3` (Heckbert's
  /// square-to-quadrilateral mapping).
  static func squareToQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> ProjectiveTransform? {
    let sx = p0.x - p1.x + p2.x - p3.x
    let sy = p0.y - p1.y + p2.y - p3.y
    let values = [p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y]
    guard values.allSatisfy(\.isFinite) else { return nil }
    if abs(sx) < 1e-12, abs(sy) < 1e-12 {
      return ProjectiveTransform(
        m11: p1.x - p0.x, m12: p3.x - p0.x, m13: p0.x, m21: p1.y - p0.y, m22: p3.y - p0.y, m23: p0.y, m31: 0,
        m32: 0, m33: 1)
    }
    let dx1 = p1.x - p2.x
    let dx2 = p3.x - p2.x
    let dy1 = p1.y - p2.y
    let dy2 = p3.y - p2.y
    let determinant = dx1 * dy2 - dx2 * dy1
    guard abs(determinant) > 1e-12 else { return nil }
    let g = (sx * dy2 - dx2 * sy) / determinant
    let h = (dx1 * sy - sx * dy1) / determinant
    return ProjectiveTransform(
      m11: p1.x - p0.x + g * p1.x, m12: p3.x - p0.x + h * p3.x, m13: p0.x,
      m21: p1.y - p0.y + g * p1.y, m22: p3.y - p0.y + h * p3.y, m23: p0.y, m31: g, m32: h, m33: 1)
  }
}
