import StoryKit

/// The keyboard focus ring: a rounded outline in the appearance's accent colour, 3 pt wide, 3 pt
/// outside the focused element's frame, kept inside the ring view's bounds. A host lays it over the whole tree (its frame the root's
/// bounds) and points it at the element that has focus; it takes no input and is no element.
///
/// ```swift
/// ring.frame = root.bounds
/// root.addSubview(ring)          // on top
/// ring.target = focusedCell      // drawn around the cell
/// ```
open class AccessibilityFocusRingView: View {
  /// The view whose element has focus; `nil` draws nothing.
  public weak var target: View? {
    didSet { if target !== oldValue { setNeedsDisplay() } }
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func draw(in canvas: Canvas) {
    guard let target, target.rootView === rootView, !target.isHidden else { return }
    let origin = convert(Point.zero, to: nil)
    let frame = target.accessibilityFrameInRoot
    // Kept inside the ring view (the window): an element that fills it, the player's story, has
    // its ring along the window's edge rather than outside it.
    let ring = Rect(
      x: frame.minX - origin.x - 3, y: frame.minY - origin.y - 3, width: frame.width + 6,
      height: frame.height + 6
    ).intersection(bounds.insetBy(dx: 1.5, dy: 1.5))
    guard ring.width > 0, ring.height > 0, ring.minX.isFinite, ring.minY.isFinite else { return }
    canvas.stroke(
      .roundedRect(ring, cornerRadius: min(ring.height / 2, 24)), with: .solid(appearance.colors.accent),
      style: StrokeStyle(width: 3))
  }
}
