import StoryKit
import StoryKitUI

/// A check mark drawn as a path, set on top of a control beside its title (the countdown's
/// "Reminder set"): it takes no touches and is not spoken, so the control under it keeps both.
final class LayerCheckView: View {
  /// The check's colour.
  var color = Color.black {
    didSet { if color != oldValue { setNeedsDisplay() } }
  }
  /// The stroke's width, in points.
  var lineWidth = 2.0 {
    didSet { if lineWidth != oldValue { setNeedsDisplay() } }
  }
  /// Whether the check shows now; `nil` shows it always. The countdown hides it once it ends,
  /// with its button.
  var availability: (@MainActor () -> Bool)?

  required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  override func draw(in canvas: Canvas) {
    guard availability?() ?? true else { return }
    LayerGlyphs.drawCheck(in: bounds, color: color, lineWidth: lineWidth, canvas: canvas)
  }
}
