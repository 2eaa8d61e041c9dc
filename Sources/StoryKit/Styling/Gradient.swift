/// Two or more colours spread evenly along a ring or a bar.
///
/// A ring needs a gradient; for a solid ring, repeat a colour:
///
/// ```swift
/// let sunset = Gradient("#FFD600", "#FF7A00", "#FF0069")
/// let solid = Gradient(.white, .white)
/// let fromFeed = try Gradient(colors: colors)  // throws for fewer than two
/// ```
public struct Gradient: Sendable, Hashable {
  /// The colours, first to last; at least two.
  public let colors: [Color]

  /// Creates a gradient.
  /// - Throws: ``GradientError/tooFewColors(_:)`` with fewer than two colours.
  public init(colors: [Color]) throws(GradientError) {
    guard colors.count >= 2 else { throw .tooFewColors(colors.count) }
    self.colors = colors
  }

  /// A gradient through two or more colours, first to last; it cannot fail.
  public init(_ start: Color, _ next: Color, _ more: Color...) {
    colors = [start, next] + more
  }
}

/// Why colours cannot make a gradient.
public enum GradientError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Fewer than two colours were given.
  case tooFewColors(Int)

  public var description: String {
    switch self {
    case .tooFewColors(let count):
      "expected at least 2 colours for a gradient, found \(count); for a solid colour, repeat it (e.g. [c, c])"
    }
  }
}
