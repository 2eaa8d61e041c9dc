import Foundation

/// A group of stories shown as one ring in the story bar.
public struct StoryGroup: Sendable, Hashable, Identifiable {
  /// Unique among the feed's groups.
  public var id: String
  /// The title under the icon; may be empty.
  public var title: String
  /// The icon image; `nil` shows the icon's placeholder colour.
  public var iconURL: URL? {
    get { storedIconURL.url }
    set { storedIconURL = newValue.map(StoredURL.init) }
  }
  /// Alternative icons by label (`"dark"`), chosen by the bar's thematic label.
  public var thematicIconURLs: [String: URL] {
    get { storedThematicIconURLs.mapValues(\.url) }
    set { storedThematicIconURLs = newValue.mapValues(StoredURL.init) }
  }
  /// A cover image for the player's group intro.
  public var coverURL: URL? {
    get { storedCoverURL.url }
    set { storedCoverURL = newValue.map(StoredURL.init) }
  }
  // The URLs as the decoder checked them: see `StoredURL`.
  var storedIconURL: StoredURL?
  var storedThematicIconURLs: [String: StoredURL]
  var storedCoverURL: StoredURL?
  /// The server's order for the group.
  public var index: Int
  /// Whether the user has seen every story (server state; merged with the device's seen store).
  public var isSeen: Bool
  /// The stories, in order; at least one after decoding.
  public var stories: [Story]
  /// Whether the server pinned the group (a star badge).
  public var isPinned: Bool
  /// What kind of group this is.
  public var type: StoryGroupType
  /// Whether the group is shown only in test mode.
  public var isTestOnly: Bool

  /// Creates a story group.
  public init(
    id: String, title: String, iconURL: URL? = nil, thematicIconURLs: [String: URL] = [:],
    coverURL: URL? = nil, index: Int = 0, isSeen: Bool = false, stories: [Story],
    isPinned: Bool = false, type: StoryGroupType = .default, isTestOnly: Bool = false
  ) {
    self.id = id
    self.title = title
    storedIconURL = iconURL.map(StoredURL.init)
    storedThematicIconURLs = thematicIconURLs.mapValues(StoredURL.init)
    storedCoverURL = coverURL.map(StoredURL.init)
    self.index = index
    self.isSeen = isSeen
    self.stories = stories
    self.isPinned = isPinned
    self.type = type
    self.isTestOnly = isTestOnly
  }

  /// The icon for a thematic label (`"dark"`), falling back to ``iconURL``.
  public func iconURL(forThematicLabel label: String?) -> URL? {
    guard let label, let thematic = storedThematicIconURLs[label] else { return iconURL }
    return thematic.url
  }
}

/// The kind of a story group.
public enum StoryGroupType: Sendable, Hashable {
  /// An ordinary group.
  case `default`
  /// Interactive video on demand: a camera badge.
  case ivod
  /// A live stream: a LIVE badge.
  case live
  /// An advertisement.
  case ad
  /// A group of shoppable stories.
  case shoppable
  /// A type this version does not know, kept by its name.
  case unknown(String)

  /// Reads a wire name; unknown names become ``unknown(_:)``.
  public init(name: String) {
    self = Self.known.first { $0.name == name } ?? .unknown(name)
  }

  /// The wire name.
  public var name: String {
    switch self {
    case .default: "default"
    case .ivod: "ivod"
    case .live: "live"
    case .ad: "ad"
    case .shoppable: "shoppable"
    case .unknown(let name): name
    }
  }

  /// The types this version knows.
  public static let known: [StoryGroupType] = [.default, .ivod, .live, .ad, .shoppable]
}
