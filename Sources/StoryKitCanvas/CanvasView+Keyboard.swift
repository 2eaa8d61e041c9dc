import StoryKit
import StoryKitUI

/// Keyboard focus over the canvas's interactive layers.
///
/// The layer views take taps, not keys; the canvas adds a focus that walks the buttons among its
/// accessibility elements (button and swipe-up pills, poll and quiz options, emojis, "Remind me",
/// product tags, and the product card's controls while it is open) in reading order, draws a ring
/// around the focused one, and activates it with the same tap a finger would give it:
///
/// ```swift
/// let keys = KeyCommandRouter()
/// canvas.registerKeyCommands(in: keys)   // arrows move, Return / Space activate, Escape closes
/// host.onKey = { keys.route($0) }
/// ```
///
/// | key | does |
/// | --- | --- |
/// | → ↓ (← in right to left) | the next interactive layer, wrapping |
/// | ← ↑ (→ in right to left) | the previous one, wrapping |
/// | Return, Space | activates the focused one |
/// | Escape | closes the product card, else clears the focus |
extension CanvasView {
  /// What keyboard focus can reach, in reading order: the elements of the layers with the button
  /// trait (the layers under an open product card are hidden, so then the card's controls).
  public var focusableElements: [AccessibilityElement] {
    guard isBuilt else { return [] }
    return layersView.accessibilityElements().filter { $0.traits.contains(.button) }
  }

  /// Moves the focus `step` interactive layers on in reading order (negative: back), wrapping;
  /// with no focus, the first (or, going back, the last) takes it.
  /// - Returns: Whether anything has the focus now.
  @discardableResult
  public func moveFocus(by step: Int) -> Bool {
    let views = focusableElements.compactMap(\.view)
    guard !views.isEmpty else {
      focusedView = nil
      return false
    }
    guard let current = focusedView, let index = views.firstIndex(where: { $0 === current }) else {
      focusedView = step < 0 ? views.last : views.first
      return true
    }
    let count = views.count
    focusedView = views[((index + step) % count + count) % count]
    return true
  }

  /// Activates the focused layer with a tap at its centre, through the tree's gesture
  /// recognizers, as a finger would; the focus then stays, or goes to the first control of what
  /// opened (the product card).
  /// - Returns: Whether there was a focused layer to activate.
  @discardableResult
  public func activateFocus() -> Bool {
    guard let view = focusedView, view.rootView === rootView else { return false }
    rootView.layoutIfNeeded()
    let frame = view.accessibilityFrameInRoot
    let centre = Point(x: frame.midX, y: frame.midY)
    let dispatcher = PointerDispatcher(root: rootView)
    let time = clock.now
    dispatcher.dispatch(PointerEvent(.down, at: centre, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: centre, time: time + 0.05))
    // What the tap opened is placed before its controls are put in reading order.
    rootView.layoutIfNeeded()
    let views = focusableElements.compactMap(\.view)
    if !views.contains(where: { $0 === view }) { focusedView = views.first }
    return true
  }

  /// Closes the product card when it is open (focus goes back to the layers), else clears the
  /// focus.
  public func escapeFocus() {
    if layersView.isProductCardOpen {
      layersView.closeProductCard()
      focusedView = focusableElements.first?.view
    } else {
      focusedView = nil
    }
  }

  /// Registers the canvas's keys in `router` (see the table above); arrows follow the layout
  /// direction.
  /// - Returns: The tokens, to remove the commands again.
  @discardableResult
  public func registerKeyCommands(in router: KeyCommandRouter) -> [KeyCommandRouter.Token] {
    let forward: (KeyEvent.Key, Int) -> KeyCommandRouter.Token = { [weak self] key, step in
      router.register(key) { _ in
        guard let self else { return }
        let mirrored = self.effectiveLayoutDirection == .rightToLeft && (key == .left || key == .right)
        self.moveFocus(by: mirrored ? -step : step)
      }
    }
    return [
      forward(.right, 1), forward(.down, 1), forward(.left, -1), forward(.up, -1),
      router.register(.enter) { [weak self] _ in self?.activateFocus() },
      router.register(.space) { [weak self] _ in self?.activateFocus() },
      router.register(.escape) { [weak self] _ in self?.escapeFocus() },
    ]
  }
}

/// The ring around the layer keyboard focus is on, drawn over the layers in the appearance's
/// accent colour.
final class CanvasFocusRingView: View {
  weak var target: View? {
    didSet { if target !== oldValue { setNeedsDisplay() } }
  }

  required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  override func draw(in canvas: Canvas) {
    guard let target, target.rootView === rootView, !target.isHidden else { return }
    let origin = convert(Point.zero, to: nil)
    let frame = target.accessibilityFrameInRoot
    let ring = Rect(
      x: frame.minX - origin.x - 3, y: frame.minY - origin.y - 3, width: frame.width + 6,
      height: frame.height + 6)
    guard ring.width > 0, ring.height > 0 else { return }
    canvas.stroke(
      .roundedRect(ring, cornerRadius: min(ring.height / 2, 24)), with: .solid(appearance.colors.accent),
      style: StrokeStyle(width: 3))
  }
}
