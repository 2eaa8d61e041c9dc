/// One caption of a video: when it shows and its text, as styled runs.
///
/// ```swift
/// let cue = CaptionCue(start: 1, end: 2.5, runs: [.init("Hello "), .init("there", style: .bold)])
/// cue.text  // "Hello there"
/// ```
public struct CaptionCue: Sendable, Hashable {
  /// Bold, italic and underline, as WebVTT's `<b>`, `<i>` and `<u>` set them.
  public struct Style: OptionSet, Sendable, Hashable {
    /// The style bits.
    public let rawValue: UInt8
    /// Creates a style from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `<b>`.
    public static let bold = Style(rawValue: 1 << 0)
    /// `<i>`.
    public static let italic = Style(rawValue: 1 << 1)
    /// `<u>`.
    public static let underline = Style(rawValue: 1 << 2)
  }

  /// A stretch of text in one style; line breaks inside it are `"\n"`.
  public struct Run: Sendable, Hashable {
    /// The text, with entities decoded and tags removed.
    public var text: String
    /// How it is styled.
    public var style: Style

    /// Creates a run.
    public init(_ text: String, style: Style = []) {
      self.text = text
      self.style = style
    }
  }

  /// The cue's identifier, if the file gives one.
  public var id: String?
  /// When the cue appears, in seconds from the start of the video.
  public var start: Double
  /// When it disappears, in seconds; always after ``start``.
  public var end: Double
  /// The text in styled runs, adjacent runs of one style merged.
  public var runs: [Run]
  /// The cue settings after the timing (`line:90% align:center`), kept as written and not applied:
  /// the caption view centres every cue at the bottom.
  public var settings: String

  /// Creates a cue.
  public init(id: String? = nil, start: Double, end: Double, runs: [Run], settings: String = "") {
    self.id = id
    self.start = start
    self.end = end
    self.runs = runs
    self.settings = settings
  }

  /// The text without styles, lines separated by `"\n"`.
  public var text: String { runs.map(\.text).joined() }

  /// The text split at its line breaks, each line's runs kept (a line of only a break is empty).
  public var lines: [[Run]] {
    var lines: [[Run]] = [[]]
    for run in runs {
      let parts = run.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() {
        if index > 0 { lines.append([]) }
        if !part.isEmpty { lines[lines.count - 1].append(Run(String(part), style: run.style)) }
      }
    }
    return lines
  }

  /// Whether the cue shows at `time`: from its start, up to but not including its end.
  public func isActive(at time: Double) -> Bool {
    start <= time && time < end
  }
}
