import Foundation

/// One screen of a story group: a picture or a video with layers on top.
public struct Story: Sendable, Hashable, Identifiable {
  /// Unique within its group.
  public var id: String
  /// The story's title (may be empty).
  public var title: String
  /// The server's order for the story within its group.
  public var index: Int
  /// Whether the user has seen it (server state).
  public var isSeen: Bool
  /// Seconds on screen.
  public var duration: Double
  /// The picture or video.
  public var media: StoryMedia
  /// Layers drawn over the media, in order.
  public var layers: [ContentLayer]
  /// Where a swipe-up or tap-through leads.
  public var action: ContentAction?
  /// Products shown or tagged in the story.
  public var products: [Product]
  /// Whether the story is shown only in test mode.
  public var isTestOnly: Bool
  /// When the story was posted, if the feed says; the player's header shows the time since.
  public var postedAt: Date?

  /// The duration of an image story whose feed gives none.
  public static let defaultImageDuration: Double = 5

  /// Creates a story. Without a duration, a video lasts as long as its media and an image 5 s.
  public init(
    id: String, title: String = "", index: Int = 0, isSeen: Bool = false, duration: Double? = nil,
    media: StoryMedia, layers: [ContentLayer] = [], action: ContentAction? = nil,
    products: [Product] = [], isTestOnly: Bool = false, postedAt: Date? = nil
  ) {
    self.postedAt = postedAt
    self.id = id
    self.title = title
    self.index = index
    self.isSeen = isSeen
    self.duration = duration ?? media.duration ?? Self.defaultImageDuration
    self.media = media
    self.layers = layers
    self.action = action
    self.products = products
    self.isTestOnly = isTestOnly
  }
}
