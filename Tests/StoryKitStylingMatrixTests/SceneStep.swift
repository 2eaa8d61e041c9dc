import StoryKitUI

/// One thing that happens to the widget before it is rendered, in the widget's coordinates.
enum SceneStep: Sendable {
  /// The clock moves on, and the widget with it.
  case wait(Double)
  /// A finger taps a point.
  case tap(Point)
  /// A finger goes down at `from`, moves to `to` over `duration` seconds, and lifts there when
  /// `lifts` (else it stays down for the render).
  case drag(from: Point, to: Point, duration: Double, lifts: Bool)
}
