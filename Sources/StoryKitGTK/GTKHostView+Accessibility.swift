import CGtk4
import StoryKitUI

/// The host's side of the accessibility bridge: placing and removing the proxies, and the focus
/// ring the tree draws around the focused element.
extension GTKHostView {
  /// Places the accessibility proxies; from the host area's `size_allocate`.
  func allocateAccessibilityProxies() {
    accessibilityBridge.allocate()
  }

  /// Removes the accessibility proxies; from the host area's `dispose`.
  func removeAccessibilityProxies() {
    accessibilityBridge.stop()
  }

  /// Follows the window's focus, for the ring.
  func watchFocusWidget() {
    guard focusWidgetHandler == nil, let window = gtk_widget_get_root(widget) else { return }
    let raw = UnsafeMutableRawPointer(window)
    let id = connectSignal(
      raw, "notify::focus-widget", focusWidgetThunk, Unmanaged.passUnretained(self).toOpaque())
    focusWidgetHandler = (raw, id)
  }

  /// Lays the ring over the tree around the focused element, or takes it away; asks for a draw
  /// only when what it shows changed.
  func updateFocusRing() {
    guard !isDestroyed else { return }
    accessibilityBridge.notifyFocusGroups()
    guard let view = accessibilityBridge.focusedView else {
      if focusRing.superview != nil {
        focusRing.target = nil
        focusRing.removeFromSuperview()
        displayRequested()
      }
      return
    }
    if focusRing.superview !== root || root.subviews.last !== focusRing {
      focusRing.removeFromSuperview()
      root.addSubview(focusRing)
    }
    if focusRing.frame != root.bounds { focusRing.frame = root.bounds }
    let frame = view.accessibilityFrameInRoot
    if focusRing.target !== view || focusedFrame != frame {
      focusRing.target = view
      focusedFrame = frame
      focusRing.setNeedsDisplay()
    }
  }
}

private let focusWidgetThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.updateFocusRing() }
}
