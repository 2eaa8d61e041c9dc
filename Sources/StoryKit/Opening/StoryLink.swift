import Foundation

/// A story to open by ID: a group, and optionally one of its stories. It is what
/// `PlacementView.open(groupID:storyID:)` and the widgets' `open` methods look for, and what a
/// deep link names.
///
/// A deep link is any URL (a custom scheme or a universal link) whose query names the group and,
/// optionally, the story; the scheme, host and path are the app's, and other query items are
/// left alone:
///
/// ```text
/// myapp://stories?group=spring-sale&story=s2
/// https://shop.example.com/stories?group=spring-sale        (its first story not seen)
/// ```
///
/// ```swift
/// let link = try StoryLink(url: url)            // throws StoryOpenError.malformedURL
/// let shared = StoryLink(groupID: "spring-sale", storyID: "s2").url(base: appURL)
/// ```
///
/// The query's values are percent-decoded. A URL without `group`, with an empty one, or with
/// `group` or `story` named twice is malformed.
public struct StoryLink: Sendable, Hashable, CustomStringConvertible {
  /// The query item naming the group.
  public static let groupQueryName = "group"
  /// The query item naming the story.
  public static let storyQueryName = "story"

  /// The ID of the group to open.
  public var groupID: String
  /// The ID of the story to open in it; `nil` opens the group where a tap would, at its first
  /// story not seen.
  public var storyID: String?

  /// A link to `storyID` in `groupID`, or to the group where a tap opens it.
  public init(groupID: String, storyID: String? = nil) {
    self.groupID = groupID
    self.storyID = storyID
  }

  /// Reads the group and the story from a deep link's query.
  ///
  /// - Throws: ``StoryOpenError/malformedURL(_:reason:)`` naming what is missing or repeated.
  public init(url: URL) throws(StoryOpenError) {
    let text = url.absoluteString
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw .malformedURL(text, reason: "it does not parse as a URL")
    }
    let items = components.queryItems ?? []
    let groups = items.filter { $0.name == Self.groupQueryName }
    let stories = items.filter { $0.name == Self.storyQueryName }
    guard groups.count <= 1, stories.count <= 1 else {
      let name = groups.count > 1 ? Self.groupQueryName : Self.storyQueryName
      throw .malformedURL(text, reason: "expected one \"\(name)\" query item, found several")
    }
    guard let group = groups.first?.value, !group.isEmpty else {
      throw .malformedURL(
        text, reason: "expected a \"\(Self.groupQueryName)\" query item naming a group, found none")
    }
    if let story = stories.first, story.value?.isEmpty ?? true {
      throw .malformedURL(
        text, reason: "expected the \"\(Self.storyQueryName)\" query item to name a story, found it empty")
    }
    self.init(groupID: group, storyID: stories.first?.value)
  }

  /// A deep link to this story: `base` with the `group` (and `story`) query items added, its
  /// other query items kept; `nil` when `base` does not parse.
  public func url(base: URL) -> URL? {
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
    var items = (components.queryItems ?? []).filter {
      $0.name != Self.groupQueryName && $0.name != Self.storyQueryName
    }
    items.append(URLQueryItem(name: Self.groupQueryName, value: groupID))
    if let storyID { items.append(URLQueryItem(name: Self.storyQueryName, value: storyID)) }
    components.queryItems = items
    return components.url
  }

  /// Where the link points in `groups`: the group's index, and the story's when the link names
  /// one.
  ///
  /// - Throws: ``StoryOpenError/unknownGroup(_:)`` or ``StoryOpenError/unknownStory(groupID:storyID:)``.
  public func locate(in groups: [StoryGroup]) throws(StoryOpenError) -> (groupIndex: Int, storyIndex: Int?) {
    guard let groupIndex = groups.firstIndex(where: { $0.id == groupID }) else {
      throw .unknownGroup(groupID)
    }
    guard let storyID else { return (groupIndex, nil) }
    guard let storyIndex = groups[groupIndex].stories.firstIndex(where: { $0.id == storyID }) else {
      throw .unknownStory(groupID: groupID, storyID: storyID)
    }
    return (groupIndex, storyIndex)
  }

  public var description: String {
    storyID.map { "story \"\($0.clipped())\" of group \"\(groupID.clipped())\"" }
      ?? "group \"\(groupID.clipped())\""
  }
}
