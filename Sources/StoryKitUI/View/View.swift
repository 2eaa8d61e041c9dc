import StoryKit

/// The base of every StoryKit view: a rectangle in a tree, with a background, corners, border,
/// opacity and transform, laid out in two passes and drawn through a ``Canvas``.
///
/// ```
/// ┌ frame (in the superview) ─────────────┐
/// │ background · rounded clip · draw(in:)  │
/// │   subviews, in order                   │
/// │ border on top                          │
/// └────────────────────────────────────────┘
/// ```
///
/// Subclasses customize through the Customizable lifecycle — ``setUp()``, ``setUpLayout()``,
/// ``setUpAppearance()``, ``updateContent()`` — which this class runs, once per view, when the view
/// first joins a prepared tree (see ``prepareIfNeeded()``). Layout is frame-based:
/// ``sizeThatFits(_:)`` measures, ``layoutSubviews()`` places children.
@MainActor
open class View {
  // MARK: - Geometry

  /// The view's rectangle in its superview's coordinates, before ``transform``.
  public var frame: Rect {
    didSet {
      if frame.size != oldValue.size { setNeedsLayout() }
    }
  }

  /// The origin of the view's own coordinate space (a scrolled view moves it).
  public var boundsOrigin: Point = .zero

  /// The view's rectangle in its own coordinates.
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

  /// A transform applied about the view's centre when drawing and hit testing; layout ignores it.
  public var transform: Transform = .identity

  // MARK: - Look

  /// What fills the view's (rounded) bounds behind its content.
  public var background: Paint?

  /// A solid background; setting it replaces ``background``.
  public var backgroundColor: Color? {
    get {
      if case .solid(let color) = background { return color }
      return nil
    }
    set { background = newValue.map(Paint.solid) }
  }

  /// The radius of the background's, the clip's and the border's corners.
  public var cornerRadius: Double = 0

  /// A line drawn inside the edge, over the content.
  public var border: Border?

  /// The opacity of the view and everything in it, `0...1`.
  public var alpha: Double = 1 {
    didSet { alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }
  }

  /// A hidden view is neither drawn nor hit, and collapses in stacks.
  public var isHidden = false {
    didSet {
      if isHidden != oldValue { superview?.invalidateMeasurement() }
    }
  }

  /// Whether subviews are cut at the (rounded) bounds.
  public var clipsToBounds = false

  /// Whether the view and its subviews receive pointer events.
  public var isUserInteractionEnabled = true

  // MARK: - Tree

  /// The child views, back to front.
  public internal(set) var subviews: [View] = []

  /// The parent view.
  public internal(set) weak var superview: View?

  /// The reading direction for this view and, unless they set their own, its subviews; `nil`
  /// inherits the superview's (left to right at the root).
  public var layoutDirection: LayoutDirection? {
    didSet {
      if layoutDirection != oldValue { setNeedsLayoutInSubtree() }
    }
  }

  /// The direction in effect: this view's own, else the nearest ancestor's, else left to right.
  public var effectiveLayoutDirection: LayoutDirection {
    var view: View? = self
    while let current = view {
      if let direction = current.layoutDirection { return direction }
      view = current.superview
    }
    return .leftToRight
  }

  // MARK: - State kept by the extensions

  var needsLayout = true
  var lifecycle = LifecycleState.new
  var measurementCache = MeasurementCache()
  var environmentOverrides = EnvironmentOverrides()
  var capturedRootEnvironment: ViewEnvironment?

  /// Margins for ``StackView`` padding and ``embedToMargins(in:)``, by reading direction.
  public var layoutMargins = DirectionalEdgeInsets.zero {
    didSet {
      if layoutMargins != oldValue { invalidateMeasurement() }
    }
  }

  /// Size rules from the layout DSL (`.width(72)`, `.height(greaterThanOrEqualTo: 20)`).
  public var sizeConstraints = SizeConstraints() {
    didSet {
      if sizeConstraints != oldValue { invalidateMeasurement() }
    }
  }

