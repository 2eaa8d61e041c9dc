// docs/input.md's examples, compiled by the tests (InputDocExamplesTests runs them).
import StoryKit
import StoryKitUI

/// A swatch that counts its taps and follows a horizontal drag.
@MainActor
final class DraggableSwatch: View {
  private(set) var taps = 0
  private(set) var dragOffset = 0.0
  private(set) var lastFlick: GestureDirection?

  override func setUp() {
    super.setUp()
    backgroundColor = .black
    addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in taps += 1 })
    addGestureRecognizer(
      PanGestureRecognizer { [unowned self] recognizer in
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed: dragOffset = pan.translation.x
        case .ended: lastFlick = pan.swipeDirection  // nil unless the drag ended fast
        default: dragOffset = 0  // cancelled: back to where it was
        }
      })
  }
}

/// A tap, then a drag of 80 points to the right, on a swatch in a 200 × 200 root.
@MainActor
func tapThenDrag() -> DraggableSwatch {
  let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
  let swatch = DraggableSwatch(frame: Rect(x: 50, y: 50, width: 100, height: 100))
  root.addSubview(swatch)
  root.prepareIfNeeded()  // runs setUp(), as a host's first layout or drawing does
  let dispatcher = PointerDispatcher(root: root)

  dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 100), time: 0))
  dispatcher.dispatch(PointerEvent(.up, at: Point(x: 100, y: 100), time: 0.1))  // taps == 1

  dispatcher.dispatch(PointerEvent(.down, at: Point(x: 100, y: 100), time: 1))
  for step in 1...4 {
    let time = 1 + Double(step) * 0.1
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 100 + Double(step) * 20, y: 100), time: time))
    dispatcher.advanceTime(to: time)  // what a host does before each frame
  }
  dispatcher.dispatch(PointerEvent(.up, at: Point(x: 180, y: 100), time: 1.5))  // dragOffset == 80
  return swatch
}

@MainActor
func makeKeyCommands(onNext: @escaping () -> Void, onClose: @escaping () -> Void) -> KeyCommandRouter {
  let keys = KeyCommandRouter()
  keys.register(.right) { _ in onNext() }
  keys.register(.escape) { _ in onClose() }
  return keys  // the host calls keys.route(event) for each key event
}
