/// Delivers a host's pointer events and clock ticks to the gesture recognizers of a view tree.
///
/// ```swift
/// let dispatcher = PointerDispatcher(root: rootView)
/// host.onPointer = { dispatcher.dispatch($0) }      // locations in the root's coordinates
/// host.onFrame = { dispatcher.advanceTime() }       // reads the root's clock
/// ```
///
/// Rules:
/// - **Hit testing.** On ``PointerEvent/Phase/down`` the root is hit-tested at the event's
///   location. The hit view and its ancestors up to the root form the pointer's *chain*; their
///   enabled recognizers take part, deepest view first, each view's in the order they were
///   added. A down that hits nothing is dropped, with the rest of its sequence. Hidden, fully
///   transparent and non-interactive views are never hit, so their recognizers get nothing.
/// - **Delivery.** Every event of the sequence goes to the chain's recognizers in that order,
///   with its location converted into each recognizer's view's coordinates (transforms
///   included). Time reaches them through ``advanceTime(to:)``.
/// - **Exclusivity.** The first recognizer in the chain to recognize (a tap recognized, a pan or
///   long press began) wins the pointer: the others are stopped — failed if they had not
///   recognized, cancelled if they were under way — and the rest of the sequence goes to the
///   winner alone. When several recognize on the same event, the earlier in the chain wins and
///   the later ones do not see that event. Recognizers that allow simultaneous recognition
///   (``GestureRecognizer/allowsSimultaneousRecognition``, on either side) are not stopped.
/// - **Mid-sequence changes.** A recognizer that is disabled, detached, or whose view (or an
///   ancestor) becomes hidden, non-interactive or leaves the tree, is stopped before the next
///   event or tick.
/// - **Between sequences.** Recognizers still possible after a lift (a double tap waiting for
///   its second tap) keep getting ticks; they are stopped when a pointer goes down on a chain
///   they are not part of.
/// - **Pointers.** Each pointer has its own chain; a recognizer follows one pointer at a time
///   and is left out of other pointers' chains meanwhile. A second down for a pointer still down
///   cancels its old sequence first. Times are kept monotonic: a non-finite or earlier time is
///   replaced by the latest one; events with non-finite locations are dropped, except a lift,
///   which counts at the last good location.
@MainActor
public final class PointerDispatcher {
  private struct Sequence {
    var recognizers: [GestureRecognizer]
    var hitView: View
    var lastLocation: Point
    var winner: GestureRecognizer?
  }

  /// The root of the tree; event locations are in its coordinates.
  public let root: View

  /// The latest time seen in an event or tick, or `nil` before any.
  public private(set) var currentTime: Double?

  private var sequences: [Int: Sequence] = [:]
  private var waiting: [GestureRecognizer] = []

  /// Creates a dispatcher for a tree.
  /// - Parameter root: The root view; hosts give event locations in its coordinates.
  public init(root: View) {
    self.root = root
  }

  /// The pointers that are down, in ascending order.
  public var activePointerIDs: [Int] { sequences.keys.sorted() }

  /// The view a pointer went down on, while it is down.
  /// - Parameter pointerID: The pointer.
  public func hitView(for pointerID: Int = 0) -> View? {
    sequences[pointerID]?.hitView
  }

  /// The recognizers still taking a pointer's events, in delivery order.
  /// - Parameter pointerID: The pointer.
  public func recognizers(for pointerID: Int = 0) -> [GestureRecognizer] {
    sequences[pointerID]?.recognizers ?? []
  }

  /// Delivers one event from the host.
  /// - Parameter event: The event, its location in the root's coordinates.
  public func dispatch(_ event: PointerEvent) {
    var event = event
    event.time = accept(event.time)
    let finite = event.location.x.isFinite && event.location.y.isFinite
    if event.phase == .down {
      guard finite else { return }
      begin(event)
      return
    }
    guard var sequence = sequences[event.pointerID] else { return }
    if !finite {
      guard event.endsSequence else { return }
      event.location = sequence.lastLocation
    }
    sequence.lastLocation = event.location
    deliver(event, to: &sequence)
    if event.endsSequence {
      sequences[event.pointerID] = nil
      finish(sequence)
    } else {
      sequences[event.pointerID] = sequence
    }
  }

