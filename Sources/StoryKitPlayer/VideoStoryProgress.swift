/// What the current video story's video has done, so its analytics are recorded once per showing.
struct VideoStoryProgress: Sendable, Hashable {
  /// Whether the video started playing (`videoStarted` recorded).
  var hasStarted = false
  /// The quartiles recorded (25, 50, 75, 100).
  var quartiles: Set<Int> = []
  /// When the video stopped to buffer after it had started, in the view's clock.
  var bufferingStartedAt: Double?

  /// The quartiles reached at `fraction` (0…1) of the video not yet recorded, in order; they
  /// count as recorded from now on.
  mutating func newQuartiles(at fraction: Double) -> [Int] {
    guard fraction.isFinite else { return [] }
    let reached = [25, 50, 75, 100].filter { Double($0) <= fraction * 100 + 1e-9 && !quartiles.contains($0) }
    quartiles.formUnion(reached)
    return reached
  }
}
