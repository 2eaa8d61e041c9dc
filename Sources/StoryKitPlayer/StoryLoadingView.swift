import StoryKit
import StoryKitUI

/// What the player shows while a story's media loads: a view the
/// player places over the current page, centred on it, shown and hidden as loading starts and
/// ends. The story's time does not run meanwhile. It sits under the page's notice, so a notice
/// always reads (see ``StoryPageView/Overlay``).
///
/// Subclass ``StoryLoadingIndicator`` and put it in the ``StoryKitUI/Components/storyLoading``
/// slot, or give one player any object of this protocol:
///
/// ```swift
/// final class BrandLoader: StoryLoadingView {
///   let view: View = BrandSpinner()
///   func show() { view.isHidden = false }
///   func hide() { view.isHidden = true }
/// }
/// player.loadingView = BrandLoader()
/// ```
@MainActor
public protocol StoryLoadingView: AnyObject {
  /// The view the player adds over the story, centred, at its ``View/sizeThatFits(_:)`` size.
  var view: View { get }
  /// Loading began: show the view (and start any animation).
  func show()
  /// Loading ended: hide the view.
  func hide()
}

/// A loading view that is its own view: hidden until ``show()``, hidden again by ``hide()``.
/// The base of the ``StoryKitUI/Components/storyLoading`` slot's classes; subclass it and draw.
open class StoryLoadingIndicator: View, StoryLoadingView {
  /// The indicator itself.
  public var view: View { self }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isHidden = true
    accessibilityTraits = .staticText
  }

  /// "Loading", in the tree's language, unless set.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? strings[.playerLoading] }
    set { super.accessibilityLabel = newValue }
  }

  /// Shows the indicator.
  open func show() { isHidden = false }

  /// Hides the indicator.
  open func hide() { isHidden = true }
}

/// The default loading view: a white arc turning once a second on the view's clock, on a soft
/// dark disc so it reads on a bright poster. Under Reduce Motion the arc stands still.
open class StorySpinnerView: StoryLoadingIndicator {
  /// Seconds per turn.
  public static let period = 1.0

  /// The spinner's side, in points.
  public static let side = 44.0

  private var shownAt: Double?

  /// Shows the spinner; it turns from this moment.
  open override func show() {
    if isHidden || shownAt == nil { shownAt = clock.now }
    super.show()
    setNeedsDisplay()
  }

  /// Hides the spinner.
  open override func hide() {
    super.hide()
    shownAt = nil
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: Self.side, height: Self.side)
  }

  /// Every frame while shown and turning.
  open override func nextFrameTime(now: Double) -> Double? {
    isHidden || isReduceMotionEnabled ? nil : now
  }

  open override func draw(in canvas: Canvas) {
    let side = min(bounds.width, bounds.height)
    guard side > 0 else { return }
    let center = Point(x: bounds.midX, y: bounds.midY)
    var disc = Path()
    disc.addArc(center: center, radius: side / 2, startAngle: 0, endAngle: 2 * .pi)
    canvas.fill(disc, with: .solid(Color.black.withAlpha(0.35)))
    let elapsed = isReduceMotionEnabled ? 0 : max(0, clock.now - (shownAt ?? clock.now))
    let turn = elapsed.truncatingRemainder(dividingBy: Self.period) / Self.period
    let start = -Double.pi / 2 + turn * 2 * .pi
    var track = Path()
    track.addArc(center: center, radius: side * 0.3, startAngle: 0, endAngle: 2 * .pi)
    canvas.stroke(track, with: .solid(Color.white.withAlpha(0.25)), style: StrokeStyle(width: 3))
    var arc = Path()
    arc.addArc(center: center, radius: side * 0.3, startAngle: start, endAngle: start + 1.6 * .pi)
    canvas.stroke(arc, with: .solid(.white), style: StrokeStyle(width: 3, cap: .round))
  }
}
