import StoryKit
import StoryKitUI

/// The preview window's content: the stage (the story bar at the top; the player covers the
/// stage) above the diagnostics strip, which takes room only while it shows something.
///
/// ```
/// ┌──────────────────────────┐
/// │ ◯ ◯ ◯ ◯  story bar       │  stage
/// │                          │
/// ├──────────────────────────┤
/// │ ⚠ 2 problems in feed.json│  strip (hidden without diagnostics)
/// └──────────────────────────┘
/// ```
final class PreviewRootView: View {
  /// What the player covers.
  let stage = View()
  /// The feed's diagnostics.
  let strip = PreviewDiagnosticStrip()
  /// The bar, at the top of the stage.
  var bar: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let bar { stage.insertSubview(bar, at: 0) }
      setNeedsLayout()
    }
  }

  override func setUpLayout() {
    super.setUpLayout()
    addSubview(stage)
    addSubview(strip)
    strip.isHidden = true
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = appearance.colors.background
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let stripHeight =
      strip.isHidden
      ? 0
      : min(strip.fittingSize(for: Size(width: bounds.width, height: .infinity)).height, bounds.height / 2)
    strip.frame = Rect(x: 0, y: bounds.height - stripHeight, width: bounds.width, height: stripHeight)
    stage.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - stripHeight)
    if let bar {
      let height = bar.fittingSize(for: Size(width: stage.bounds.width, height: .infinity)).height
      bar.frame = Rect(x: 0, y: 0, width: stage.bounds.width, height: min(height, stage.bounds.height))
    }
  }
}
