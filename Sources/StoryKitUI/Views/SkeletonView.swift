import StoryKit

/// A placeholder shown where content is still loading: a rounded block in the appearance's
/// skeleton colour.
///
/// ```
/// ╭──────────╮  colour: ``color``, else the appearance's skeleton colour (light and dark)
/// ╰──────────╯  corners: ``View/cornerRadius``, or a capsule while ``isCapsule``
/// ```
open class SkeletonView: View {
  /// The colour; `nil` uses the appearance's skeleton colour.
  public var color: Color? {
    didSet { if color != oldValue { setNeedsDisplay() } }
  }

  /// Whether the corners are always half the height (a capsule), whatever the size.
  public var isCapsule = true {
    didSet { if isCapsule != oldValue { setNeedsDisplay() } }
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func draw(in canvas: Canvas) {
    let radius = isCapsule ? min(bounds.width, bounds.height) / 2 : cornerRadius
    canvas.fill(.roundedRect(bounds, cornerRadius: radius), with: .solid(color ?? appearance.colors.skeleton))
  }
}
