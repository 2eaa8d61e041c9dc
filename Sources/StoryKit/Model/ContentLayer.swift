import Foundation

/// Something drawn over a story or on a canvas: a caption, a sticker, a button, a poll…
///
/// Its frame is in unit coordinates of the story or canvas, so a layer lands in the same place
/// on every screen size.
public struct ContentLayer: Sendable, Hashable, Identifiable {
  /// The layer's ID (from the feed, or `layer-<position>`).
  public var id: String
  /// Position and size as fractions of the story or canvas.
  public var frame: UnitRect
  /// Clockwise rotation in degrees.
  public var rotation: Double
  /// What the layer is.
  public var kind: Kind

  /// Creates a layer.
  public init(id: String, frame: UnitRect, rotation: Double = 0, kind: Kind) {
    self.id = id
    self.frame = frame
    self.rotation = rotation
    self.kind = kind
  }

  /// What a layer is, with what it shows.
  public enum Kind: Sendable, Hashable {
    /// Text in a box (`text`).
    case text(TextLayer)
    /// A picture from a URL (`image`).
    case image(url: URL)
    /// A button that runs an action (`button`).
    case button(ButtonLayer)
    /// A "swipe up" call to action: its title, and what a swipe or a tap opens (`swipeUp`).
    case swipeUp(title: String, action: ContentAction)
    /// A question with options to vote for, showing the results once voted (`poll`).
    case poll(question: String, options: [String])
    /// A question with one correct answer (`quiz`).
    case quiz(QuizLayer)
    /// A question whose answers are pictures, one of them right (`imageQuiz`).
    case imageQuiz(ImageQuizLayer)
    /// An emoji on a track that the viewer drags to rate from 0 to 1 (`rating`).
    case rating(RatingLayer)
    /// A row of emoji the viewer reacts with (`emojiReaction`).
    case emojiReaction(emojis: [String])
    /// A titled countdown to a date (`countdown`).
    case countdown(title: String, endDate: Date)
    /// A tag naming one of the feed's products by ID (`productTag`).
    case productTag(productID: String)
    /// A promo code in a ticket that a tap copies (`promoCode`).
    case promoCode(PromoCodeLayer)
    /// A layer type this version does not know, kept by name and not drawn.
    case unknown(String)

    /// The wire name of the kind.
    public var name: String {
      switch self {
      case .text: "text"
      case .image: "image"
      case .button: "button"
      case .swipeUp: "swipeUp"
      case .poll: "poll"
      case .quiz: "quiz"
      case .imageQuiz: "imageQuiz"
      case .rating: "rating"
      case .emojiReaction: "emojiReaction"
      case .countdown: "countdown"
      case .productTag: "productTag"
      case .promoCode: "promoCode"
      case .unknown(let name): name
      }
    }

    /// The wire names of the kinds this version knows.
    public static let knownNames = [
      "text", "image", "button", "swipeUp", "poll", "quiz", "imageQuiz", "rating", "emojiReaction",
      "countdown", "productTag", "promoCode",
    ]
  }
}

/// A rectangle in unit coordinates: `0...1` across and down the story or canvas.
public struct UnitRect: Sendable, Hashable {
  /// The left edge, as a fraction of the story's or canvas's width.
  public var x: Double
  /// The top edge, as a fraction of the story's or canvas's height.
  public var y: Double
  /// The width, as a fraction of the story's or canvas's width.
  public var width: Double
  /// The height, as a fraction of the story's or canvas's height.
  public var height: Double

  /// Creates a unit rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// A caption layer.
public struct TextLayer: Sendable, Hashable {
  /// Where text sits within the layer, following the layout direction.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// Against the leading edge (left in left-to-right text).
    case leading
    /// Centred.
    case center
    /// Against the trailing edge (right in left-to-right text).
    case trailing
  }

  /// The text.
  public var text: String
  /// The text colour.
  public var color: Color
  /// A colour behind the text.
  public var backgroundColor: Color?
  /// Points at a 390 pt wide story; scaled with the story.
  public var fontSize: Double
  /// Horizontal alignment.
  public var alignment: Alignment

  /// Creates a text layer.
  public init(
    text: String, color: Color = .white, backgroundColor: Color? = nil, fontSize: Double = 24,
    alignment: Alignment = .center
  ) {
    self.text = text
    self.color = color
    self.backgroundColor = backgroundColor
    self.fontSize = fontSize
    self.alignment = alignment
  }
}

/// A call-to-action button layer.
public struct ButtonLayer: Sendable, Hashable {
  /// The button's label.
  public var title: String
  /// Where it leads.
  public var action: ContentAction
  /// The button's fill.
  public var backgroundColor: Color?
  /// The label's colour.
  public var textColor: Color?

  /// Creates a button layer.
  public init(title: String, action: ContentAction, backgroundColor: Color? = nil, textColor: Color? = nil) {
    self.title = title
    self.action = action
    self.backgroundColor = backgroundColor
    self.textColor = textColor
  }
}

/// A quiz layer: a question with one right answer.
public struct QuizLayer: Sendable, Hashable {
  /// The question.
  public var question: String
  /// Two to four answers.
  public var options: [String]
  /// The index of the right answer in ``options``.
  public var correctIndex: Int

  /// Creates a quiz layer.
  public init(question: String, options: [String], correctIndex: Int) {
    self.question = question
    self.options = options
    self.correctIndex = correctIndex
  }
}
