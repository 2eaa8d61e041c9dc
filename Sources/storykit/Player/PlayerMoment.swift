import Foundation

/// One moment of playback: a story of the group, counting from 1, and seconds into it.
///
/// ```swift
/// let moment = PlayerMoment(story: 2, time: 1.5)  // story 2, 1.5 s in
/// let strip = try PlayerMoment.filmstrip("0,2.5,2:1", story: 1)  // story 1 at 0 s and 2.5 s, story 2 at 1 s
/// ```
struct PlayerMoment: Equatable, Sendable {
  /// The story, counting from 1.
  var story: Int
  /// Seconds into the story (finite, at least 0).
  var time: Double

  /// The most frames a filmstrip takes.
  static let filmstripLimit = 12

  /// `story 2 · 1.5 s`, the filmstrip's caption.
  var caption: String { "story \(story) · \(PlayerRenderError.seconds(time)) s" }

  /// Reads `--filmstrip`: moments separated by commas, each `T` (seconds into `story`, the
  /// `--story` given) or `S:T` (seconds into story S, counting from 1); a failure names what is wrong.
  static func filmstrip(_ text: String, story: Int) -> Result<[PlayerMoment], FilmstripSyntaxError> {
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard items.count <= filmstripLimit else { return .failure(.tooMany(items.count)) }
    var moments: [PlayerMoment] = []
    for item in items {
      let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let storyText = parts.count == 2 ? parts[0] : nil
      guard parts.count <= 2, let timeText = parts.last, let time = Double(timeText), time.isFinite, time >= 0
      else { return .failure(.badMoment(item)) }
      var number = story
      if let storyText {
        guard let parsed = Int(storyText), parsed >= 1 else { return .failure(.badMoment(item)) }
        number = parsed
      }
      moments.append(PlayerMoment(story: number, time: time))
    }
    return .success(moments)
  }

  /// What is wrong with a `--filmstrip` value.
  enum FilmstripSyntaxError: Error, Equatable {
    /// More moments than ``PlayerMoment/filmstripLimit``.
    case tooMany(Int)
    /// An item that is not `T` or `S:T` with S ≥ 1 and a finite T ≥ 0.
    case badMoment(String)

    /// For the usage error: `"x" is not a moment`.
    var expected: String {
      switch self {
      case .tooMany(let count):
        "at most \(PlayerMoment.filmstripLimit) moments, not \(count),"
      case .badMoment(let item):
        "moments such as 0,1.5,3 (seconds) or 1:0,2:2.5 (story:seconds), with \"\(item)\" not one of them,"
      }
    }
  }
}
