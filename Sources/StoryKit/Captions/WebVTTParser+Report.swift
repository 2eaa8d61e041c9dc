extension WebVTTParser {
  /// The diagnostics of one parse, capped at a count so a file of garbage stays cheap.
  struct Report {
    let limit: Int
    private(set) var diagnostics: [Diagnostic] = []
    private var dropped = 0

    init(limit: Int) {
      self.limit = limit
    }

    /// Adds a diagnostic whose message starts with `line N:` when a line is given.
    mutating func add(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, line: Int?, _ message: String)
    {
      guard diagnostics.count < limit else {
        dropped += 1
        return
      }
      let text = line.map { "line \($0): " + message } ?? message
      diagnostics.append(Diagnostic(severity, code, at: .root, text))
    }

    /// The diagnostics, with one more that counts those past the limit.
    func finished() -> [Diagnostic] {
      guard dropped > 0 else { return diagnostics }
      return diagnostics + [
        Diagnostic(.warning, .limitExceeded, at: .root, "\(dropped) more problems were found and not listed")
      ]
    }
  }
}
