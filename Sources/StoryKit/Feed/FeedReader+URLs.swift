import Foundation

extension FeedReader {
  /// A content URL: `https`, `http` on a loopback host, or a relative reference resolved against
  /// the document's base URL (which makes `file` URLs possible for a feed read from disk).
  func readContentURL(_ value: JSONNode, at path: JSONPath) -> StoredURL? {
    guard checkString(value, at: path, allowEmpty: false) else { return nil }
    if value.withStringBytes(UserPlaceholders.mayContainPlaceholder) {
      guard let string = value.stringValue else { return nil }
      return readContentURL(filled(string, at: path, encode: Self.percentEncoded), at: path)
    }
    if let url = value.withStringBytes(URLBytes.plainHTTPS) { return url }
    if let relativeBase, let url = value.withStringBytes({ URLBytes.plainRelative($0, base: relativeBase) }) {
      if recordsLocalFiles { noteLocalFile(url, at: path) }
      return url
    }
    guard let string = value.stringValue else { return nil }
    return readContentURL(string, at: path)
  }

  /// A content URL's text (read, and its placeholders filled), checked and resolved.
  private func readContentURL(_ string: String, at path: JSONPath) -> StoredURL? {
    let expectation = "expected an https URL (http only for localhost) or a relative reference"
    guard !Self.hasSpaceOrControl(string), let parsed = URL(string: string) else {
      report(.error, .invalidURL, at: path, "\(expectation), found the malformed URL \"\(string.clipped())\"")
      return nil
    }
    if let scheme = parsed.scheme?.lowercased() {
      guard Self.isAllowedRemote(parsed, scheme: scheme) else {
        let why = scheme == "http" ? "an http URL whose host is not loopback" : "the scheme \"\(scheme)\""
        report(.error, .invalidURL, at: path, "\(expectation), found \(why) in \"\(string.clipped())\"")
        return nil
      }
      return StoredURL(parsed)
    }
    guard let baseURL else {
      report(
        .error, .invalidURL, at: path,
        "expected an absolute https URL, found the relative reference \"\(string.clipped())\" and the feed has no base URL"
      )
      return nil
    }
    guard let resolved = Self.resolve(string, against: baseURL) else {
      report(
        .error, .invalidURL, at: path,
        "\(expectation), found \"\(string.clipped())\", which does not resolve to an allowed URL against \(baseURL.absoluteString.clipped(to: 60))"
      )
      return nil
    }
    let url = StoredURL(resolved)
    if recordsLocalFiles { noteLocalFile(url, at: path) }
    return url
  }

  /// Keeps `url`, with `path`, when it names a file.
  private func noteLocalFile(_ url: StoredURL, at path: JSONPath) {
    let fileURL = url.url
    guard fileURL.isFileURL else { return }
    recordLocalFile(LocalFileReference(path: path.resolved, url: fileURL))
  }

  /// `string` resolved against `baseURL`, if the result is a URL content may come from.
  static func resolve(_ string: String, against baseURL: URL) -> URL? {
    guard let resolved = URL(string: string, relativeTo: baseURL)?.absoluteURL,
      let scheme = resolved.scheme?.lowercased(),
      isAllowedRemote(resolved, scheme: scheme)
        || (scheme == "file" && baseURL.isFileURL && resolved.host == nil)
    else { return nil }
    return resolved
  }

  /// What a plain relative path is appended to when resolved against `baseURL` (its folder, as
  /// the full rules resolve it), or `nil` when relative references need the full rules.
  static func relativeBase(for baseURL: URL?) -> String? {
    guard let baseURL, let probe = resolve("x", against: baseURL)?.absoluteString, probe.hasSuffix("/x")
    else { return nil }
    return String(probe.dropLast())
  }

  /// An action URL: any absolute URL (app deep links too) except schemes that run code or read files.
  func readActionURL(_ value: JSONNode, at path: JSONPath) -> StoredURL? {
    guard checkString(value, at: path, allowEmpty: false) else { return nil }
    if let url = value.withStringBytes(URLBytes.plainAction) { return url }
    guard let string = value.stringValue else { return nil }
    guard !Self.hasSpaceOrControl(string), let url = URL(string: string),
      let scheme = url.scheme?.lowercased(), !scheme.isEmpty
    else {
      report(
        .error, .invalidURL, at: path,
        "expected an absolute URL such as \"myapp://cart\" or \"https://…\", found \"\(string.clipped())\"")
      return nil
    }
    guard !Self.forbiddenActionSchemes.contains(scheme) else {
      report(
        .error, .invalidURL, at: path,
        "expected an app or web URL, found the forbidden scheme \"\(scheme)\" in \"\(string.clipped())\"")
      return nil
    }
    return StoredURL(url)
  }

  /// Whether a URL string holds a space or a control character (a byte scan: checking
  /// `Character.isWhitespace` here cost a third of the whole decode).
  static func hasSpaceOrControl(_ string: String) -> Bool {
    string.utf8.contains { $0 <= 0x20 || $0 == 0x7F }
  }

  static let forbiddenActionSchemes = Set(forbiddenActionSchemeBytes.map { "\($0)" })

  /// The schemes an action may not use, as literals for checks on bytes.
  static let forbiddenActionSchemeBytes: [StaticString] = ["javascript", "data", "file", "vbscript"]

  static func isAllowedRemote(_ url: URL, scheme: String) -> Bool {
    guard let host = url.host?.lowercased(), !host.isEmpty else { return false }
    switch scheme {
    case "https": return true
    case "http": return isLoopback(host)
    default: return false
    }
  }

  static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if bare == "localhost" || bare == "::1" { return true }
    let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }
}
