/// A direction on screen, in the physical sense (left is left in every reading direction).
public enum GestureDirection: Sendable, Hashable, CaseIterable {
  /// Towards smaller x.
  case left
  /// Towards larger x.
  case right
  /// Towards smaller y (y grows downwards).
  case up
  /// Towards larger y.
  case down

  /// The direction of a vector's dominant axis, or `nil` for a zero or non-finite vector.
  ///
  /// When both axes are equal the horizontal one wins.
  /// - Parameter vector: A translation or velocity.
  public init?(_ vector: Point) {
    guard vector.x.isFinite, vector.y.isFinite, vector != .zero else { return nil }
    if abs(vector.x) >= abs(vector.y) {
      self = vector.x < 0 ? .left : .right
    } else {
      self = vector.y < 0 ? .up : .down
    }
  }

  /// The axis the direction lies on.
  public var axis: Axis {
    switch self {
    case .left, .right: .horizontal
    case .up, .down: .vertical
    }
  }

  /// How far a vector goes in this direction (negative when it goes the other way).
  /// - Parameter vector: A translation or velocity.
  public func component(of vector: Point) -> Double {
    switch self {
    case .left: -vector.x
    case .right: vector.x
    case .up: -vector.y
    case .down: vector.y
    }
  }
}
