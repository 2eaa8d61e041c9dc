import StoryKit
import StoryKitUI

extension StoryInteractionStore {
  /// Whether a yes-or-no state is on for `key`: a countdown's reminder set, a story liked.
  ///
  /// Such states are kept as options, `1` for on and `0` for off, so every store, the file store
  /// and an app's own, remembers them as it remembers votes.
  ///
  /// ```swift
  /// let key = StoryInteractionKey(userID: "user-42", storyID: "s1", layerID: "countdown")
  /// store.setOn(true, for: key)
  /// store.isOn(for: key)  // true
  /// ```
  public func isOn(for key: StoryInteractionKey) -> Bool {
    selectedOption(for: key) == 1
  }

  /// Turns a yes-or-no state on or off for `key` (stored as option `1` or `0`).
  public func setOn(_ isOn: Bool, for key: StoryInteractionKey) {
    setSelectedOption(isOn ? 1 : 0, for: key)
  }
}

extension StoryInteractionKey {
  /// The layer ID under which a story's like is kept: empty, which no layer of a feed has (the
  /// decoder refuses an empty layer ID).
  public static let storyLayerID = ""

  /// The key of a user's like of a story: the story itself rather than one of its layers.
  public static func like(userID: String?, storyID: String) -> StoryInteractionKey {
    StoryInteractionKey(userID: userID, storyID: storyID, layerID: storyLayerID)
  }
}
