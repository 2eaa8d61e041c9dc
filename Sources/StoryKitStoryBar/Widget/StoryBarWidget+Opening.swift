import Foundation
import StoryKit
import StoryKitUI

/// Opening a story by ID or by deep link: the path of a tap on the group's cell, at the story
/// asked for.
extension StoryBarWidget: StoryOpening {
  /// The bar's groups, in its order (seen groups last when the bar moves them); empty before
  /// content.
  public var openableGroups: [StoryGroup] { hasContent ? bar.displayedGroups : [] }

  /// Opens `link`'s story as a tap on its group would: the player opens once the story's picture
  /// is there (at most ``StoryBarPresenter/maximumOpeningDelay``), with a tap's analytics. Before
  /// the widget has content the request waits up to ``openingTimeout``.
  public func open(_ link: StoryLink, completion: StoryOpenCompletion?) {
    guard hasContent else {
      return openWaiter.wait(
        for: link, timeout: openingTimeout, scheduler: openingTimer, completion: completion)
    }
    openNow(link, completion: completion)
  }

  /// Called after each ``show(_:)``: the request waiting for content opens, or fails when the
  /// content has no story groups.
  func openWaitingRequest() {
    guard let waiting = openWaiter.take() else { return }
    guard hasContent else {
      let reason = "the content has no story groups"
      return StoryOpenWaiter.finish(waiting.completion, .failure(.noContent(reason: reason)))
    }
    openNow(waiting.link, completion: waiting.completion)
  }

  private func openNow(_ link: StoryLink, completion: StoryOpenCompletion?) {
    let groups = bar.displayedGroups
    do throws(StoryOpenError) {
      let (groupIndex, storyIndex) = try link.locate(in: groups)
      open(groups[groupIndex], storyIndex: storyIndex, completion: completion ?? { _ in })
    } catch {
      StoryOpenWaiter.finish(completion, .failure(error))
    }
  }
}
