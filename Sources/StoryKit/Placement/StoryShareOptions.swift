import Foundation

/// What the story player's share button gives the app besides the story: a link built from a
/// template, and a picture of the story as the user saw it.
///
/// ```swift
/// let config = try PlacementConfig.Builder()
///   .share(StoryShareOptions(urlTemplate: "https://acme.example/stories/{groupId}/{storyId}", includesImage: true))
///   .build(token: "home-top")
/// ```
public struct StoryShareOptions: Sendable, Hashable {
  /// The link's template: `{groupId}` and `{storyId}` are replaced by the shared story's group
  /// and story IDs, percent-encoded. It must give an `https`
  /// (or `http`) URL; ``PlacementConfig/Builder/build(token:)`` checks it.
  public var urlTemplate: String?
  /// Whether the app gets a picture of the story (`StoryShareImage`, StoryKitUI): the story's picture and
  /// layers as shown, without the progress bars and the header, at ``imagePixelWidth`` ×
  /// ``imagePixelHeight``.
  public var includesImage: Bool
  /// The picture's width in pixels (default 1,080; 64 to 4,096).
  public var imagePixelWidth: Int
  /// The picture's height in pixels (default 1,920; 64 to 4,096).
  public var imagePixelHeight: Int
  /// A logo drawn in the picture's bottom trailing corner, an eighth of its width, with an app
  /// icon's rounded corners; `nil` for none.
  public var logoURL: URL?

  /// Creates options; sizes out of range are clamped.
  public init(
    urlTemplate: String? = nil, includesImage: Bool = false, imagePixelWidth: Int = 1_080,
    imagePixelHeight: Int = 1_920, logoURL: URL? = nil
  ) {
    self.urlTemplate = urlTemplate
    self.includesImage = includesImage
    self.imagePixelWidth = min(max(imagePixelWidth, 64), 4_096)
    self.imagePixelHeight = min(max(imagePixelHeight, 64), 4_096)
    self.logoURL = logoURL
  }

  /// The link for a story, or `nil` without a template or when it gives no http(s) URL.
  public func url(groupID: String, storyID: String) -> URL? {
    guard let urlTemplate else { return nil }
    let filled =
      urlTemplate
      .replacingOccurrences(of: "{groupId}", with: Self.encoded(groupID))
      .replacingOccurrences(of: "{storyId}", with: Self.encoded(storyID))
    guard let url = URL(string: filled), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", url.host?.isEmpty == false
    else { return nil }
    return url
  }

  /// Why ``urlTemplate`` cannot give links, or `nil` when it can.
  var templateProblem: String? {
    guard let urlTemplate else { return nil }
    guard url(groupID: "g", storyID: "s") != nil else {
      return "expected an https URL with {groupId} or {storyId} in it, found \"\(urlTemplate.clipped())\""
    }
    return nil
  }

  private static func encoded(_ value: String) -> String { PercentEncoding.unreserved(value) }
}
