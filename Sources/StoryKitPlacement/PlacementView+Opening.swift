import Foundation
import StoryKit
import StoryKitUI

/// Opening a story by ID or by deep link, even before the feed arrives.
///
/// ```swift
/// placement.openingTimeout = 5
/// placement.open(url: link) { result in … }   // myapp://stories?group=spring-sale&story=s2
/// ```
///
/// A request waits until the widget shown can open it: the feed loading, then the widget that
/// opens stories (the story bar, the video feed) showing the group. Content from the cache that
/// lacks the group waits for the network's. The request then goes down a tap's path, so the
/// player's analytics and the widget's events are a tap's, and ends in
/// ``PlacementDelegate/onStoryOpened(widget:story:)``. Otherwise it fails, through the completion
/// and ``PlacementDelegate/onStoryOpenFailed(link:error:)``, with a ``StoryKit/StoryOpenError``:
/// an unknown group or story once fresh content lacks it, no content (a failed load with nothing
/// cached, no variant for this user, a widget that opens no stories), or the timeout. A later
/// request replaces a waiting one, which fails as superseded.
extension PlacementView: StoryLinkOpening {
  /// Tells the delegate, through ``PlacementDelegate/onStoryOpenFailed(link:error:)`` with no
  /// link, that `open(url:completion:)` was given a malformed deep link.
  public func didRejectMalformedLink(_ error: StoryOpenError) {
    delegate?.onStoryOpenFailed(link: nil, error: error)
  }

  /// Opens `link`'s story: `open(groupID:storyID:completion:)` opens story `storyID` of group
  /// `groupID`, or the group where a tap would (its first story not seen) when `storyID` is `nil`;
  /// `completion` hears how it ended, after the delegate.
  public func open(_ link: StoryLink, completion: StoryOpenCompletion? = nil) {
    let reporting: StoryOpenCompletion = { [weak self] result in
      self?.reportOpening(link, result)
      completion?(result)
    }
    openWaiter.wait(for: link, timeout: openingTimeout, scheduler: openingTimer, completion: reporting)
    openWaitingRequest()
    if openWaiter.link != nil { awaitFreshContent() }
  }

  /// Hands the waiting request to the widget once it shows the group; fails it once the content
  /// is settled (fresh, or a failed load) without it. `settled` says a load just ended.
  func openWaitingRequest(settled: Bool = false) {
    guard let link = openWaiter.link else { return }
    let isSettled = settled || Self.isSettled(dataProvider?.state)
    if let widget, widget.hasContent, let opener = widget as? any StoryOpening {
      do throws(StoryOpenError) {
        _ = try link.locate(in: opener.openableGroups)
        guard let waiting = openWaiter.take() else { return }
        opener.open(waiting.link, completion: waiting.completion)
      } catch {
        guard isSettled, let waiting = openWaiter.take() else { return }
        StoryOpenWaiter.finish(waiting.completion, .failure(error))
      }
      return
    }
    guard isSettled, let waiting = openWaiter.take() else { return }
    StoryOpenWaiter.finish(waiting.completion, .failure(.noContent(reason: noContentReason)))
  }

  /// Waits for the provider's load (joining the one running, or revalidating cached content),
  /// then settles the request.
  private func awaitFreshContent() {
    guard let provider = dataProvider, !Self.isSettled(provider.state) else { return }
    Task { @MainActor [weak self, weak provider] in
      guard let provider, self?.openWaiter.link != nil else { return }
      await provider.load()
      self?.openWaitingRequest(settled: true)
    }
  }

  /// Whether no newer content is on its way: fresh content, or a failed load.
  private static func isSettled(_ state: PlacementDataProvider.State?) -> Bool {
    switch state {
    case nil, .failed: true
    case .idle, .loading: false
    case .loaded(_, let source): source != .cache
    }
  }

  private var noContentReason: String {
    guard let provider = dataProvider else { return "the placement has no data provider" }
    if case .failed(let error) = provider.state { return "the feed did not load (\(error))" }
    guard let variant = content?.variant else { return "no widget variant is shown to this user" }
    guard let widget else {
      return "the \(variant.kind.name) widget shows nothing (not registered, or no content)"
    }
    guard widget is any StoryOpening else {
      return "the placement shows a \(widget.kind.name) widget, which opens no stories"
    }
    return "the \(widget.kind.name) widget has nothing to show"
  }

  private func reportOpening(_ link: StoryLink, _ result: Result<OpenedStory, StoryOpenError>) {
    switch result {
    case .success(let story):
      if let widget { delegate?.onStoryOpened(widget: widget, story: story) }
    case .failure(let error):
      delegate?.onStoryOpenFailed(link: link, error: error)
    }
  }
}
