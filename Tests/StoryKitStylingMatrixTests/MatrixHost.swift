import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// What a host does for a widget in the matrix: a root view of a fixed size on a manual clock,
/// with pictures from ``MatrixPictures``, fed frames and pointer events the way the GTK host
/// feeds them, and rendered at scale 1 on a light grey.
@MainActor
final class MatrixHost {
  let root: View
  let clock = ManualClock()
  let events = RecordedEvents()
  private lazy var dispatcher = PointerDispatcher(root: root)

  /// The time between two frames while the clock moves, in seconds.
  static let frameInterval = 0.05

  init(size: Size) {
    root = View(frame: Rect(origin: .zero, size: size))
    root.clock = clock
    root.imageLoader = MatrixPictures()
    root.displayScale = 1
  }

  /// Adds the widget's view at `frame`, in the root's coordinates.
  func host(_ view: View, frame: Rect) {
    view.frame = frame
    root.addSubview(view)
    root.prepareIfNeeded()
    root.layoutIfNeeded()
  }

  /// One frame at the clock's time: time-driven views move, then the tree is laid out.
  func frame() {
    root.advanceFramesInSubtree(to: clock.now)
    dispatcher.advanceTime()
    root.layoutIfNeeded()
  }

  /// Lets `seconds` pass, frame by frame.
  func wait(_ seconds: Double) {
    var left = seconds
    while left > 1e-9 {
      let step = min(Self.frameInterval, left)
      clock.advance(by: step)
      left -= step
      frame()
    }
  }

  func run(_ scene: [SceneStep]) {
    for step in scene {
      switch step {
      case .wait(let seconds): wait(seconds)
      case .tap(let point):
        dispatcher.dispatch(PointerEvent(.down, at: point, time: clock.now))
        clock.advance(by: 0.05)
        dispatcher.dispatch(PointerEvent(.up, at: point, time: clock.now))
        frame()
      case .drag(let from, let to, let duration, let lifts):
        drag(from: from, to: to, duration: duration, lifts: lifts)
      }
    }
  }

  private func drag(from: Point, to: Point, duration: Double, lifts: Bool) {
    dispatcher.dispatch(PointerEvent(.down, at: from, time: clock.now))
    frame()
    let steps = max(1, Int((duration / Self.frameInterval).rounded()))
    for index in 1...steps {
      clock.advance(by: duration / Double(steps))
      let fraction = Double(index) / Double(steps)
      let point = Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      dispatcher.dispatch(PointerEvent(.move, at: point, time: clock.now))
      frame()
    }
    guard lifts else { return }
    dispatcher.dispatch(PointerEvent(.up, at: to, time: clock.now))
    frame()
  }

  /// The app's background behind the widget: a light grey, so white parts show their edges.
  static let background = Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6)

  /// The whole tree, drawn at scale 1 on ``background``.
  func render() -> Bitmap {
    frame()
    let bitmap = Bitmap(size: root.frame.size, scale: 1, background: Self.background)
    bitmap.render(root)
    return bitmap
  }
}
