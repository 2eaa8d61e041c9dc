import Foundation

/// Writes a ``JSONValue`` as compact JSON text (RFC 8259): the other half of
/// ``JSONValue/init(parsing:maxDepth:)``, and what StoryKit writes its own files and requests with.
///
/// What it writes, so that parsing the output gives back the same value:
/// - **Objects** keep their members in ``JSONObject/members`` order; no whitespace anywhere.
/// - **Strings** escape `"` and `\`, write the control characters U+0000–U+001F as `\b`, `\t`,
///   `\n`, `\f`, `\r` or `\u00XX`, and everything else (`/`, U+007F, U+2028, emoji) as raw UTF-8.
/// - **Numbers** that are whole and within ±2⁵³ are written as integers (`42`, `-0`, not `42.0`);
///   any other finite number in Swift's shortest form that reads back as the same `Double`
///   (`0.1`, `1e+21`, `5e-324`).
/// - **NaN and infinity** are not JSON. By default writing one throws ``JSONWriteError`` with the
///   number's path; ``NonFiniteNumbers/writeNull`` writes `null` in its place instead.
///
/// ```swift
/// let value: JSONValue = ["name": "storyImpression", "index": 2, "ratio": 0.5, "tags": ["a/b"]]
/// let text = try JSONWriter().string(value)
/// // {"name":"storyImpression","index":2,"ratio":0.5,"tags":["a/b"]}
/// let same = try JSONValue(parsing: Data(text.utf8))  // == value
/// ```
///
/// Thread safety: a value type without state; use one from any thread.
public struct JSONWriter: Sendable, Hashable {
  /// What to do with a number JSON cannot hold: NaN, +infinity or -infinity.
  public enum NonFiniteNumbers: Sendable, Hashable {
    /// Throw ``JSONWriteError`` (the default): nothing is written.
    case fail
    /// Write `null` in the number's place and carry on.
    case writeNull
  }

  /// What to do with NaN and infinities.
  public var nonFiniteNumbers: NonFiniteNumbers

  /// Creates a writer.
  /// - Parameter nonFiniteNumbers: what to do with NaN and infinities (default: throw).
  public init(nonFiniteNumbers: NonFiniteNumbers = .fail) {
    self.nonFiniteNumbers = nonFiniteNumbers
  }

  /// The UTF-8 JSON text of `value`.
  /// - Throws: ``JSONWriteError`` for a NaN or an infinity, unless ``nonFiniteNumbers`` says `null`.
  public func data(_ value: JSONValue) throws(JSONWriteError) -> Data {
    var bytes: [UInt8] = []
    try append(value, to: &bytes)
    return Data(bytes)
  }

