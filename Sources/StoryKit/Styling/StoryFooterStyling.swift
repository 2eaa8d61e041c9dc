import Foundation

/// What the player's footer shows: the row at the bottom of a story, under the story's content.
///
/// ```swift
/// var player = StoryPlayerStyling()
/// player.footer.isLikeButtonVisible = true
/// ```
public struct StoryFooterStyling: Sendable, Hashable {
  /// Whether the like button (a heart at the bottom corner on the trailing side) shows; off
  /// unless set.
  public var isLikeButtonVisible: Bool?

  /// Creates footer styling; everything unset by default.
  public init(isLikeButtonVisible: Bool? = nil) {
    self.isLikeButtonVisible = isLikeButtonVisible
  }

  /// This styling's set values over `base`'s.
  public func overriding(_ base: StoryFooterStyling) -> StoryFooterStyling {
    StoryFooterStyling(isLikeButtonVisible: isLikeButtonVisible ?? base.isLikeButtonVisible)
  }
}
