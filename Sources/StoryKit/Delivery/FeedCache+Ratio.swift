import Foundation

/// The ratio of the widget each token showed last, beside its feed: what lets a host size a
/// placement before its feed arrives, so the page does not shift when the widget appears.
///
/// One small file per token, `<token>.ratio` in the cache's folder, replaced atomically:
///
/// ```
/// storykit-widget-ratio 1\n
/// {"token":"home-top","ratio":4}\n
/// ```
///
/// A file that is unreadable, has another header, is not that JSON, belongs to another token, or
/// holds a ratio that is not a positive finite number is never trusted: ``loadRatio(token:)``
/// returns `nil` with a warning ``Diagnostic`` naming the file, and the next content shown writes
/// a good one over it.
extension FeedCache {
  /// The first line of every ratio file.
  static let ratioMagic = "storykit-widget-ratio 1"
  /// The largest ratio file read; a bigger one is damaged (a good one is under 200 bytes).
  static let ratioFileLimit = 4_096

  /// The ratio file of `token`.
  public func ratioFileURL(for token: String) -> URL {
    directory.appendingPathComponent("\(token).ratio")
  }

  /// The remembered width-to-height ratio of `token`'s widget: `nil` without a diagnostic when
  /// there is no file, `nil` with a warning naming the file when it is damaged.
  public func loadRatio(token: String) -> (ratio: Double?, diagnostics: [Diagnostic]) {
    let url = ratioFileURL(for: token)
    let data: Data?
    do {
      data = try DurableFile.read(url)
    } catch {
      return (nil, [ignoredRatio(url, "a file that cannot be read (\(error.reason))")])
    }
    guard let data else { return (nil, []) }
    switch Self.parseRatio(data, token: token) {
    case .success(let ratio): return (ratio, [])
    case .failure(let problem): return (nil, [ignoredRatio(url, problem.reason)])
    }
  }

  /// Remembers `ratio` as the ratio of `token`'s widget, atomically.
  public func storeRatio(_ ratio: Double, token: String) throws(StoreError) {
    let line: JSONValue = .object(["token": .string(token), "ratio": .number(ratio)])
    do {
      let json = try line.jsonData()
      try DurableFile.createDirectory(directory)
      try DurableFile.replace(
        ratioFileURL(for: token), with: Data("\(Self.ratioMagic)\n".utf8) + json + Data("\n".utf8))
    } catch let error as DurableFile.Failure {
      throw StoreError(path: error.path, reason: error.reason)
    } catch {
      throw StoreError(
        path: ratioFileURL(for: token).path, reason: "a ratio that cannot be written (\(ratio))")
    }
  }

  /// Forgets `token`'s ratio (its placement showed nothing), if one was remembered.
  public func removeRatio(token: String) {
    try? FileManager.default.removeItem(at: ratioFileURL(for: token))
  }

  private func ignoredRatio(_ url: URL, _ found: String) -> Diagnostic {
    Diagnostic(
      .warning, .invalidValue, at: .root,
      "expected a widget ratio file at \(url.path), found \(found); it is ignored and the placement sized when "
        + "its widget is ready")
  }

  private struct RatioProblem: Error {
    var reason: String
  }

  private static func parseRatio(_ data: Data, token: String) -> Result<Double, RatioProblem> {
    guard data.count <= ratioFileLimit else {
      return .failure(RatioProblem(reason: "\(data.count) bytes, more than a ratio file holds"))
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == Substring(ratioMagic) else {
      return .failure(RatioProblem(reason: "no ratio header"))
    }
    guard lines.count >= 2, let json = try? JSONValue(parsing: Data(lines[1].utf8)),
      case .object(let object) = json
    else {
      return .failure(RatioProblem(reason: "no ratio line (a truncated or damaged file)"))
    }
    guard case .string(let owner) = object["token"] else {
      return .failure(RatioProblem(reason: "no token"))
    }
    guard owner == token else {
      return .failure(RatioProblem(reason: "the ratio of another token, \"\(owner.clipped())\""))
    }
    guard case .number(let ratio) = object["ratio"], ratio.isFinite, ratio > 0 else {
      return .failure(RatioProblem(reason: "a ratio that is not a positive number"))
    }
    return .success(ratio)
  }
}
