import Foundation
import StoryKit
import StoryKitUI

/// The player's like button: a heart, outlined until the user likes the story and filled in the
/// accent after, in a 44 pt target at the trailing corner of the player's footer.
///
/// ```
///  ♡   not liked: an outline in the header's colour
///  ♥   liked: filled in the appearance's accent, inside the same outline
/// ```
///
/// Screen readers hear a toggle: "Like, button", and "Like, button, selected" once liked;
/// activating it toggles. The footer (``StoryFooterView``) shows it when the player's styling
/// sets ``StoryKit/StoryFooterStyling/isLikeButtonVisible``.
open class StoryLikeButton: View {
  /// Whether the story is liked now; the player answers from its interaction store.
  public var isLiked: @MainActor () -> Bool = { false } {
    didSet { setNeedsDisplay() }
  }

  /// The outline's colour; the player's header text colour, which its chrome shares.
  public var tintColor: Color = .white {
    didSet { if tintColor != oldValue { setNeedsDisplay() } }
  }

  /// Called by a tap or an assistive technology's activation.
  public var onTap: (@MainActor () -> Void)?

  /// Creates the button.
  public required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.sendTap() })
  }

  /// Runs ``onTap`` and redraws in the new state.
  public func sendTap() {
    onTap?()
    setNeedsDisplay()
  }

  open override func accessibilityActivate() -> Bool {
    sendTap()
    return true
  }

  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? strings[.playerLike] }
    set { super.accessibilityLabel = newValue }
  }

  open override var accessibilityTraits: AccessibilityTraits {
    get { isLiked() ? [.button, .selected] : .button }
    set { super.accessibilityTraits = newValue }
  }

  open override func draw(in canvas: Canvas) {
    let side = min(bounds.width, bounds.height) * 0.5
    guard side > 0 else { return }
    let rect = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    let heart = Self.heart(in: rect)
    // Liked, the accent fills the heart inside the same outline in the chrome's colour: on the
    // dark shade a filled accent alone read dimmer than the outline (1.8:1 against 8.6:1).
    if isLiked() { canvas.fill(heart, with: .solid(appearance.colors.accent)) }
    canvas.stroke(
      heart, with: .solid(tintColor), style: StrokeStyle(width: side * 0.1, cap: .round, join: .round))
  }

  /// A heart in `rect`: two lobes meeting at a point at the bottom, inside the square by a stroke.
  static func heart(in rect: Rect) -> Path {
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
    var path = Path()
    path.move(to: point(0.5, 0.9))
    path.addCurve(to: point(0.06, 0.36), control1: point(0.3, 0.74), control2: point(0.06, 0.6))
    path.addCurve(to: point(0.5, 0.24), control1: point(0.06, 0.08), control2: point(0.4, 0.02))
    path.addCurve(to: point(0.94, 0.36), control1: point(0.6, 0.02), control2: point(0.94, 0.08))
    path.addCurve(to: point(0.5, 0.9), control1: point(0.94, 0.6), control2: point(0.7, 0.74))
    path.closeSubpath()
    return path
  }
}
