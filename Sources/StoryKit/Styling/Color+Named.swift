import Foundation

extension Color {
  /// Red (`#FF3B30`).
  public static let red = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30)
  /// Orange (`#FF9500`).
  public static let orange = Color(red8: 0xFF, green8: 0x95, blue8: 0x00)
  /// Yellow (`#FFCC00`).
  public static let yellow = Color(red8: 0xFF, green8: 0xCC, blue8: 0x00)
  /// Green (`#34C759`).
  public static let green = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
  /// Mint (`#00C7BE`).
  public static let mint = Color(red8: 0x00, green8: 0xC7, blue8: 0xBE)
  /// Teal (`#30B0C7`).
  public static let teal = Color(red8: 0x30, green8: 0xB0, blue8: 0xC7)
  /// Cyan (`#32ADE6`).
  public static let cyan = Color(red8: 0x32, green8: 0xAD, blue8: 0xE6)
  /// Blue (`#007AFF`).
  public static let blue = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
  /// Indigo (`#5856D6`).
  public static let indigo = Color(red8: 0x58, green8: 0x56, blue8: 0xD6)
  /// Purple (`#AF52DE`).
  public static let purple = Color(red8: 0xAF, green8: 0x52, blue8: 0xDE)
  /// Pink (`#FF2D55`).
  public static let pink = Color(red8: 0xFF, green8: 0x2D, blue8: 0x55)
  /// Brown (`#A2845E`).
  public static let brown = Color(red8: 0xA2, green8: 0x84, blue8: 0x5E)
  /// Mid gray (`#8E8E93`).
  public static let gray = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93)

  /// What an invalid colour literal draws: a magenta that stands out, so the mistake is seen.
  public static let invalidLiteral = Color(red8: 0xFF, green8: 0x00, blue8: 0xFF)
}

extension Color: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral,
  ExpressibleByStringLiteral
{
  /// A colour from a constant hex string, without `try`:
  ///
  /// ```swift
  /// let brand: Color = "#7B2FF7"
  /// ```
  ///
  /// The string is parsed by ``init(hex:)``. A literal cannot throw, so a string that is not a
  /// colour gives ``invalidLiteral`` (magenta) and one warning on standard error naming the string
  /// and what is wrong with it. For strings that are not constants, use ``init(hex:)``.
  public init(stringLiteral value: String) {
    do {
      self = try Color(hex: value)
    } catch {
      InvalidColorLiterals.report(value, error)
      self = .invalidLiteral
    }
  }
}

/// The invalid colour literals reported so far: each is reported once, however often it is used.
private enum InvalidColorLiterals {
  private static let reported = Mutex<Set<String>>([])

  static func report(_ literal: String, _ error: ColorParseError) {
    let isNew = reported.withLock { $0.insert(literal).inserted }
    guard isNew else { return }
    FileHandle.standardError.write(
      Data("StoryKit warning: the colour literal \"\(literal)\" is invalid: \(error); drawing magenta\n".utf8)
    )
  }
}
