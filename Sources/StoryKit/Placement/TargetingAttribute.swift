import Foundation

/// The attributes a ``TargetingCondition`` can name besides `property.<name>`.
public enum TargetingAttribute: String, Sendable, Hashable, CaseIterable {
  /// The user's ID (`PlacementConfig.userID`).
  case userId
  /// The user's locale, a BCP 47 tag.
  case locale
  /// The app's version, compared as a semantic version.
  case appVersion
  /// The platform the app runs on.
  case platform
  /// Whether the placement runs in test mode.
  case testMode
  /// The user's labels (`PlacementConfig.labels`).
  case labels
  /// The time of the evaluation.
  case now

  /// The prefix of a user-property attribute: `property.tier` names `userProperties["tier"]`.
  public static let propertyPrefix = "property."
}

/// An attribute's value in a context, typed by how it compares.
enum AttributeValue {
  /// The context has no value: `equals`, `in`, orderings and `exists` fail.
  case missing
  /// A name this version does not know: every operator is undecidable.
  case unknown(String)
  /// A JSON value compared as JSON (`userId`, `testMode`, `labels`, properties).
  case json(JSONValue)
  /// Text compared after normalising both sides (`locale`, `platform`).
  case text(String, TextNormalization)
  /// The app version; `nil` version when the context's text is not a semantic version.
  case version(SemanticVersion?, raw: String)
  /// An instant in seconds since 1970 (`now`).
  case date(Double)
}

/// How text attributes and the strings they are compared with are normalised.
enum TextNormalization {
  /// ASCII letters lowercased.
  case caseInsensitive
  /// ASCII letters lowercased and `_` read as `-`.
  case locale

  func apply(_ text: String) -> String {
    let bytes = text.utf8.map { byte -> UInt8 in
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { return byte + 32 }
      if self == .locale && byte == UInt8(ascii: "_") { return UInt8(ascii: "-") }
      return byte
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension TargetingContext {
  /// The value of `attribute`, typed for comparison.
  func value(of attribute: String) -> AttributeValue {
    if attribute.hasPrefix(TargetingAttribute.propertyPrefix) {
      let name = String(attribute.dropFirst(TargetingAttribute.propertyPrefix.count))
      guard !name.isEmpty else { return .unknown(attribute) }
      guard let value = userProperties[name], value != .null else { return .missing }
      return .json(value)
    }
    guard let known = TargetingAttribute(rawValue: attribute) else { return .unknown(attribute) }
    switch known {
    case .userId:
      return userID.flatMap { $0.isEmpty ? nil : .json(.string($0)) } ?? .missing
    case .locale:
      return locale.flatMap { $0.isEmpty ? nil : .text($0, .locale) } ?? .missing
    case .platform:
      return platform.flatMap { $0.isEmpty ? nil : .text($0, .caseInsensitive) } ?? .missing
    case .appVersion:
      return appVersion.flatMap { $0.isEmpty ? nil : .version(SemanticVersion($0), raw: $0) } ?? .missing
    case .testMode:
      return .json(.bool(isTestMode))
    case .labels:
      // Sorted by bytes so traces read the same on every run; membership ignores the order.
      let sorted = labels.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      return .json(.array(sorted.map(JSONValue.string)))
    case .now:
      return .date(now.timeIntervalSince1970)
    }
  }
}
