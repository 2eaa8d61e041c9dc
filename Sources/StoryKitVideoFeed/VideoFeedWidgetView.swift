import StoryKitUI

/// The video feed widget's view: the feed at its full bounds, and the fullscreen player moved on
/// each frame.
final class VideoFeedWidgetView: View {
  var feed: VideoFeedView?
  var onAdvance: (@MainActor () -> Void)?

  override func layoutSubviews() {
    super.layoutSubviews()
    feed?.frame = bounds
  }

  override func advanceFrame(to now: Double) {
    onAdvance?()
  }
}
