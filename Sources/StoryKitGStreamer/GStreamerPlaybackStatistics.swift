import CGStreamer
import StoryKitUI

/// What a player's video sink (its `appsink`) counted since the current video was loaded: frames
/// handed on, and frames it dropped as too late (GstBaseSink's `stats` property).
///
/// ```swift
/// if let statistics = player.statistics {
///   print("\(statistics.renderedFrames) frames, \(statistics.droppedFrames) dropped")
/// }
/// ```
///
/// The sink hands every frame it renders to the player, which keeps only the newest one until
/// the main actor takes it, so a frame rendered here is not necessarily one that was drawn.
public struct GStreamerPlaybackStatistics: Sendable, Equatable {
  /// Frames the sink rendered, that is handed to the player (the prerolled frame included).
  public var renderedFrames: Int
  /// Frames the sink dropped because they were late.
  public var droppedFrames: Int

  /// Counts of given values.
  public init(renderedFrames: Int, droppedFrames: Int) {
    self.renderedFrames = renderedFrames
    self.droppedFrames = droppedFrames
  }
}

extension GStreamerPipeline {
  /// The appsink's counts, `nil` when the sink or its `stats` cannot be read.
  func sinkStatistics() -> GStreamerPlaybackStatistics? {
    guard let frameSink, let stats = storykit_gst_get_structure(frameSink, "stats") else { return nil }
    defer { gst_structure_free(stats) }
    var rendered: guint64 = 0
    var dropped: guint64 = 0
    guard gst_structure_get_uint64(stats, "rendered", &rendered) != 0,
      gst_structure_get_uint64(stats, "dropped", &dropped) != 0
    else { return nil }
    return GStreamerPlaybackStatistics(
      renderedFrames: Int(clamping: rendered), droppedFrames: Int(clamping: dropped))
  }
}
