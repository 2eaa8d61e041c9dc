import StoryKit
import StoryKitUI

extension VideoFeedView {
  /// The notice over an item whose video could not play: StoryKit's
  /// (``StoryKitUI/StoryKitStringKey/videoFeedFailureNotice``) in the feed's language, with the
  /// appearance's override, until the app sets its own here.
  public var failureNotice: String {
    get { appNotices.failure ?? strings[.videoFeedFailureNotice] }
    set { appNotices.failure = newValue }
  }

  /// The line under ``failureNotice`` that says a tap tries the video again
  /// (``StoryKitUI/StoryKitStringKey/videoFeedRetryNotice`` until the app sets its own); empty
  /// for none (the tap still tries again).
  public var retryNotice: String {
    get { appNotices.retry ?? strings[.videoFeedRetryNotice] }
    set { appNotices.retry = newValue }
  }

  /// Gives an item the notice's texts the app set on the feed.
  func giveNotices(to view: VideoFeedItemView) {
    view.appFailureNotice = appNotices.failure
    view.appRetryNotice = appNotices.retry
  }

  /// The text of ``emptyLabel``: StoryKit's (``StoryKitUI/StoryKitStringKey/videoFeedEmpty``)
  /// in the feed's language, until the app sets its own; empty shows none.
  public var emptyText: String {
    get { appEmptyText ?? strings[.videoFeedEmpty] }
    set { appEmptyText = newValue }
  }
}
