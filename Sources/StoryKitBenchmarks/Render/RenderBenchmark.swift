import Foundation

/// `storykit-bench render`: drawing and image decoding speed.
///
/// - `frame-1170x300`: frames per second and milliseconds per frame drawing ``RenderBenchScene``,
///   a 390 × 100 pt story bar of 12 cells at scale 3 (1,170 × 300 px). Before every frame every
///   view's measurement cache is dropped and the root is sent `setNeedsLayout()`; the frame is
///   `root.layoutIfNeeded()` plus `Bitmap.render(root)` into one reused bitmap (a new Cairo
///   context, every view drawn, the surface flushed), as an animation frame would redo it. No peer.
/// - `jpeg-1080x1920`: decoding a 1,080 × 1,920 baseline JPEG (4:2:0, quality 90, made from
///   ``GeneratedImage/poster(width:height:)`` by `JPEGEncoder`) with `ImageDecoder().decode(_:)`,
///   beside Pillow (which bundles libjpeg-turbo) decoding the same file through
///   ``PillowDecodePeer``: ``pairs`` rounds of one batch of ``batch`` decodes per side,
///   interleaved (``InterleavedBatches``); the ratio is the median of the per-pair ratios
///   (``PairedComparison``).
///
/// The table ends with one DESIGN.md §5 line per case:
/// `bench render case=frame-1170x300 ours=… unit=ms/frame` and
/// `bench render case=jpeg-1080x1920 ours=… pillow=… ratio=… unit=ms`.
///
/// ```swift
/// let outcome = RenderBenchmark(frames: 120, usesPeer: false).run()
/// ```
package struct RenderBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "render"
  package static let synopsis = "[--frames N] [--pairs N] [--batch N] [--no-peer] [--out <dir>]"
  package static let summary = "frames; JPEG decoding beside Pillow"
  /// The accepted range of ``frames``, ``pairs`` and ``batch``; values outside are clamped.
  package static let countRange = 1...100_000

  /// Timed frames, after ``warmUpFrames`` untimed ones.
  package let frames: Int
  /// Rounds of one JPEG batch per side.
  package let pairs: Int
  /// Timed decodes per JPEG batch.
  package let batch: Int
  /// Whether to run the Pillow peer.
  package let usesPeer: Bool
  /// Where to keep the last frame's PNG and the JPEG file, if anywhere.
  package let outputDirectory: URL?

  /// Untimed frames before the timed ones.
  static let warmUpFrames = 20

  /// A benchmark of both cases; counts are clamped to ``countRange``.
  package init(
    frames: Int = 240, pairs: Int = 21, batch: Int = 3, usesPeer: Bool = true, outputDirectory: URL? = nil
  ) {
    self.frames = frames.clamped(to: Self.countRange)
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
    self.outputDirectory = outputDirectory
  }

  /// Runs both cases and prints the table; fails when a drawn or decoded picture is not what was
  /// expected, or a case could not run.
  @MainActor package func run() -> BenchmarkOutcome {
    RenderBenchRun(options: self).run()
  }
}
