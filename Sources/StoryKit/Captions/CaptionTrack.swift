/// The cues of one captions file, ordered by start time, that answers "what shows now?".
///
/// ```swift
/// let track = CaptionTrack(cues: WebVTTParser().parse(text).cues)
/// for cue in track.cues(at: 12.5) { print(cue.text) }
/// ```
public struct CaptionTrack: Sendable, Hashable {
  /// The cues by start time; cues that start together keep their order in the file.
  public let cues: [CaptionCue]
  /// `latestEnd[i]` is the latest end among `cues[0...i]`, so a lookup stops scanning backwards
  /// as soon as no earlier cue can still be showing.
  private let latestEnd: [Double]

  /// Creates a track; the cues are sorted by start time (stable) and may overlap.
  public init(cues: [CaptionCue]) {
    let sorted = cues.enumerated().sorted { lhs, rhs in
      lhs.element.start != rhs.element.start ? lhs.element.start < rhs.element.start : lhs.offset < rhs.offset
    }
    self.cues = sorted.map(\.element)
    var latest = -Double.infinity
    latestEnd = self.cues.map { cue in
      latest = max(latest, cue.end)
      return latest
    }
  }

  /// Whether there are no cues.
  public var isEmpty: Bool { cues.isEmpty }

  /// The cues showing at `time` (seconds), in start order: several when cues overlap, none between
  /// cues or for a time that is not finite.
  public func cues(at time: Double) -> [CaptionCue] {
    guard time.isFinite else { return [] }
    // The first cue that starts after `time`, by binary search.
    var low = 0
    var high = cues.count
    while low < high {
      let middle = (low + high) / 2
      if cues[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    var active: [CaptionCue] = []
    var index = low - 1
    while index >= 0, latestEnd[index] > time {
      if cues[index].isActive(at: time) { active.append(cues[index]) }
      index -= 1
    }
    return active.reversed()
  }
}
