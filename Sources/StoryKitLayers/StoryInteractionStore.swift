import Foundation
import StoryKit

/// Where a poll vote, a quiz answer or a rating is remembered: one user, one story, one layer.
public struct StoryInteractionKey: Sendable, Hashable {
  /// The user, or `nil` for a user the app has not identified.
  public var userID: String?
  /// The story holding the layer.
  public var storyID: String
  /// The poll or quiz layer.
  public var layerID: String

  /// Creates a key.
  public init(userID: String?, storyID: String, layerID: String) {
    self.userID = userID
    self.storyID = storyID
    self.layerID = layerID
  }
}

/// Remembers which option each user chose in each poll and quiz, and the value each gave each
/// rating, so that a story opened again shows the vote, the revealed answer or the rating instead
/// of asking again.
///
/// ```swift
/// layers.interactionStore = FileStoryInteractionStore(fileURL: appSupport.appendingPathComponent("votes.json"))
/// layers.userID = "user-42"
/// ```
///
/// Thread safety: implementations must allow calls from any thread; the layers call them on the
/// main actor, so keep them quick.
public protocol StoryInteractionStore: Sendable {
  /// The option index chosen for `key`, or `nil` when the user has not voted or answered.
  func selectedOption(for key: StoryInteractionKey) -> Int?
  /// Remembers the option index chosen for `key`, replacing an earlier one.
  func setSelectedOption(_ option: Int, for key: StoryInteractionKey)
  /// The value (0…1) the user gave the rating layer of `key`, or `nil` before rating.
  func ratingValue(for key: StoryInteractionKey) -> Double?
  /// Remembers the value (0…1) the user gave the rating layer of `key`, replacing an earlier one.
  func setRatingValue(_ value: Double, for key: StoryInteractionKey)
}

extension StoryInteractionStore {
  /// A rating's value in thousandths: how ``ratingValue(for:)`` and ``setRatingValue(_:for:)``
  /// keep it as an option index by default, so every store (and every file a
  /// ``FileStoryInteractionStore`` wrote before ratings existed) keeps ratings unchanged.
  public static var ratingScale: Int { 1000 }

  /// The stored option under `key` read as thousandths, clamped to 0…1; `nil` when none is stored.
  public func ratingValue(for key: StoryInteractionKey) -> Double? {
    selectedOption(for: key).map { min(1, max(0, Double($0) / Double(Self.ratingScale))) }
  }

  /// Stores `value` (clamped to 0…1; not a number counts as 0) as thousandths, an option index
  /// under `key`.
  public func setRatingValue(_ value: Double, for key: StoryInteractionKey) {
    let clamped = value.isFinite ? min(1, max(0, value)) : 0
    setSelectedOption(Int((clamped * Double(Self.ratingScale)).rounded()), for: key)
  }
}

/// A ``StoryInteractionStore`` that forgets everything when the process ends: the default, and
/// what tests use.
public final class InMemoryStoryInteractionStore: StoryInteractionStore {
  private let answers: Mutex<[StoryInteractionKey: Int]>

  /// Creates a store holding `answers` (empty by default).
  public init(_ answers: [StoryInteractionKey: Int] = [:]) {
    self.answers = Mutex(answers)
  }

  /// The option index chosen for `key`, or `nil`.
  public func selectedOption(for key: StoryInteractionKey) -> Int? {
    answers.withLock { $0[key] }
  }

  /// Remembers the option index chosen for `key`.
  public func setSelectedOption(_ option: Int, for key: StoryInteractionKey) {
    answers.withLock { $0[key] = option }
  }

  /// How many answers the store holds.
  public var count: Int {
    answers.withLock { $0.count }
  }
}