  /// How strongly the view resists growing past its fitting size, per axis (UIKit's hugging).
  public var contentHuggingPriority = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow) {
    didSet {
      if contentHuggingPriority != oldValue { superview?.invalidateMeasurement() }
    }
  }

  /// How strongly the view resists shrinking below its fitting size, per axis.
  public var compressionResistancePriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
  {
    didSet {
      if compressionResistancePriority != oldValue { superview?.invalidateMeasurement() }
    }
  }

  /// When set, the superview's default layout pins this view to its bounds (or margins) inset by
  /// these insets, as `embed(in:)` asks.
  public internal(set) var pinning: Pinning?

  // MARK: - Accessibility

  /// Whether assistive technologies see this view as one element.
  open var isAccessibilityElement = false
  /// What the element is called ("New in, new stories").
  open var accessibilityLabel: String?
  /// Its current value ("seen").
  open var accessibilityValue: String?
  /// What activating it does.
  open var accessibilityHint: String?
  /// What kind of element it is.
  open var accessibilityTraits: AccessibilityTraits = []

  // MARK: - Input

  /// Recognizers that turn pointer events on this view into taps, long presses and pans.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []

  // MARK: - Init

  /// Creates a view with a frame.
  public required init(frame: Rect) {
    self.frame = frame
  }

  /// Creates a view with a zero frame; layout gives it one. Subclasses in ``Components`` slots
  /// are created through this initializer.
  public required convenience init() {
    self.init(frame: .zero)
  }

  // MARK: - Customizable lifecycle (see View+Lifecycle.swift for when each runs)

  /// Runs once, first: a custom constructor for delegates, recognizers and actions.
  open func setUp() {}

  /// Runs once, after ``setUp()``: add subviews and build the layout.
  open func setUpLayout() {}

  /// Runs once after ``setUpLayout()``, and again whenever the appearance or theme changes:
  /// colours, fonts, corner radii — the look, not the layout.
  open func setUpAppearance() {}

  /// Runs once at the end of the lifecycle, and again every time the content changes.
  open func updateContent() {}

  // MARK: - Layout and drawing override points

  /// The size the view would like within `proposal` (either side may be infinite). Pure: it must
  /// not change the view, so results can be cached. The default fits the pinned subviews.
  open func sizeThatFits(_ proposal: Size) -> Size {
    defaultSizeThatFits(proposal)
  }

  /// Places the subviews in ``bounds``. The default places pinned subviews (see ``pinning``).
  open func layoutSubviews() {
    layoutPinnedSubviews()
  }

  /// Draws the view's own content, after the background and before the subviews.
  open func draw(in canvas: Canvas) {}

  /// The deepest view that takes a pointer event at `point` (in this view's coordinates), or `nil`.
  /// Hidden, fully transparent and non-interactive views, and points outside the bounds, are
  /// not hit.
  open func hitTest(_ point: Point) -> View? {
    defaultHitTest(point)
  }
}

/// A line drawn along a view's edge.
public struct Border: Sendable, Hashable {
  public var width: Double
  public var paint: Paint
  /// Dash and gap lengths; empty for a solid border.
  public var dash: [Double]

  public init(width: Double, paint: Paint, dash: [Double] = []) {
    self.width = max(0, width.isFinite ? width : 0)
    self.paint = paint
    self.dash = dash
  }

  /// A solid border of one colour.
  public init(width: Double, color: Color, dash: [Double] = []) {
    self.init(width: width, paint: .solid(color), dash: dash)
  }
}

/// How a pinned subview sits in its superview (see ``View/pinning``).
public struct Pinning: Sendable, Hashable {
  public var insets: DirectionalEdgeInsets
  /// Whether the insets add to the superview's ``View/layoutMargins``.
  public var toMargins: Bool
}

/// Where a view is in the Customizable lifecycle.
enum LifecycleState {
  case new, preparing, ready
}
