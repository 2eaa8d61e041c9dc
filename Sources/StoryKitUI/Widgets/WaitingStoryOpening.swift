import StoryKit

/// What the widgets that open stories share: a request made before the widget's first content
/// waits in ``openWaiter`` for it (up to ``openingTimeout`` on ``openingTimer``), then it is
/// located in ``StoryOpening/openableGroups`` and opened as a tap would open it. A widget says
/// only how it opens a located story and why it has nothing to open.
@MainActor
package protocol WaitingStoryOpening: StoryOpening {
  /// Holds the request that waits for content.
  var openWaiter: StoryOpenWaiter { get }
  /// How long a request waits for the first content, in seconds.
  var openingTimeout: Double { get }
  /// The timer of that wait.
  var openingTimer: any TimeoutScheduling { get }
  /// Why content without anything to open opens nothing ("the content has no story groups").
  var noOpenableContentReason: String { get }
  /// Opens `group`, at `groupIndex` of ``StoryOpening/openableGroups``, at story `storyIndex` (or
  /// where a tap would when `nil`), down a tap's path; `completion` hears how it ended.
  func openLocated(
    _ group: StoryGroup, at groupIndex: Int, storyIndex: Int?, completion: @escaping StoryOpenCompletion)
}

extension WaitingStoryOpening {
  /// Opens `link` at once when the widget has content; otherwise the request waits for
  /// ``openWaitingRequest()`` or the timeout.
  package func requestOpening(_ link: StoryLink, completion: StoryOpenCompletion?) {
    guard hasContent else {
      return openWaiter.wait(
        for: link, timeout: openingTimeout, scheduler: openingTimer, completion: completion)
    }
    openNow(link, completion: completion)
  }

  /// Called after each `show(_:)`: the request waiting for content opens, or fails when the
  /// content has nothing to open.
  package func openWaitingRequest() {
    guard let waiting = openWaiter.take() else { return }
    guard hasContent else {
      let error = StoryOpenError.noContent(reason: noOpenableContentReason)
      return StoryOpenWaiter.finish(waiting.completion, .failure(error))
    }
    openNow(waiting.link, completion: waiting.completion)
  }

  private func openNow(_ link: StoryLink, completion: StoryOpenCompletion?) {
    let groups = openableGroups
    do throws(StoryOpenError) {
      let (groupIndex, storyIndex) = try link.locate(in: groups)
      // With a completion, even an empty one, the widget treats it as a request, not a tap.
      openLocated(
        groups[groupIndex], at: groupIndex, storyIndex: storyIndex, completion: completion ?? { _ in })
    } catch {
      StoryOpenWaiter.finish(completion, .failure(error))
    }
  }
}
