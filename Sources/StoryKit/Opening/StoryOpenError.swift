/// Why a request to open a story by ID or by deep link did not open it. Every request ends either
/// in an ``OpenedStory`` or in one of these; none is dropped.
public enum StoryOpenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The deep link does not name a group (and story) the way ``StoryLink`` reads them.
  case malformedURL(String, reason: String)
  /// The content has no group with this ID.
  case unknownGroup(String)
  /// The group is there, but has no story with this ID.
  case unknownStory(groupID: String, storyID: String)
  /// The content did not arrive within the timeout the app set, in seconds.
  case timeout(seconds: Double)
  /// The content arrived, or failed to, with nothing that opens stories: the feed failed to load
  /// with nothing cached, no variant is shown to this user, or the widget shown opens no stories.
  case noContent(reason: String)
  /// The story is there, but no player could open: no story presenter is registered, or it
  /// declined.
  case cannotPresent(reason: String)
  /// A later request replaced this one while it waited.
  case superseded(by: StoryLink)

  public var description: String {
    switch self {
    case .malformedURL(let url, let reason):
      "expected a deep link naming a story group, but \(url.clipped(to: 120)): \(reason)"
    case .unknownGroup(let group):
      "expected a story group with ID \"\(group.clipped())\", found none in the content"
    case .unknownStory(let group, let story):
      "expected a story with ID \"\(story.clipped())\" in group \"\(group.clipped())\", found none"
    case .timeout(let seconds):
      "expected the content within \(seconds) s, but it did not arrive"
    case .noContent(let reason):
      "expected content with stories to open, but \(reason)"
    case .cannotPresent(let reason):
      "expected to open the player, but \(reason)"
    case .superseded(let link):
      "replaced by a later request for the \(link) before the content arrived"
    }
  }
}
