import Foundation
import StoryKit
import Testing

@testable import StoryKitUI

/// Logs what it receives, to check delivery order and coordinates.
@MainActor
private final class RecordingRecognizer: GestureRecognizer {
  let name: String
  let journal: Journal

  final class Journal {
    var entries: [String] = []
  }

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
    super.init()
  }

  override func handle(_ event: PointerEvent, at location: Point) {
    journal.entries.append("\(name) \(event.phase) \(location)")
  }
}

@MainActor
@Suite struct PointerDispatcherTests {
  /// root (0, 0, 300, 300) ⊃ parent (50, 50, 200, 200) ⊃ child (50, 50, 100, 100);
  /// the child covers (100, 100)–(200, 200) in root coordinates.
  private func makeTree() -> (root: View, parent: View, child: View, dispatcher: PointerDispatcher) {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let parent = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
    let child = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(parent)
    parent.addSubview(child)
    return (root, parent, child, PointerDispatcher(root: root))
  }

  @Test func eventsReachTheHitViewAndItsAncestorsDeepestFirstInTheirCoordinates() {
    let (root, parent, child, dispatcher) = makeTree()
    let journal = RecordingRecognizer.Journal()
    root.addGestureRecognizer(RecordingRecognizer("root", journal: journal))
    parent.addGestureRecognizer(RecordingRecognizer("parent", journal: journal))
    child.addGestureRecognizer(RecordingRecognizer("child", journal: journal))
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    #expect(dispatcher.hitView() === child)
    dispatcher.dispatch(pointer(.up, 160, 150, at: 0.1))
    #expect(
      journal.entries == [
        "child down (50, 50)", "parent down (100, 100)", "root down (150, 150)",
        "child up (60, 50)", "parent up (110, 100)", "root up (160, 150)",
      ])
    #expect(dispatcher.activePointerIDs.isEmpty)
  }

  @Test func theDeepestTapWinsAndTheAncestorsTapFails() {
    let (_, parent, child, dispatcher) = makeTree()
    let childLog = ActionLog()
    let parentLog = ActionLog()
    let childTap = TapGestureRecognizer(action: childLog.action)
    let parentTap = TapGestureRecognizer(action: parentLog.action)
    child.addGestureRecognizer(childTap)
    parent.addGestureRecognizer(parentTap)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
    #expect(childLog.states == [.recognized])
    #expect(parentTap.state == .failed)
    #expect(parentLog.states.isEmpty)
  }

  @Test func anAncestorRecognizesWhenTheHitViewHasNoRecognizers() {
    let (_, parent, child, dispatcher) = makeTree()
    let tap = TapGestureRecognizer()
    parent.addGestureRecognizer(tap)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    #expect(dispatcher.hitView() === child)
    dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
    #expect(tap.state == .recognized)
    #expect(tap.location(in: parent) == Point(x: 100, y: 100))
    #expect(tap.location(in: child) == Point(x: 50, y: 50))
  }

  @Test func aPanOnTheParentTakesOverADragThatStartedOnATappableChild() {
    let (_, parent, child, dispatcher) = makeTree()
    let tap = TapGestureRecognizer()
    let panLog = ActionLog()
    let pan = PanGestureRecognizer(action: panLog.action)
    child.addGestureRecognizer(tap)
    parent.addGestureRecognizer(pan)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 150, 170, at: 0.05))
    #expect(tap.state == .failed)
    #expect(pan.state == .began)
    #expect(dispatcher.recognizers().count == 1)
    dispatcher.dispatch(pointer(.move, 150, 200, at: 0.1))
    dispatcher.dispatch(pointer(.up, 150, 200, at: 0.15))
    #expect(panLog.states == [.began, .changed, .ended])
    #expect(pan.translation == Point(x: 0, y: 50))
  }

  @Test func theFirstPanToBeginStopsTheOthers() {
    let (_, parent, child, dispatcher) = makeTree()
    let inner = PanGestureRecognizer()
    let outerLog = ActionLog()
    let outer = PanGestureRecognizer(action: outerLog.action)
    child.addGestureRecognizer(inner)
    parent.addGestureRecognizer(outer)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 180, 150, at: 0.05))
    dispatcher.dispatch(pointer(.up, 180, 150, at: 0.1))
    #expect(inner.state == .ended)
    #expect(outer.state == .failed)
    #expect(outerLog.states.isEmpty)
  }

  @Test func recognizersThatAllowItRecognizeTogether() {
    let (_, parent, child, dispatcher) = makeTree()
    let inner = PanGestureRecognizer()
    let outer = PanGestureRecognizer()
    outer.allowsSimultaneousRecognition = true
    child.addGestureRecognizer(inner)
    parent.addGestureRecognizer(outer)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 180, 150, at: 0.05))
    #expect(inner.state == .began)
    #expect(outer.state == .began)
  }

  @Test func aLongPressBeginsOnTheRootClockAndStopsTheOthers() {
    let (root, parent, child, dispatcher) = makeTree()
    let clock = ManualClock(start: 10)
    root.clock = clock
    let tap = TapGestureRecognizer()
    let pan = PanGestureRecognizer()
    let pressLog = ActionLog()
    let press = LongPressGestureRecognizer(action: pressLog.action)
    child.addGestureRecognizer(tap)
    child.addGestureRecognizer(press)
    parent.addGestureRecognizer(pan)
    dispatcher.dispatch(pointer(.down, 150, 150, at: clock.now))
    clock.advance(by: 0.25)
    dispatcher.advanceTime()
    #expect(press.state == .possible)
    clock.advance(by: 0.25)
    dispatcher.advanceTime()
    #expect(press.state == .began)
    #expect(tap.state == .failed)
    #expect(pan.state == .failed)
    dispatcher.dispatch(pointer(.move, 150, 190, at: 10.6))
    dispatcher.dispatch(pointer(.up, 150, 190, at: 10.7))
    #expect(pressLog.states == [.began, .changed, .ended])
    #expect(pan.state == .failed)
  }

  @Test func hiddenAndNonInteractiveViewsGetNothing() {
    let (_, parent, child, dispatcher) = makeTree()
    let childTap = TapGestureRecognizer()
    let parentTap = TapGestureRecognizer()
    child.addGestureRecognizer(childTap)
    parent.addGestureRecognizer(parentTap)
    for hide in [{ child.isHidden = true }, { child.isUserInteractionEnabled = false }, { child.alpha = 0 }] {
      child.isHidden = false
      child.isUserInteractionEnabled = true
      child.alpha = 1
      hide()
      dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
      #expect(dispatcher.hitView() === parent)
      dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
      #expect(childTap.state == .possible)
      #expect(parentTap.state == .recognized)
    }
  }

  @Test func disabledRecognizersGetNothing() {
    let (_, parent, child, dispatcher) = makeTree()
    let childTap = TapGestureRecognizer()
    childTap.isEnabled = false
    let parentTap = TapGestureRecognizer()
    child.addGestureRecognizer(childTap)
    parent.addGestureRecognizer(parentTap)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
    #expect(childTap.state == .possible)
    #expect(childTap.tapCount == 0)
    #expect(parentTap.state == .recognized)
  }

  @Test func hidingTheViewMidDragCancelsItsPan() {
    let (_, _, child, dispatcher) = makeTree()
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    child.addGestureRecognizer(pan)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 150, 170, at: 0.05))
    child.isHidden = true
    dispatcher.dispatch(pointer(.move, 150, 190, at: 0.1))
    dispatcher.dispatch(pointer(.up, 150, 190, at: 0.15))
    #expect(log.states == [.began, .cancelled])
  }

  @Test func disablingMidDragCancelsAndStopsDelivery() {
    let (_, _, child, dispatcher) = makeTree()
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    child.addGestureRecognizer(pan)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 150, 170, at: 0.05))
    pan.isEnabled = false
    dispatcher.dispatch(pointer(.move, 150, 190, at: 0.1))
    #expect(log.states == [.began, .cancelled])
    #expect(dispatcher.recognizers().isEmpty)
  }

  @Test func locationsAreConvertedThroughScaleTransforms() {
    let (_, parent, child, dispatcher) = makeTree()
    child.transform = .scale(x: 2, y: 2)
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    // The child now covers (50, 50)–(250, 250) in root coordinates, centred on (150, 150).
    dispatcher.dispatch(pointer(.down, 60, 150, at: 0))
    #expect(dispatcher.hitView() === child)
    #expect(isClose(pan.location(in: child), Point(x: 5, y: 50)))
    dispatcher.dispatch(pointer(.move, 100, 150, at: 0.1))
    #expect(pan.state == .began)
    #expect(isClose(pan.translation, Point(x: 20, y: 0)))
    #expect(isClose(pan.location(in: nil), Point(x: 100, y: 150)))
    #expect(isClose(pan.location(in: parent), Point(x: 50, y: 100)))
  }

  @Test func locationsAreConvertedThroughRotations() {
    let (_, _, child, dispatcher) = makeTree()
    child.transform = .rotation(Double.pi / 2)
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 170, 150, at: 0.1))
    // A quarter turn clockwise: the root's right is the child's up.
    #expect(isClose(pan.translation, Point(x: 0, y: -20), tolerance: 1e-9))
    #expect(pan.direction == .up)
  }

  @Test func aDoubleTapAcrossTwoSequencesAndItsTimeout() {
    let (root, _, child, dispatcher) = makeTree()
    let clock = ManualClock()
    root.clock = clock
    let log = ActionLog()
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2, action: log.action)
    child.addGestureRecognizer(doubleTap)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
    clock.set(to: 0.2)
    dispatcher.advanceTime()
    dispatcher.dispatch(pointer(.down, 152, 150, at: 0.25))
    dispatcher.dispatch(pointer(.up, 152, 150, at: 0.3))
    #expect(log.states == [.recognized])
    dispatcher.dispatch(pointer(.down, 150, 150, at: 1))
    dispatcher.dispatch(pointer(.up, 150, 150, at: 1.1))
    clock.set(to: 1.5)
    dispatcher.advanceTime()
    #expect(doubleTap.state == .failed)
    #expect(log.states == [.recognized])
  }

  @Test func anAncestorsSingleTapWinsOverAWaitingDoubleTap() {
    let (root, _, child, dispatcher) = makeTree()
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2)
    let singleTap = TapGestureRecognizer()
    child.addGestureRecognizer(doubleTap)
    root.addGestureRecognizer(singleTap)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
    #expect(singleTap.state == .recognized)
    #expect(doubleTap.state == .failed)
  }

  @Test func aDownElsewhereStopsAWaitingMultiTap() {
    let (_, _, child, dispatcher) = makeTree()
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2)
    child.addGestureRecognizer(doubleTap)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
    #expect(doubleTap.state == .possible)
    dispatcher.dispatch(pointer(.down, 10, 10, at: 0.2))
    #expect(doubleTap.state == .failed)
  }

  @Test func eachPointerHasItsOwnChain() {
    let (root, parent, child, dispatcher) = makeTree()
    let sibling = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    root.addSubview(sibling)
    let childPan = PanGestureRecognizer()
    let siblingTap = TapGestureRecognizer()
    let parentPan = PanGestureRecognizer()
    child.addGestureRecognizer(childPan)
    parent.addGestureRecognizer(parentPan)
    sibling.addGestureRecognizer(siblingTap)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0, id: 1))
    dispatcher.dispatch(pointer(.down, 20, 20, at: 0.01, id: 2))
    dispatcher.dispatch(pointer(.move, 150, 180, at: 0.05, id: 1))
    dispatcher.dispatch(pointer(.up, 20, 20, at: 0.06, id: 2))
    #expect(dispatcher.activePointerIDs == [1])
    #expect(siblingTap.state == .recognized)
    #expect(childPan.state == .began)
    #expect(parentPan.state == .failed)
    // A second pointer on the child cannot take the pan the first pointer holds.
    dispatcher.dispatch(pointer(.down, 120, 120, at: 0.07, id: 3))
    #expect(!dispatcher.recognizers(for: 3).contains { $0 === childPan })
    dispatcher.dispatch(pointer(.move, 120, 190, at: 0.08, id: 3))
    #expect(childPan.translation == Point(x: 0, y: 30))
  }

  @Test func downsOutsideTheRootAndStrayEventsAreDropped() {
    let (_, _, child, dispatcher) = makeTree()
    let tap = TapGestureRecognizer()
    child.addGestureRecognizer(tap)
    dispatcher.dispatch(pointer(.down, 500, 500, at: 0))
    dispatcher.dispatch(pointer(.up, 150, 150, at: 0.1))
    dispatcher.dispatch(pointer(.move, 150, 150, at: 0.1, id: 9))
    #expect(dispatcher.activePointerIDs.isEmpty)
    #expect(tap.state == .possible)
    #expect(tap.tapCount == 0)
  }

  @Test func nonFiniteLocationsAndBackwardTimesAreSurvived() {
    let (_, _, child, dispatcher) = makeTree()
    let tap = TapGestureRecognizer()
    child.addGestureRecognizer(tap)
    dispatcher.dispatch(pointer(.down, .nan, 150, at: 0))
    #expect(dispatcher.activePointerIDs.isEmpty)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 1))
    dispatcher.dispatch(pointer(.move, .infinity, 150, at: 1.05))
    dispatcher.dispatch(pointer(.up, .nan, .nan, at: 0.5))
    #expect(tap.state == .recognized)
    #expect(dispatcher.currentTime == 1.05)
    dispatcher.advanceTime(to: .nan)
    dispatcher.advanceTime(to: 0)
    #expect(dispatcher.currentTime == 1.05)
  }

  @Test func aRepeatedDownCancelsTheOldSequence() {
    let (_, _, child, dispatcher) = makeTree()
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    child.addGestureRecognizer(pan)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 150, 180, at: 0.05))
    dispatcher.dispatch(pointer(.down, 120, 120, at: 0.1))
    #expect(log.states == [.began, .cancelled])
    #expect(pan.state == .possible)
    #expect(pan.startLocation == Point(x: 20, y: 20))
  }

  @Test func cancelAllCancelsEveryPointer() {
    let (_, _, child, dispatcher) = makeTree()
    let log = ActionLog()
    let pan = PanGestureRecognizer(action: log.action)
    child.addGestureRecognizer(pan)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    dispatcher.dispatch(pointer(.move, 150, 180, at: 0.05))
    dispatcher.cancelAll()
    #expect(log.states == [.began, .cancelled])
    #expect(dispatcher.activePointerIDs.isEmpty)
  }

  @Test func removingTheViewMidSequenceStopsItsRecognizers() {
    let (_, _, child, dispatcher) = makeTree()
    let press = LongPressGestureRecognizer()
    child.addGestureRecognizer(press)
    dispatcher.dispatch(pointer(.down, 150, 150, at: 0))
    child.removeFromSuperview()
    dispatcher.advanceTime(to: 1)
    #expect(press.state == .failed)
  }
}
