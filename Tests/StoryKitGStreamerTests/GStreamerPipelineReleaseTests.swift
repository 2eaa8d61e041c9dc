import CGStreamer
import Foundation
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import StoryKitGStreamer

/// A released player frees its GStreamer pipeline: the `playbin` is finalized. Regression test
/// for the bus sync handler that did not unref the messages it dropped; each message kept its
/// source, and so the whole pipeline, alive for ever.
///
/// A GObject weak reference on each `playbin` counts finalizations: it is called when the last
/// reference goes, whichever thread drops it.
@MainActor
@Suite("GStreamer pipelines are freed", .serialized)
struct GStreamerPipelineReleaseTests {
  @Test("stop, a new load, and releasing the player each free the pipeline, over several cycles")
  func releasedPipelinesAreFinalized() async throws {
    let url = try await TestMedia.url("clip-1s.webm")
    let finalized = FinalizedPlaybins()
    var watched = 0
    var player: GStreamerVideoPlayer? = GStreamerVideoPlayer()
    for cycle in 0..<6 {
      let current = try #require(player)
      current.load(url)
      finalized.watch(try #require(current.pipeline, "cycle \(cycle)"))
      watched += 1
      // Messages flow on the bus while it prerolls and plays: every kind the handler drops.
      current.play()
      #expect(await wait(for: current) { $0.state == .ended }, "cycle \(cycle)")
      switch cycle % 3 {
      case 0: current.stop()
      case 1: break  // the next cycle's load replaces the pipeline
      default: player = GStreamerVideoPlayer()  // the old player goes, and its pipeline with it
      }
    }
    player?.stop()
    player = nil
    #expect(
      await finalized.wait(untilCountIs: watched), "\(finalized.count) of \(watched) playbins finalized")
  }
}

/// Counts the finalizations of the `playbin`s it watches.
final class FinalizedPlaybins: @unchecked Sendable {
  private let lock = NSLock()
  private var finalized = 0

  var count: Int { lock.withLock { finalized } }

  /// Adds a weak reference to the pipeline's `playbin`.
  func watch(_ pipeline: GStreamerPipeline) {
    let object = UnsafeMutableRawPointer(pipeline.element).assumingMemoryBound(to: GObject.self)
    // Retained by the weak reference until it is called (never, when the pipeline leaks).
    let context = Unmanaged.passRetained(self).toOpaque()
    g_object_weak_ref(
      object,
      { context, _ in
        guard let context else { return }
        let counter = Unmanaged<FinalizedPlaybins>.fromOpaque(context).takeRetainedValue()
        counter.lock.withLock { counter.finalized += 1 }
      }, context)
  }

  /// Waits until `count` playbins were finalized; `false` after 20 s. Usually at once: the last
  /// reference goes when the player drops the pipeline.
  @MainActor
  func wait(untilCountIs expected: Int) async -> Bool {
    for _ in 0..<400 {
      if count >= expected { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return count >= expected
  }
}
