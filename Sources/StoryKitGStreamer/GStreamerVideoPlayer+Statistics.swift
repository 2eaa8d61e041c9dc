import StoryKitUI

extension GStreamerVideoPlayer {
  /// The video sink's counts for the loaded video (see ``GStreamerPlaybackStatistics``); `nil`
  /// when nothing is loaded, after a failure, or when GStreamer cannot tell. Read-only: reading
  /// it changes nothing in playback. `storykit-bench video` reports it.
  public var statistics: GStreamerPlaybackStatistics? {
    pipeline?.sinkStatistics()
  }
}
