import StoryKit
import StoryKitUI

extension VideoFeedView {
  /// The notice over an item whose video could not play: StoryKit's
  /// (``StoryKitUI/StoryKitStringKey/videoFeedFailureNotice``) in the feed's language, with the
  /// appearance's override, until the app sets its own here.
  public var failureNotice: String {
    get { appFailureNotice ?? strings[.videoFeedFailureNotice] }
    set { appFailureNotice = newValue }
  }

  /// The line under ``failureNotice`` that says a tap tries the video again
  /// (``StoryKitUI/StoryKitStringKey/videoFeedRetryNotice`` until the app sets its own); empty
  /// for none (the tap still tries again).
  public var retryNotice: String {
    get { appRetryNotice ?? strings[.videoFeedRetryNotice] }
    set { appRetryNotice = newValue }
  }

  /// The text of ``emptyLabel``: StoryKit's (``StoryKitUI/StoryKitStringKey/videoFeedEmpty``)
  /// in the feed's language, until the app sets its own; empty shows none.
  public var emptyText: String {
    get { appEmptyText ?? strings[.videoFeedEmpty] }
    set { appEmptyText = newValue }
  }
}
