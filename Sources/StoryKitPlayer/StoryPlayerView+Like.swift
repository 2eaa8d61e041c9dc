import Foundation
import StoryKit
import StoryKitUI

extension StoryPlayerView {
  /// Whether the user (``userID``) liked `story`, as the ``interactionStore`` remembers it.
  public func isLiked(_ story: Story) -> Bool {
    interactionStore.isOn(for: .like(userID: userID, storyID: story.id))
  }

  /// The like button, or the L key: likes the current story, or takes the like back. The
  /// interaction store remembers it per user, a `storyLiked` or `storyUnliked` event is recorded,
  /// and the delegate hears ``StoryPlayerDelegate/storyPlayer(_:didChangeLike:for:)``.
  public func toggleLike() {
    guard let playback, !playback.isDismissed, let story = playback.story else { return }
    let isLiked = !isLiked(story)
    interactionStore.setOn(isLiked, for: .like(userID: userID, storyID: story.id))
    analytics?.record(isLiked ? .storyLiked : .storyUnliked, in: playback)
    delegate?.storyPlayer(self, didChangeLike: isLiked, for: story)
    for page in pages { page.footerView.likeButton.setNeedsDisplay() }
  }
}
