/// A font by family, size and weight; the backend resolves it, falling back to its default family.
///
/// ```swift
/// let title = FontDescriptor(family: "Inter", size: 12, weight: .semibold)
/// ```
public struct FontDescriptor: Sendable, Hashable {
  /// A font weight, from thinnest to heaviest.
  public enum Weight: String, Sendable, Hashable, CaseIterable {
    /// Weight 100.
    case ultraLight
    /// Weight 200.
    case thin
    /// Weight 300.
    case light
    /// Weight 400.
    case regular
    /// Weight 500.
    case medium
    /// Weight 600.
    case semibold
    /// Weight 700.
    case bold
    /// Weight 800.
    case heavy
    /// Weight 900.
    case black

    /// The CSS / OpenType weight number (100–900).
    public var numericValue: Int {
      switch self {
      case .ultraLight: 100
      case .thin: 200
      case .light: 300
      case .regular: 400
      case .medium: 500
      case .semibold: 600
      case .bold: 700
      case .heavy: 800
      case .black: 900
      }
    }
  }

  /// The family name; `nil` means the platform's UI font.
  public var family: String?
  /// The size in points; where the SDK keeps the size (the player header), it is replaced.
  public var size: Double
  /// The weight.
  public var weight: Weight

  /// Creates a font descriptor. A size that is not finite and positive becomes 12 points.
  public init(family: String? = nil, size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size.isFinite && size > 0 ? size : 12
    self.weight = weight
  }

  /// The platform's UI font at a size and weight.
  public static func system(size: Double, weight: Weight = .regular) -> FontDescriptor {
    FontDescriptor(size: size, weight: weight)
  }

  /// The same family and weight at another size.
  public func withSize(_ size: Double) -> FontDescriptor {
    FontDescriptor(family: family, size: size, weight: weight)
  }
}
