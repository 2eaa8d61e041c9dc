import StoryKit

/// Holds the one open request that waits for content, with its timeout: shared by the widgets
/// that open stories and by the placement host.
@MainActor
package final class StoryOpenWaiter {
  private var request: (link: StoryLink, completion: StoryOpenCompletion?)?
  private var timer: Observation?

  package init() {}

  /// The request waiting, if any.
  package var link: StoryLink? { request?.link }

  /// Keeps `link` waiting until ``take()`` or `timeout` seconds on `scheduler` (then it fails
  /// with ``StoryOpenError/timeout(seconds:)``). A request already waiting fails as superseded.
  package func wait(
    for link: StoryLink, timeout: Double, scheduler: any TimeoutScheduling, completion: StoryOpenCompletion?
  ) {
    if let earlier = take() { Self.finish(earlier.completion, .failure(.superseded(by: link))) }
    let seconds = Self.validTimeout(timeout)
    request = (link, completion)
    timer = scheduler.schedule(after: seconds) { [weak self] in
      guard let self, let expired = self.take() else { return }
      Self.finish(expired.completion, .failure(.timeout(seconds: seconds)))
    }
  }

  /// Ends the wait and hands the request back to be opened or failed.
  package func take() -> (link: StoryLink, completion: StoryOpenCompletion?)? {
    timer?.cancel()
    timer = nil
    defer { request = nil }
    return request
  }

  /// Calls `completion` with `result`; a failure is logged too, so none goes unseen.
  package static func finish(
    _ completion: StoryOpenCompletion?, _ result: Result<OpenedStory, StoryOpenError>
  ) {
    if case .failure(let error) = result { StoryKitLog.warning("opening a story: \(error)") }
    completion?(result)
  }

  /// A timeout that is not a number or below 0 counts as 0, with a warning; infinity waits for
  /// the content however long it takes.
  static func validTimeout(_ seconds: Double) -> Double {
    guard seconds.isNaN || seconds < 0 else { return seconds }
    StoryKitLog.warning("opening a story: expected a timeout of 0 s or more, found \(seconds); using 0")
    return 0
  }
}
