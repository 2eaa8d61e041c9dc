import Foundation
import StoryKit

extension VideoFeedItem {
  /// The item as a story group of one video story, for the fullscreen player: the group is named
  /// after the item, its icon is the poster, and the story carries the item's action and
  /// products.
  ///
  /// ```swift
  /// let groups = feed.videoFeed.enumerated().map { $1.storyGroup(index: $0) }
  /// player.open(groups, at: tappedIndex)
  /// ```
  ///
  /// A duration a video cannot have (see ``VideoDurationText/validSeconds(_:)``) is left out, so
  /// the story lasts as long as the video turns out to be (or the player's default).
  /// - Parameter index: The item's place in the feed, the group's order.
  public func storyGroup(index: Int) -> StoryGroup {
    var video = self.video
    video.duration = VideoDurationText.validSeconds(video.duration)
    let story = Story(
      id: id, title: title, index: 0, duration: video.duration, media: .video(video), action: action,
      products: products)
    return StoryGroup(id: id, title: title, iconURL: video.posterURL, index: index, stories: [story])
  }
}
