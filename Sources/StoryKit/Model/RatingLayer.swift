/// A rating slider layer: a question over a track with an emoji the viewer drags, from 0 at the
/// leading end to 1 at the trailing end.
///
/// ```swift
/// let rating = RatingLayer(question: "How much do you love it?", emoji: "🔥")
/// ```
public struct RatingLayer: Sendable, Hashable {
  /// The emoji the layer shows when the feed names none.
  public static let defaultEmoji = "😍"

  /// The question; may be empty.
  public var question: String
  /// The emoji on the track.
  public var emoji: String
  /// The colour of the filled part of the track; `nil` for the layers' accent.
  public var trackColor: Color?
  /// The question's colour; `nil` for the card's text colour.
  public var textColor: Color?

  /// Creates a rating layer.
  public init(
    question: String, emoji: String = RatingLayer.defaultEmoji, trackColor: Color? = nil,
    textColor: Color? = nil
  ) {
    self.question = question
    self.emoji = emoji
    self.trackColor = trackColor
    self.textColor = textColor
  }
}
