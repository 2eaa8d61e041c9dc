/// A view that scrolls its content under a mouse wheel or a touchpad: what a host's scroll events
/// reach, as a pan's translation reaches a pan recognizer.
///
/// Hosts hit-test the pointer's location and offer the scroll to the hit view and then its
/// ancestors, up to the first that takes it:
///
/// ```swift
/// var view = root.hitTest(pointerLocation)
/// while let current = view {
///   if let scrollable = current as? ScrollWheelHandling, scrollable.scrollWheel(by: delta) { break }
///   view = current.superview
/// }
/// ```
@MainActor
public protocol ScrollWheelHandling: AnyObject {
  /// Scrolls the content by `delta` points: positive `x` shows what lies further right, positive
  /// `y` what lies further down (a wheel turned towards the user), whatever the layout direction.
  /// - Returns: Whether the view scrolled; `false` lets the host offer the scroll further up.
  func scrollWheel(by delta: Point) -> Bool
}
