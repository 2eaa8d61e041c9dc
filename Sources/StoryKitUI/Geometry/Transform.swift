import Foundation

/// An affine transform, as in CoreGraphics: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform: Sendable, Hashable {
  /// How x scales x.
  public var a: Double
  /// How x feeds y.
  public var b: Double
  /// How y feeds x.
  public var c: Double
  /// How y scales y.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// Creates a transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public static func translation(x: Double, y: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale.
  public static func scale(x: Double, y: Double) -> Transform {
    Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `radians`, clockwise on screen (y grows downwards).
  public static func rotation(_ radians: Double) -> Transform {
    Transform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 0, ty: 0)
  }

  /// Whether it changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// `self` applied first, then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse, or `nil` for a transform that collapses the plane (a zero scale).
  public var inverted: Transform? {
    let determinant = a * d - b * c
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    return Transform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// The transformed point.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
