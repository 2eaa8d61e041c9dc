/// The rules a placement token follows, shared by the feed decoder and ``PlacementConfig``.
enum PlacementToken {
  static let maxLength = 128

  /// Why `token` is not a valid placement token, or `nil` when it is.
  static func problem(with token: String) -> String? {
    if token.isEmpty { return "a token must not be empty" }
    if token.utf8.count > maxLength {
      return "a token has at most \(maxLength) characters, this one has \(token.utf8.count)"
    }
    let allowed = token.utf8.allSatisfy {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".")
        || $0 == UInt8(ascii: "_")
        || $0 == UInt8(ascii: "-")
    }
    return allowed ? nil : "a token may hold only the letters A-Z and a-z, digits, '.', '_' and '-'"
  }
}
