import Foundation

/// An image quiz layer: a question whose two to four answers are pictures, one of them right.
///
/// ```swift
/// let quiz = ImageQuizLayer(
///   question: "Which one is Lisbon?",
///   options: [
///     .init(imageURL: URL(string: "https://cdn.example.com/lisbon.jpg")!, label: "A"),
///     .init(imageURL: URL(string: "https://cdn.example.com/porto.jpg")!, label: "B"),
///   ],
///   correctIndex: 0)
/// ```
public struct ImageQuizLayer: Sendable, Hashable {
  /// One picture answer.
  public struct Option: Sendable, Hashable {
    /// The picture, a content URL.
    public var imageURL: URL
    /// A caption under the picture, also what a screen reader says; `nil` for none (a screen
    /// reader then says "Option 2 of 3").
    public var label: String?

    /// Creates an option.
    public init(imageURL: URL, label: String? = nil) {
      self.imageURL = imageURL
      self.label = label
    }
  }

  /// The question.
  public var question: String
  /// Two to four picture answers.
  public var options: [Option]
  /// The index of the right answer in ``options``.
  public var correctIndex: Int

  /// Creates an image quiz layer.
  public init(question: String, options: [Option], correctIndex: Int) {
    self.question = question
    self.options = options
    self.correctIndex = correctIndex
  }
}
