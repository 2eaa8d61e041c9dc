import StoryKit
import StoryKitUI

/// The box of a canvas's aspect ratio: it draws the canvas's background, its rounded corners and
/// its border, and clips the layers to them.
///
/// ```
/// ╭ cornerRadius ────────╮   background: the content's colour, else the styling's
/// │ layers               │   border: the styling's width and colour (none at 0)
/// ╰──────────────────────╯
/// ```
///
/// It reads the canvas's styling from the environment in its own ``setUpAppearance()``; the
/// canvas gives it only ``contentBackgroundColor``, a value of the content. Replace it through
/// ``StoryKitUI/Components/canvasBox``; a subclass that changes its look overrides
/// ``setUpAppearance()`` and calls `super` first.
open class CanvasBoxView: View {
  /// The background the canvas content asks for (`canvas.backgroundColor` in the feed); `nil`
  /// uses the styling's.
  public var contentBackgroundColor: Color? {
    didSet { if contentBackgroundColor != oldValue { appearanceInputsDidChange() } }
  }

  /// The colour behind the layers in effect: the content's, else the styling's.
  public var effectiveBackgroundColor: Color {
    contentBackgroundColor ?? resolvedStyling(ResolvedCanvasStyling.self).backgroundColor
  }

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
  }

  /// The background, the corners and the border, from the canvas's styling.
  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = resolvedStyling(ResolvedCanvasStyling.self)
    backgroundColor = effectiveBackgroundColor
    cornerRadius = styling.cornerRadius
    border = styling.borderWidth > 0 ? Border(width: styling.borderWidth, color: styling.borderColor) : nil
  }
}
