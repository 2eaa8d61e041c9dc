import Foundation

/// Percent-encoding of a value spliced into a URL (a placeholder's, a share link's ID).
enum PercentEncoding {
  /// `value` with everything but RFC 3986's unreserved characters (letters, digits, `-._~`)
  /// percent-encoded, so it cannot change the URL's structure.
  static func unreserved(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: unreservedCharacters) ?? ""
  }

  private static let unreservedCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
