/// A semantic version such as `1.10.0` or `2.0.0-beta.2`, compared the way `appVersion` conditions
/// compare app versions.
///
/// ```swift
/// try SemanticVersion(parsing: "1.10.0") > SemanticVersion(parsing: "1.9.2")   // true
/// SemanticVersion("1.2") == SemanticVersion("1.2.0")                           // true: missing parts are 0
/// try SemanticVersion(parsing: "2.0.0-rc.1") < SemanticVersion(parsing: "2.0") // true: pre-release is lower
/// SemanticVersion("2.x")                                                       // nil
/// ```
///
/// The grammar is `["v"|"V"] number ("." number)* ["-" identifiers] ["+" identifiers]`: any number
/// of numeric parts (digits only, any length, leading zeros allowed), identifiers of `0-9A-Za-z-`
/// joined by `.`, at most ``maxLength`` bytes, no spaces. Build metadata after `+` is checked and
/// then ignored. The rules are in `docs/targeting.md`.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The longest version string read, in UTF-8 bytes.
  public static let maxLength = 256

  /// The text the version was read from.
  public let description: String
  /// The numeric parts without leading zeros and without trailing zero parts (`1.2.0` → `["1", "2"]`).
  private let numbers: [Substring.UTF8View]
  /// The pre-release identifiers; empty for a release.
  private let preRelease: [Substring.UTF8View]

  /// Reads a version; `nil` when `text` does not follow the grammar.
  public init?(_ text: String) {
    guard let version = try? Self(parsing: text) else { return nil }
    self = version
  }

  /// Reads a version.
  /// - Throws: ``SemanticVersionError`` saying what is wrong with `text`.
  public init(parsing text: String) throws(SemanticVersionError) {
    guard text.utf8.count <= Self.maxLength else { throw .init(text: text, reason: .tooLong) }
    var rest = Substring(text)
    if rest.first == "v" || rest.first == "V" { rest = rest.dropFirst() }
    var build: Substring?
    if let plus = rest.firstIndex(of: "+") {
      build = rest[rest.index(after: plus)...]
      rest = rest[..<plus]
    }
    var preReleaseText: Substring?
    if let dash = rest.firstIndex(of: "-") {
      preReleaseText = rest[rest.index(after: dash)...]
      rest = rest[..<dash]
    }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isDigit) }) else {
      throw .init(text: text, reason: .badNumber)
    }
    var identifiers: [Substring.UTF8View] = []
    if let preReleaseText {
      identifiers = try Self.identifiers(preReleaseText, in: text, reason: .badPreRelease)
    }
    if let build { _ = try Self.identifiers(build, in: text, reason: .badBuild) }
    var numbers = parts.map { Self.droppingLeadingZeros($0.utf8) }
    while numbers.last?.isEmpty == true { numbers.removeLast() }
    self.description = text
    self.numbers = numbers
    self.preRelease = identifiers
  }

  public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
    compare(lhs, rhs) == 0
  }

  public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
    compare(lhs, rhs) < 0
  }

  public func hash(into hasher: inout Hasher) {
    for number in numbers { hasher.combine(Array(number)) }
    hasher.combine(preRelease.count)
    for identifier in preRelease {
      hasher.combine(
        Self.isNumeric(identifier) ? Array(Self.droppingLeadingZeros(identifier)) : Array(identifier))
    }
  }

  /// -1, 0 or 1 as `lhs` is lower than, equal to or higher than `rhs`.
  static func compare(_ lhs: SemanticVersion, _ rhs: SemanticVersion) -> Int {
    for index in 0..<max(lhs.numbers.count, rhs.numbers.count) {
      let empty = Substring("").utf8
      let left = index < lhs.numbers.count ? lhs.numbers[index] : empty
      let right = index < rhs.numbers.count ? rhs.numbers[index] : empty
      let order = compareDigits(left, right)
      if order != 0 { return order }
    }
    switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
    case (true, true): return 0
    case (true, false): return 1
    case (false, true): return -1
    case (false, false): break
    }
    for (left, right) in zip(lhs.preRelease, rhs.preRelease) {
      let order = compareIdentifiers(left, right)
      if order != 0 { return order }
    }
    return lhs.preRelease.count == rhs.preRelease.count
      ? 0 : (lhs.preRelease.count < rhs.preRelease.count ? -1 : 1)
  }

  // MARK: - Parts

  private static func identifiers(
    _ text: Substring, in version: String, reason: SemanticVersionError.Reason
  ) throws(SemanticVersionError) -> [Substring.UTF8View] {
    let identifiers = text.split(separator: ".", omittingEmptySubsequences: false)
    let valid = identifiers.allSatisfy { identifier in
      !identifier.isEmpty
        && identifier.utf8.allSatisfy { isDigit($0) || isASCIILetter($0) || $0 == UInt8(ascii: "-") }
    }
    guard valid else { throw .init(text: version, reason: reason) }
    return identifiers.map(\.utf8)
  }

  /// Numeric identifiers compare as numbers and below alphanumeric ones, which compare by bytes.
  private static func compareIdentifiers(_ lhs: Substring.UTF8View, _ rhs: Substring.UTF8View) -> Int {
    switch (isNumeric(lhs), isNumeric(rhs)) {
    case (true, true): return compareDigits(droppingLeadingZeros(lhs), droppingLeadingZeros(rhs))
    case (true, false): return -1
    case (false, true): return 1
    case (false, false): return compareBytes(lhs, rhs)
    }
  }

  /// Compares digit strings without leading zeros as numbers of any length: longer is larger.
  private static func compareDigits(_ lhs: Substring.UTF8View, _ rhs: Substring.UTF8View) -> Int {
    if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
    return compareBytes(lhs, rhs)
  }

  private static func compareBytes(_ lhs: Substring.UTF8View, _ rhs: Substring.UTF8View) -> Int {
    if lhs.elementsEqual(rhs) { return 0 }
    return lhs.lexicographicallyPrecedes(rhs) ? -1 : 1
  }

  private static func droppingLeadingZeros(_ digits: Substring.UTF8View) -> Substring.UTF8View {
    digits.drop { $0 == UInt8(ascii: "0") }
  }

  private static func isNumeric(_ identifier: Substring.UTF8View) -> Bool { identifier.allSatisfy(isDigit) }
  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}

/// Why a string is not a ``SemanticVersion``.
public struct SemanticVersionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// Longer than ``SemanticVersion/maxLength`` bytes.
    case tooLong
    /// A numeric part is empty or holds something other than digits.
    case badNumber
    /// A pre-release identifier is empty or holds something other than `0-9A-Za-z-`.
    case badPreRelease
    /// A build-metadata identifier is empty or holds something other than `0-9A-Za-z-`.
    case badBuild
  }

  /// The text that was read.
  public var text: String
  /// What is wrong with it.
  public var reason: Reason

  public var description: String {
    let found = "\"\(text.clipped())\""
    return switch reason {
    case .tooLong:
      "expected a version of at most \(SemanticVersion.maxLength) bytes, found \(text.utf8.count) bytes"
    case .badNumber: "expected a semantic version such as \"1.10.0\", found \(found)"
    case .badPreRelease: "expected pre-release identifiers of 0-9, A-Z, a-z and '-' after '-', found \(found)"
    case .badBuild: "expected build identifiers of 0-9, A-Z, a-z and '-' after '+', found \(found)"
    }
  }
}
