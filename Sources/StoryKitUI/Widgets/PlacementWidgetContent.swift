import StoryKit

/// What a placement hands its widget: the decoded feed, the variant the resolver chose, and the
/// rollout bucket the user fell into.
public struct PlacementWidgetContent: Sendable, Hashable {
  /// The feed, with test-only content already removed outside test mode.
  public var feed: Feed
  /// The chosen variant: the kind, the ratio and the server styling.
  public var variant: WidgetVariant
  /// The user's rollout bucket in `0..<1`, when the placement split its audience.
  public var bucket: Double?

  /// Creates content.
  public init(feed: Feed, variant: WidgetVariant, bucket: Double? = nil) {
    self.feed = feed
    self.variant = variant
    self.bucket = bucket
  }

  /// The placement's token.
  public var placementToken: String { feed.placement.token }
}
