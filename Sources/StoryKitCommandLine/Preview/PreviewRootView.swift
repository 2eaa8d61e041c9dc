import StoryKit
import StoryKitUI

/// The preview window's content: the stage (the placement at the top, as tall as its widget's
/// ratio asks; the player covers the window) above the diagnostics strip, which takes room only
/// while it shows something.
///
/// ```
/// ┌──────────────────────────┐
/// │ ◯ ◯ ◯ ◯  placement       │  stage
/// │                          │
/// ├──────────────────────────┤
/// │ ⚠ 2 problems in feed.json│  strip (hidden without diagnostics)
/// └──────────────────────────┘
/// ```
package final class PreviewRootView: View {
  /// What the player covers.
  package let stage = View()
  /// The feed's diagnostics.
  package let strip = PreviewDiagnosticStrip()
  /// The placement, at the top of the stage.
  package var placement: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let placement { stage.insertSubview(placement, at: 0) }
      setNeedsLayout()
    }
  }
  /// The width-to-height ratio the placement's widget reported; `nil` while nothing shows.
  package var ratio: Double? {
    didSet { if ratio != oldValue { setNeedsLayout() } }
  }

  package override func setUpLayout() {
    super.setUpLayout()
    addSubview(stage)
    addSubview(strip)
    strip.isHidden = true
  }

  package override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = appearance.colors.background
  }

  package override func layoutSubviews() {
    super.layoutSubviews()
    let stripHeight =
      strip.isHidden
      ? 0
      : min(strip.fittingSize(for: Size(width: bounds.width, height: .infinity)).height, bounds.height / 2)
    strip.frame = Rect(x: 0, y: bounds.height - stripHeight, width: bounds.width, height: stripHeight)
    stage.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - stripHeight)
    if let placement {
      let height = ratio.map { (stage.bounds.width / $0).rounded() } ?? 0
      placement.frame = Rect(x: 0, y: 0, width: stage.bounds.width, height: min(height, stage.bounds.height))
    }
  }
}
