/// What a request to open a story by ID or by deep link opened: the group and story the player
/// shows, and where they are in the player's groups.
public struct OpenedStory: Sendable, Hashable {
  /// The group's ID.
  public var groupID: String
  /// The story's ID; `nil` when the group has no stories.
  public var storyID: String?
  /// The group's place in the player's groups (the widget's order).
  public var groupIndex: Int
  /// The story's place in the group.
  public var storyIndex: Int?

  /// Describes an opened story.
  public init(groupID: String, storyID: String?, groupIndex: Int, storyIndex: Int?) {
    self.groupID = groupID
    self.storyID = storyID
    self.groupIndex = groupIndex
    self.storyIndex = storyIndex
  }
}
