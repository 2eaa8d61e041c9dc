/// The path one pointer has taken since it went down: where it started, where it is, and enough
/// recent samples to measure its velocity. Times that go backwards or are not finite are replaced
/// by the latest good time; non-finite locations by the latest good location.
struct PointerTrack {
  struct Sample {
    var time: Double
    var location: Point
  }

  /// Where and when the pointer went down.
  private(set) var start: Sample?
  /// Recent samples, oldest first; the last is the current one.
  private(set) var samples: [Sample] = []

  /// Whether a pointer is being tracked.
  var isActive: Bool { start != nil }

  /// The current sample.
  var current: Sample? { samples.last }

  /// Starts a new track.
  mutating func begin(at location: Point, time: Double) {
    let sample = Sample(time: time.isFinite ? time : 0, location: Self.finite(location) ?? .zero)
    start = sample
    samples = [sample]
  }

  /// Adds a sample, keeping those within `window` seconds of it and one older.
  mutating func add(_ location: Point, time: Double, window: Double) {
    guard let last = samples.last else { return }
    let sample = Sample(
      time: time.isFinite ? max(time, last.time) : last.time,
      location: Self.finite(location) ?? last.location)
    samples.append(sample)
    let keepWindow = window.isFinite ? max(window, 0) : 0
    if let firstInWindow = samples.firstIndex(where: { sample.time - $0.time <= keepWindow }),
      firstInWindow > 1
    {
      samples.removeFirst(firstInWindow - 1)
    }
  }

  /// Stops tracking.
  mutating func end() {
    start = nil
    samples = []
  }

  /// How far the pointer is from where it went down.
  var translation: Point {
    guard let start, let current else { return .zero }
    return current.location - start.location
  }

  /// Seconds since the pointer went down, as of the latest sample.
  var duration: Double {
    guard let start, let current else { return 0 }
    return current.time - start.time
  }

  /// Points per second over the last `window` seconds: from the oldest sample within the window
  /// (or, when there is none, the newest one before it) to the current one. Zero without two
  /// samples at different times.
  func velocity(window: Double) -> Point {
    guard let last = samples.last, samples.count >= 2 else { return .zero }
    var reference: Sample?
    for sample in samples.dropLast().reversed() {
      if last.time - sample.time <= window {
        reference = sample
      } else {
        if reference == nil { reference = sample }
        break
      }
    }
    guard let reference, last.time - reference.time > 1e-9 else { return .zero }
    let seconds = last.time - reference.time
    return Point(
      x: (last.location.x - reference.location.x) / seconds,
      y: (last.location.y - reference.location.y) / seconds)
  }

  private static func finite(_ point: Point) -> Point? {
    point.x.isFinite && point.y.isFinite ? point : nil
  }
}
