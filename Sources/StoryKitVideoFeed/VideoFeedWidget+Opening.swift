import Foundation
import StoryKit
import StoryKitUI

/// Opening an item by ID or by deep link: the path of a tap on the item. In the video feed each
/// item is a group of one story, both with the item's ID: `open(groupID: item.id)` opens it, and
/// a story ID, when given, must be the item's ID too.
extension VideoFeedWidget: WaitingStoryOpening {
  /// The feed's items as the player's groups, in the feed's order; empty before content.
  public var openableGroups: [StoryGroup] {
    feedView.items.enumerated().map { $1.storyGroup(index: $0) }
  }

  /// Opens the item `link` names as a tap on it would, with a tap's analytics. Before the widget
  /// has content the request waits up to ``openingTimeout``.
  public func open(_ link: StoryLink, completion: StoryOpenCompletion?) {
    requestOpening(link, completion: completion)
  }

  package var noOpenableContentReason: String { "the content has no video feed items" }

  package func openLocated(
    _ group: StoryGroup, at groupIndex: Int, storyIndex: Int?, completion: @escaping StoryOpenCompletion
  ) {
    open(at: groupIndex, completion: completion)
  }
}
