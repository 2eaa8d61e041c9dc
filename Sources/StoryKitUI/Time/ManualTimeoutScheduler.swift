import StoryKit

/// A ``TimeoutScheduling`` that moves only when told: an action runs inside ``advance(by:)`` once
/// its deadline is reached. For tests, and anything that wants timeouts on its own timeline.
///
/// ```swift
/// let timer = ManualTimeoutScheduler()
/// placement.openingTimer = timer
/// placement.open(groupID: "g1") { result = $0 }
/// timer.advance(by: 10)        // the request fails with .timeout(seconds: 10)
/// ```
public final class ManualTimeoutScheduler: TimeoutScheduling {
  /// Seconds since the scheduler was made.
  public private(set) var now: Double = 0
  private var pending: [Int: (deadline: Double, action: @MainActor () -> Void)] = [:]
  private var nextID = 0

  /// Creates a scheduler at 0 s.
  public init() {}

  /// How many actions wait.
  public var pendingCount: Int { pending.count }

  public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> Observation {
    guard !seconds.isNaN, seconds < .infinity else { return Observation {} }
    nextID += 1
    let id = nextID
    pending[id] = (now + max(0, seconds), action)
    return Observation { [weak self] in self?.pending[id] = nil }
  }

  /// Moves time on by `seconds` and runs, in deadline order, every action now due (a negative or
  /// non-finite step only runs what is already due).
  public func advance(by seconds: Double) {
    if seconds.isFinite, seconds > 0 { now += seconds }
    while let (id, entry) = pending.filter({ $0.value.deadline <= now }).min(by: {
      ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key)
    }) {
      pending[id] = nil
      entry.action()
    }
  }
}
