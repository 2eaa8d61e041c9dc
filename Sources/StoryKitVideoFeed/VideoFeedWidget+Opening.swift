import Foundation
import StoryKit
import StoryKitUI

/// Opening an item by ID or by deep link: the path of a tap on the item. In the video feed each
/// item is a group of one story, both with the item's ID: `open(groupID: item.id)` opens it, and
/// a story ID, when given, must be the item's ID too.
extension VideoFeedWidget: StoryOpening {
  /// The feed's items as the player's groups, in the feed's order; empty before content.
  public var openableGroups: [StoryGroup] {
    feedView.items.enumerated().map { $1.storyGroup(index: $0) }
  }

  /// Opens the item `link` names as a tap on it would, with a tap's analytics. Before the widget
  /// has content the request waits up to ``openingTimeout``.
  public func open(_ link: StoryLink, completion: StoryOpenCompletion?) {
    guard hasContent else {
      return openWaiter.wait(
        for: link, timeout: openingTimeout, scheduler: openingTimer, completion: completion)
    }
    openNow(link, completion: completion)
  }

  /// Called after each ``show(_:)``: the request waiting for content opens, or fails when the
  /// content has no video items.
  func openWaitingRequest() {
    guard let waiting = openWaiter.take() else { return }
    guard hasContent else {
      let reason = "the content has no video feed items"
      return StoryOpenWaiter.finish(waiting.completion, .failure(.noContent(reason: reason)))
    }
    openNow(waiting.link, completion: waiting.completion)
  }

  private func openNow(_ link: StoryLink, completion: StoryOpenCompletion?) {
    do throws(StoryOpenError) {
      let (index, _) = try link.locate(in: openableGroups)
      open(at: index, completion: completion ?? { _ in })
    } catch {
      StoryOpenWaiter.finish(completion, .failure(error))
    }
  }
}