  /// Tells the recognizers that time has passed (long presses begin, late multi-taps fail).
  /// - Parameter time: The time on the tree's clock; earlier or non-finite times are ignored.
  public func advanceTime(to time: Double) {
    guard time.isFinite, currentTime.map({ time >= $0 }) ?? true else { return }
    currentTime = time
    for pointerID in activePointerIDs {
      guard var sequence = sequences[pointerID] else { continue }
      prune(&sequence)
      for recognizer in sequence.recognizers where sequence.recognizers.contains(where: { $0 === recognizer })
      {
        recognizer.clockDidAdvance(to: time)
        resolve(&sequence)
      }
      sequences[pointerID] = sequence
    }
    for recognizer in waiting {
      if isEligible(recognizer) {
        recognizer.clockDidAdvance(to: time)
      } else {
        recognizer.stop()
      }
    }
    waiting.removeAll { $0.state != .possible }
  }

  /// Tells the recognizers the time on the root's ``View/clock``.
  public func advanceTime() {
    advanceTime(to: root.clock.now)
  }

  /// Cancels every pointer that is down (the host lost focus, a modal covered the tree).
  public func cancelAll() {
    for pointerID in activePointerIDs {
      guard let sequence = sequences[pointerID] else { continue }
      let time = currentTime ?? 0
      dispatch(PointerEvent(.cancel, at: sequence.lastLocation, time: time, pointerID: pointerID))
    }
  }

  // MARK: - Sequences

  private func begin(_ event: PointerEvent) {
    if let old = sequences[event.pointerID] {
      dispatch(PointerEvent(.cancel, at: old.lastLocation, time: event.time, pointerID: event.pointerID))
    }
    guard let hit = root.hitTest(event.location) else {
      stopWaiting(except: [])
      return
    }
    var chain: [GestureRecognizer] = []
    var view: View? = hit
    while let current = view {
      chain += current.gestureRecognizers.filter { $0.isEnabled && $0.trackedPointerID == nil }
      if current === root { break }
      view = current.superview
    }
    stopWaiting(except: chain)
    waiting.removeAll { candidate in chain.contains { $0 === candidate } }
    for recognizer in chain { recognizer.prepareForNewSequence() }
    var sequence = Sequence(recognizers: chain, hitView: hit, lastLocation: event.location)
    deliver(event, to: &sequence)
    sequences[event.pointerID] = sequence
  }

  private func finish(_ sequence: Sequence) {
    for recognizer in sequence.recognizers where recognizer.state == .possible {
      if !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
    }
  }

  private func stopWaiting(except chain: [GestureRecognizer]) {
    for recognizer in waiting where !chain.contains(where: { $0 === recognizer }) {
      recognizer.stop()
    }
    waiting.removeAll { $0.state != .possible }
  }

  // MARK: - Delivery

  private func deliver(_ event: PointerEvent, to sequence: inout Sequence) {
    prune(&sequence)
    for recognizer in sequence.recognizers {
      guard sequence.recognizers.contains(where: { $0 === recognizer }), let view = recognizer.view else {
        continue
      }
      recognizer.receive(event.moved(to: root.convert(event.location, to: view)))
      resolve(&sequence)
    }
  }

  /// Applies exclusivity once a recognizer in the chain has recognized.
  private func resolve(_ sequence: inout Sequence) {
    guard sequence.winner == nil,
      let winner = sequence.recognizers.first(where: { $0.state.hasRecognized })
    else { return }
    sequence.winner = winner
    let stopped = sequence.recognizers.filter {
      $0 !== winner && !winner.allowsSimultaneousRecognition && !$0.allowsSimultaneousRecognition
    }
    sequence.recognizers.removeAll { candidate in stopped.contains { $0 === candidate } }
    for recognizer in stopped { recognizer.stop() }
  }

  /// Stops and drops recognizers that may no longer take events.
  private func prune(_ sequence: inout Sequence) {
    let gone = sequence.recognizers.filter { !isEligible($0) }
    guard !gone.isEmpty else { return }
    sequence.recognizers.removeAll { candidate in gone.contains { $0 === candidate } }
    for recognizer in gone { recognizer.stop() }
  }

  private func isEligible(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.isEnabled, let view = recognizer.view,
      view.gestureRecognizers.contains(where: { $0 === recognizer })
    else { return false }
    var current: View? = view
    while let candidate = current {
      guard !candidate.isHidden, candidate.isUserInteractionEnabled else { return false }
      if candidate === root { return true }
      current = candidate.superview
    }
    return false
  }

  private func accept(_ time: Double) -> Double {
    let accepted = GestureRecognizer.sanitizedTime(time, after: currentTime)
    currentTime = accepted
    return accepted
  }
}