  /// The JSON text of `value`.
  /// - Throws: ``JSONWriteError`` for a NaN or an infinity, unless ``nonFiniteNumbers`` says `null`.
  public func string(_ value: JSONValue) throws(JSONWriteError) -> String {
    var bytes: [UInt8] = []
    try append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the JSON text of `value` to `bytes`; on a throw, `bytes` holds a partial document.
  func append(_ value: JSONValue, to bytes: inout [UInt8]) throws(JSONWriteError) {
    switch value {
    case .null: bytes.append(contentsOf: Self.null)
    case .bool(let bool): bytes.append(contentsOf: bool ? Self.true : Self.false)
    case .number(let number): try appendNumber(number, to: &bytes)
    case .string(let string): Self.appendString(string, to: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        // The path is built only on the way out of a failure, so writing costs nothing for it.
        do throws(JSONWriteError) {
          try append(element, to: &bytes)
        } catch {
          throw error.inside(.index(index))
        }
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let object):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in object.members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.appendString(member.key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        do throws(JSONWriteError) {
          try append(member.value, to: &bytes)
        } catch {
          throw error.inside(.key(member.key))
        }
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// 2⁵³: every whole number up to it is exactly a `Double`, and prints as an integer.
  private static let largestExactInteger = 9_007_199_254_740_992.0

  private func appendNumber(_ number: Double, to bytes: inout [UInt8]) throws(JSONWriteError) {
    guard number.isFinite else {
      switch nonFiniteNumbers {
      case .fail: throw JSONWriteError(path: .root, number: number)
      case .writeNull:
        bytes.append(contentsOf: Self.null)
        return
      }
    }
    bytes.append(contentsOf: Self.text(ofFinite: number).utf8)
  }

  /// The JSON text of a finite number.
  static func text(ofFinite number: Double) -> String {
    if number.rounded(.towardZero) == number, abs(number) <= largestExactInteger {
      // `Int64(-0.0)` is 0; the sign is kept so the value reads back bit for bit.
      return number == 0 && number.sign == .minus ? "-0" : String(Int64(number))
    }
    // Swift's description is the shortest text that reads back as the same Double, and always
    // JSON for finite numbers: `0.1`, `1e-07`, `1.5e+300`.
    return number.description
  }

  /// `string` as a JSON string literal, quotes included.
  static func quoted(_ string: String) -> Data {
    var bytes: [UInt8] = []
    appendString(string, to: &bytes)
    return Data(bytes)
  }

  static func appendString(_ string: String, to bytes: inout [UInt8]) {
    var string = string
    bytes.append(UInt8(ascii: "\""))
    string.withUTF8 { utf8 in
      // Runs without anything to escape are copied in one go.
      var runStart = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        appendEscape(for: byte, to: &bytes)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      bytes.append(hexDigits[Int(byte >> 4)])
      bytes.append(hexDigits[Int(byte & 0x0F)])
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
  private static let null = Array("null".utf8)
  private static let `true` = Array("true".utf8)
  private static let `false` = Array("false".utf8)
}

/// A number JSON cannot hold (NaN, +infinity or -infinity), and where it is in the value.
public struct JSONWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the number is: `$.properties.ratio`.
  public var path: JSONPath
  /// The number as Swift prints it: `nan`, `inf` or `-inf`.
  public var number: String

  init(path: JSONPath, number: Double) {
    self.path = path
    self.number = number.description
  }

  /// `expected a finite number at $.ratio, found nan; JSON has no NaN or infinity`.
  public var description: String {
    "expected a finite number at \(path), found \(number); JSON has no NaN or infinity"
  }

  /// The same error one step further from the root.
  func inside(_ component: JSONPath.Component) -> JSONWriteError {
    var error = self
    error.path = JSONPath(components: [component] + path.components)
    return error
  }
}

extension JSONValue {
  /// The value as compact JSON text in UTF-8; see ``JSONWriter`` for the exact form.
  ///
  /// ```swift
  /// let body = try JSONValue.object(["sentAt": 1_714_564_800_123]).jsonData()  // {"sentAt":1714564800123}
  /// ```
  /// - Parameter nonFiniteNumbers: what to do with NaN and infinities (default: throw).
  /// - Throws: ``JSONWriteError`` for a NaN or an infinity, unless `nonFiniteNumbers` says `null`.
  public func jsonData(nonFiniteNumbers: JSONWriter.NonFiniteNumbers = .fail) throws(JSONWriteError) -> Data {
    try JSONWriter(nonFiniteNumbers: nonFiniteNumbers).data(self)
  }

  /// The value as compact JSON text; see ``JSONWriter`` for the exact form.
  ///
  /// ```swift
  /// let text = try JSONValue.array(["a\"b", 0.1, true]).jsonString()  // ["a\"b",0.1,true]
  /// ```
  /// - Parameter nonFiniteNumbers: what to do with NaN and infinities (default: throw).
  /// - Throws: ``JSONWriteError`` for a NaN or an infinity, unless `nonFiniteNumbers` says `null`.
  public func jsonString(
    nonFiniteNumbers: JSONWriter.NonFiniteNumbers = .fail
  ) throws(JSONWriteError) -> String {
    try JSONWriter(nonFiniteNumbers: nonFiniteNumbers).string(self)
  }
}
