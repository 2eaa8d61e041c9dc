import Foundation

/// Reads WebVTT captions files into ``CaptionCue``s, keeping every valid cue and reporting each
/// problem as a ``Diagnostic`` whose message starts with its line number.
///
/// ```swift
/// let result = WebVTTParser().parse("WEBVTT\n\n00:01.000 --> 00:03.500\nHello <b>there</b>\n")
/// result.cues.first?.text       // "Hello there"
/// result.track.cues(at: 2).count  // 1
/// ```
///
/// What it reads, after the WebVTT specification:
/// - the `WEBVTT` header line (one byte-order mark before it is dropped, as UTF-8 decoding does;
///   a second is not, and the file is then not read); without it nothing is read. Header lines up
///   to the first blank line are skipped.
/// - blocks separated by blank lines; `\n`, `\r\n` and `\r` all end a line; a NUL becomes
///   U+FFFD.
/// - whitespace around a timing's arrow and before its settings is the ASCII whitespace of the
///   specification: space, tab and form feed (U+000C).
/// - `NOTE`, `STYLE` and `REGION` blocks are skipped.
/// - a cue: an optional identifier line, a timing line `hh:mm:ss.ttt --> hh:mm:ss.ttt` (hours
///   optional, `mm:ss.ttt`), then its text lines, line breaks kept. Whatever follows the end
///   time (after any whitespace) is the settings remainder, as the specification's parser reads it:
///   kept as written in ``CaptionCue/settings`` and not applied.
/// - cue text: `<b>`, `<i>` and `<u>` become styled runs; the other tags (`<c.class>`,
///   `<v Name>`, `<lang>`, `<ruby>`, `<rt>`, timestamps `<00:01.000>`) are removed and their
///   text kept; `&amp;` `&lt;` `&gt;` `&nbsp;` `&lrm;` `&rlm;` and numeric references are decoded.
///
/// A malformed cue (a timing that does not parse, an end not after its start, a block without a
/// timing) is skipped with a diagnostic naming its line and what was expected; the rest are kept.
/// Work is linear in the input and bounded by ``Limits``; no input makes it crash.
public struct WebVTTParser: Sendable {
  /// What one parse returns: the valid cues in file order and the problems found.
  public struct Result: Sendable, Hashable {
    /// The cues read, in the order of the file.
    public var cues: [CaptionCue]
    /// The problems, each message starting with `line N:`.
    public var diagnostics: [Diagnostic]

    /// The cues as a track, ordered by start time for lookups.
    public var track: CaptionTrack { CaptionTrack(cues: cues) }
  }

  /// The bounds that keep a hostile or broken file cheap.
  public struct Limits: Sendable, Hashable {
    /// Bytes read; the rest of a larger file is ignored with a diagnostic. Default 4 MiB (a
    /// two-hour film's captions are about 150 KB).
    public var maxBytes: Int
    /// Cues kept; later cues are ignored with one diagnostic. Default 10,000.
    public var maxCues: Int
    /// Characters (Unicode scalars) per line; a longer line is cut with a diagnostic. Default 1,000.
    public var maxLineLength: Int
    /// Diagnostics listed; past it one last diagnostic says how many more there were. Default 100.
    public var maxDiagnostics: Int

    /// Creates limits; values below 1 become 1.
    public init(
      maxBytes: Int = 4 << 20, maxCues: Int = 10_000, maxLineLength: Int = 1_000, maxDiagnostics: Int = 100
    ) {
      self.maxBytes = max(1, maxBytes)
      self.maxCues = max(1, maxCues)
      self.maxLineLength = max(1, maxLineLength)
      self.maxDiagnostics = max(1, maxDiagnostics)
    }
  }

  /// The bounds in effect.
  public var limits: Limits

  /// Creates a parser.
  public init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Parses a file's bytes as UTF-8; bytes that are not UTF-8 become U+FFFD with a warning.
  public func parse(_ data: Data) -> Result {
    var report = Report(limit: limits.maxDiagnostics)
    var bytes = data
    if bytes.count > limits.maxBytes {
      report.add(
        .error, .limitExceeded, line: nil,
        "expected at most \(limits.maxBytes) bytes, found \(bytes.count); the rest of the file is ignored")
      bytes = bytes.prefix(limits.maxBytes)
    }
    // Decoded keeping a byte-order mark (`String(bytes:encoding:)` drops one): ``splitLines``
    // drops exactly one, so that a second one stays and rejects the file.
    let text = String(decoding: bytes, as: UTF8.self)
    if !text.utf8.elementsEqual(bytes) {
      report.add(
        .warning, .invalidUTF8, line: nil, "expected UTF-8 text; bytes that are not were replaced by U+FFFD")
    }
    return parse(text, report: report)
  }

