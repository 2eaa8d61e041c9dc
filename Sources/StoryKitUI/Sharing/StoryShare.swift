import Foundation
import StoryKit

/// What the story player's share button hands the app, for its own share sheet: the story, and
/// what ``StoryShareOptions`` asked for, a link and a picture.
///
/// ```swift
/// func storyPlayer(_ player: StoryPlayerView, didShare share: StoryShare) {
///   var items: [Any] = []
///   if let url = share.url { items.append(url) }
///   if let image = share.image { items.append(image.pngData) }
///   presentShareSheet(items)
/// }
/// ```
public struct StoryShare: Sendable, Hashable {
  /// The group shown.
  public var group: StoryGroup
  /// The story shown.
  public var story: Story
  /// The link built from ``StoryShareOptions/urlTemplate``; `nil` without a template.
  public var url: URL?
  /// The story as the user saw it, without the player's chrome; `nil` unless
  /// ``StoryShareOptions/includesImage`` is set and a renderer is linked.
  public var image: StoryShareImage?

  /// Creates a share.
  public init(group: StoryGroup, story: Story, url: URL? = nil, image: StoryShareImage? = nil) {
    self.group = group
    self.story = story
    self.url = url
    self.image = image
  }
}

/// A picture of a story to share: PNG data and its size in pixels.
public struct StoryShareImage: Sendable, Hashable {
  /// The PNG file's bytes.
  public var pngData: Data
  /// Its width in pixels.
  public var pixelWidth: Int
  /// Its height in pixels.
  public var pixelHeight: Int

  /// Creates a picture.
  public init(pngData: Data, pixelWidth: Int, pixelHeight: Int) {
    self.pngData = pngData
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}
