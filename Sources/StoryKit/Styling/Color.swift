/// An sRGB colour with straight (not premultiplied) alpha, each component in `0...1`.
///
/// The feed and code share one parser, so `"#FF2D55"` means the same colour on both sides:
///
/// ```swift
/// let pink = try Color(hex: "#FF2D55")
/// let translucent = try Color(hex: "#FFFFFF80")
/// ```
public struct Color: Sendable, Hashable, CustomStringConvertible {
  /// Red, `0...1`.
  public var red: Double
  /// Green, `0...1`.
  public var green: Double
  /// Blue, `0...1`.
  public var blue: Double
  /// Opacity, `0...1`.
  public var alpha: Double

  /// Creates a colour; components outside `0...1` (and NaN) are clamped.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a colour from 8-bit components.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(
      red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (either case; alpha last).
  /// - Throws: ``ColorParseError`` naming what is wrong with the string.
  public init(hex: String) throws(ColorParseError) {
    // Read on the UTF-8 bytes into one integer (no arrays: feeds hold thousands of colours). A `#`
    // followed by a combining mark is not a `#` to `hasPrefix`, so that case is told apart only on
    // the error path.
    guard hex.utf8.first == UInt8(ascii: "#") else { throw .missingHash(hex) }
    var value: UInt32 = 0
    var count = 0
    for digit in hex.utf8.dropFirst() {
      guard let nibble = Self.hexValue(digit) else {
        throw hex.hasPrefix("#") ? .invalidCharacter(hex) : .missingHash(hex)
      }
      if count < 8 { value = value << 4 | UInt32(nibble) }
      count += 1
    }
    func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
    switch count {
    case 3:
      self.init(red8: (byte(8) & 0xF) * 17, green8: (byte(4) & 0xF) * 17, blue8: (byte(0) & 0xF) * 17)
    case 6:
      self.init(red8: byte(16), green8: byte(8), blue8: byte(0))
    case 8:
      self.init(red8: byte(24), green8: byte(16), blue8: byte(8), alpha8: byte(0))
    default:
      throw .wrongLength(hex)
    }
  }

  /// The colour with another opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque.
  public var hexString: String {
    let components = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
    return "#" + components.map { Self.twoDigits(UInt8(($0 * 255).rounded())) }.joined()
  }

  public var description: String { hexString }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func twoDigits(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
  }
}

extension Color {
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// Why a string is not a colour.
public enum ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The string does not start with `#`.
  case missingHash(String)
  /// A character after `#` is not a hex digit.
  case invalidCharacter(String)
  /// The number of hex digits is not 3, 6 or 8.
  case wrongLength(String)

  public var description: String {
    switch self {
    case .missingHash(let text):
      "expected a colour starting with '#' (#RGB, #RRGGBB or #RRGGBBAA), found \"\(text.clipped())\""
    case .invalidCharacter(let text):
      "expected hex digits 0-9, A-F after '#', found \"\(text.clipped())\""
    case .wrongLength(let text):
      "expected 3, 6 or 8 hex digits (#RGB, #RRGGBB or #RRGGBBAA), found \(max(0, text.count - 1)) in \"\(text.clipped())\""
    }
  }
}

extension String {
  /// The string cut to `limit` characters with an ellipsis, for messages.
  func clipped(to limit: Int = 40) -> String {
    count <= limit ? self : String(prefix(limit)) + "…"
  }
}