  /// Parses captions text.
  public func parse(_ text: String) -> Result {
    parse(text, report: Report(limit: limits.maxDiagnostics))
  }

  private func parse(_ text: String, report initial: Report) -> Result {
    var report = initial
    let lines = splitLines(text, report: &report)
    var cues: [CaptionCue] = []
    guard let first = lines.first, Self.isHeader(first) else {
      report.add(
        .error, .syntax, line: 1,
        "expected the header \"WEBVTT\", found \"\((lines.first ?? "").clipped())\"; no captions are read")
      return Result(cues: [], diagnostics: report.finished())
    }
    var index = 1
    // Header lines end at a blank line, or at a timing line that starts the first cue.
    while index < lines.count, !lines[index].isEmpty, !lines[index].contains("-->") { index += 1 }
    while index < lines.count {
      guard !lines[index].isEmpty else {
        index += 1
        continue
      }
      let block = index
      if Self.isSkippedBlock(lines[block]) {
        index = Self.blankLine(after: block, in: lines)
        continue
      }
      var timing = block
      var id: String?
      if !lines[block].contains("-->") {
        guard block + 1 < lines.count, lines[block + 1].contains("-->") else {
          report.add(
            .error, .syntax, line: block + 1,
            "expected a cue: an optional identifier, then a timing such as \"00:01.000 --> 00:04.000\", found \"\(lines[block].clipped())\"; the block is skipped"
          )
          index = Self.blankLine(after: block, in: lines)
          continue
        }
        id = lines[block]
        timing = block + 1
      }
      var end = timing + 1
      while end < lines.count, !lines[end].isEmpty, !lines[end].contains("-->") { end += 1 }
      index = end
      guard let times = readTiming(lines[timing], line: timing + 1, report: &report) else { continue }
      guard cues.count < limits.maxCues else {
        report.add(
          .error, .limitExceeded, line: timing + 1,
          "expected at most \(limits.maxCues) cues; this cue and the rest of the file are ignored")
        break
      }
      let payload = lines[(timing + 1)..<end].joined(separator: "\n")
      cues.append(
        CaptionCue(
          id: id, start: times.start, end: times.end, runs: CueTextReader.runs(payload),
          settings: times.settings))
    }
    return Result(cues: cues, diagnostics: report.finished())
  }

  /// The text's lines, each cut at ``Limits/maxLineLength``; one byte-order mark first is dropped
  /// and a NUL becomes U+FFFD (the specification's preprocessing).
  private func splitLines(_ text: String, report: inout Report) -> [String] {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    var length = 0
    var previousWasReturn = false
    var isFirst = true
    func finish() {
      lines.append(String(line))
      line = String.UnicodeScalarView()
      length = 0
    }
    for scalar in text.unicodeScalars {
      defer { isFirst = false }
      if isFirst && scalar == "\u{FEFF}" { continue }
      if scalar == "\n" {
        if !previousWasReturn { finish() }
        previousWasReturn = false
        continue
      }
      previousWasReturn = scalar == "\r"
      if scalar == "\r" {
        finish()
        continue
      }
      if length == limits.maxLineLength {
        report.add(
          .warning, .limitExceeded, line: lines.count + 1,
          "expected at most \(limits.maxLineLength) characters on a line; the rest of the line is dropped")
      }
      if length < limits.maxLineLength { line.append(scalar == "\u{0}" ? "\u{FFFD}" : scalar) }
      length += 1
    }
    if !line.isEmpty { finish() }
    return lines
  }

  /// A header line: `WEBVTT` alone or followed by a space or tab and anything.
  static func isHeader(_ line: String) -> Bool {
    guard line.hasPrefix("WEBVTT") else { return false }
    let rest = line.unicodeScalars.dropFirst(6)
    return rest.first.map { $0 == " " || $0 == "\t" } ?? true
  }

  /// A `NOTE`, `STYLE` or `REGION` block's first line.
  static func isSkippedBlock(_ line: String) -> Bool {
    for keyword in ["NOTE", "STYLE", "REGION"] where line.hasPrefix(keyword) {
      let rest = line.unicodeScalars.dropFirst(keyword.unicodeScalars.count)
      if rest.first.map({ $0 == " " || $0 == "\t" }) ?? true { return true }
    }
    return false
  }

  /// The index of the first blank line after `index`, or the end.
  static func blankLine(after index: Int, in lines: [String]) -> Int {
    var next = index + 1
    while next < lines.count, !lines[next].isEmpty { next += 1 }
    return next
  }
}
