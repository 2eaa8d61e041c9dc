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
      if frame != oldValue, View.layerViewCount > 0 {
        placementDidChange(from: placement(frame: oldValue, transform: transform))
      }
    }
  }

  /// The origin of the view's own coordinate space (a scrolled view moves it).
  public var boundsOrigin: Point = .zero {
    didSet { if boundsOrigin != oldValue, View.layerViewCount > 0 { invalidateLayersForContent() } }
  }

  /// The view's rectangle in its own coordinates.
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

  /// A transform applied about the view's centre when drawing and hit testing; layout ignores it.
  public var transform: Transform = .identity {
    didSet {
      if transform != oldValue { setNeedsComposite(from: placement(frame: frame, transform: oldValue)) }
    }
  }

  // MARK: - Look

  /// What fills the view's (rounded) bounds behind its content.
  public var background: Paint? {
    didSet {
      guard acceptsStyleWrite(#function) else { return background = oldValue }
      if background != oldValue { setNeedsDisplay() }
    }
  }

  /// A solid background; setting it replaces ``background``.
  public var backgroundColor: Color? {
    get {
      if case .solid(let color) = background { return color }
      return nil
    }
    set { background = newValue.map(Paint.solid) }
  }

  /// The radius of the background's, the clip's and the border's corners.
  public var cornerRadius: Double = 0 {
    didSet {
      guard acceptsStyleWrite(#function) else { return cornerRadius = oldValue }
      if cornerRadius != oldValue { setNeedsDisplay() }
    }
  }

  /// A line drawn inside the edge, over the content.
  public var border: Border? {
    didSet {
      guard acceptsStyleWrite(#function) else { return border = oldValue }
      if border != oldValue { setNeedsDisplay() }
    }
  }

  /// The opacity of the view and everything in it, `0...1`.
  public var alpha: Double = 1 {
    didSet {
      alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
      if alpha != oldValue { setNeedsComposite(from: placement) }
    }
  }

  /// A hidden view is neither drawn nor hit, and collapses in stacks.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      superview?.invalidateMeasurement()
      setNeedsComposite(from: placement)
      if isHidden { releaseLayersInSubtree() }
      if lifecycle == .ready { visibilityDidChangeInSubtree() }
    }
  }

  /// Whether subviews are cut at the (rounded) bounds.
  public var clipsToBounds = false {
    didSet { if clipsToBounds != oldValue { setNeedsDisplay() } }
  }

  /// Whether the view and its subviews receive pointer events.
  public var isUserInteractionEnabled = true

  // MARK: - Tree

  /// The child views, back to front.
  public internal(set) var subviews: [View] = []

  /// The parent view.
  public internal(set) weak var superview: View?

  /// The reading direction for this view and, unless they set their own, its subviews; `nil`
  /// inherits the superview's (left to right at the root).
  open var layoutDirection: LayoutDirection? {
    didSet {
      if layoutDirection != oldValue { setNeedsLayoutInSubtree() }
    }
  }

  /// The direction this view and its subviews use when neither it nor any ancestor sets
  /// ``layoutDirection``: for a widget, a direction its server asks for, which the app and the
  /// host override.
  public var fallbackLayoutDirection: LayoutDirection? {
    didSet {
      if fallbackLayoutDirection != oldValue { setNeedsLayoutInSubtree() }
    }
  }

  /// The direction in effect: this view's own, else the nearest ancestor's (the app's, or a
  /// placement config's), else the nearest ``fallbackLayoutDirection`` (the server's styling),
  /// else the direction of the language the SDK's strings are in here (right to left for
  /// Arabic, Hebrew and Persian: see ``strings``), else left to right.
  public var effectiveLayoutDirection: LayoutDirection {
    var view: View? = self
    var fallback: LayoutDirection?
    while let current = view {
      if let direction = current.layoutDirection { return direction }
      if fallback == nil { fallback = current.fallbackLayoutDirection }
      view = current.superview
    }
    return fallback ?? StoryKitStrings.layoutDirection(of: locale)
  }

  // MARK: - State kept by the extensions

  var needsLayout = true
  var lifecycle = LifecycleState.new
  var measurementCache = MeasurementCache()
  var environmentOverrides = EnvironmentOverrides()
  var capturedRootEnvironment: ViewEnvironment?
  var isDisplayRequested = false
  /// The offscreen layer settings and the layer kept for them (``isRasterized``), if ever set.
  var layerState: ViewLayerState?
  /// How many views want an offscreen layer: while none does, changes skip looking for layers to
  /// invalidate.
  static var layerViewCount = 0
  /// The style properties the app set on this view (see ``acceptsStyleWrite(_:)``).
  var appStyledProperties: Set<String> = []
  /// Whether StoryKit made this view as a part (``makePart(_:)``): from then on, what StoryKit's
  /// own code writes to it is styling, even before it joins its tree.
  var isStoryKitPart = false
  /// Above 0 while StoryKit's own code runs (lifecycle, layout): its style writes are styling.
  static var storyKitWriteDepth = 0
  /// Above 0 while StoryKit makes a part (``View/constructing(_:)``).
  static var constructionDepth = 0
  /// Counts every change of an appearance anywhere (an override set or removed, a root capturing
  /// the shared one): a resolved styling made at the same count, for the same appearance source,
  /// is still good without comparing appearances.
  static var appearanceEpoch = 0

  /// Called when this view or a descendant asks to be drawn again (``setNeedsDisplay()``): a host
  /// sets it on the root it draws, to queue a frame. It is called once until the next
  /// ``render(in:)`` of this view, however many views ask.
  public var displayRequestHandler: (@MainActor () -> Void)?

  /// Margins for ``StackView`` padding and ``StackView/embedToMargins(in:)``, by reading direction.
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
  /// Whether assistive technologies skip this view and its subtree, as when a modal sheet covers
  /// it.
  open var accessibilityElementsHidden = false
  /// Actions an assistive technology offers on this element besides activating it ("Next
  /// story", "Close"), in order.
  open var accessibilityCustomActions: [AccessibilityCustomAction] = []
  /// Whether assistive technologies see only this view's elements while it is on screen, as a
  /// full-screen player over the bar that opened it (UIKit's name). The walk of
  /// ``accessibilityElements()`` then keeps the elements inside the topmost such view and
  /// drops every other: the views under it leave the tree by themselves while it is open.
  open var accessibilityViewIsModal = false
  /// For a view with ``accessibilityViewIsModal``: the element a screen reader's focus, and the
  /// keyboard's, lands on when the view appears (the player's "New in, story 1 of 4" title,
  /// which then speaks each story as it changes), as UIKit's screen-changed notification names
  /// one. `nil`, or a view that is not an element on screen: the first element in reading order.
  open var accessibilityPreferredFocus: View? { nil }
  /// Whether the elements inside this view are one stop for the keyboard: Tab enters and leaves
  /// them together, and the arrow keys move between them (the story bar's cells). Each element
  /// names its nearest such view (``AccessibilityElement/focusGroup``).
  open var isAccessibilityFocusGroup = false
  /// In a focus group, the element that keyboard focus belongs on now, when the group knows
  /// better than the last Tab or arrow: the banner's page on screen, the top swipe card, the
  /// video feed's current item, the canvas layer its own keys moved to. A host enters the group
  /// there, and while focus is inside the group moves it there whenever it changes (a key
  /// command, auto-advance, a swipe). `nil` (the default): the host's own cursor decides.
  open var accessibilityFocusedElement: View? { nil }

  /// Tells a focus group that a host's keyboard focus moved to `element`, one of its elements,
  /// or left the group (`nil`). The banner holds its auto-advance while focus is on it; the
  /// canvas moves its own keyboard focus along. The default does nothing.
  open func accessibilityFocusDidMove(to element: View?) {}

  /// An assistive technology activates the element (a double tap with a screen reader, AT-SPI's
  /// "click", Return on a focused cell); returns whether anything happened.
  ///
  /// The default taps the middle of the element's frame through the root's gesture
  /// recognizers, as a finger would: a press and, 50 ms later on the tree's clock, a release.
  /// Views with a direct action (a story bar cell, a ``Button``) override it.
  open func accessibilityActivate() -> Bool {
    guard !isHidden, alpha > 0.01 else { return false }
    let root = rootView
    root.layoutIfNeeded()
    let frame = accessibilityFrameInRoot
    guard frame.width > 0, frame.height > 0, frame.midX.isFinite, frame.midY.isFinite else { return false }
    let centre = Point(x: frame.midX, y: frame.midY)
    guard root.hitTest(centre) != nil else { return false }
    let dispatcher = PointerDispatcher(root: root)
    let time = clock.now
    dispatcher.dispatch(PointerEvent(.down, at: centre, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: centre, time: time + 0.05))
    return true
  }

  /// An assistive technology's increment of an ``AccessibilityTraits/adjustable`` element (a
  /// swipe up with a screen reader): the next page, a higher value. The default does nothing.
  open func accessibilityIncrement() {}

  /// An assistive technology's decrement of an ``AccessibilityTraits/adjustable`` element (a
  /// swipe down): the previous page, a lower value. The default does nothing.
  open func accessibilityDecrement() {}

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

  /// Runs once, after ``View/setUp()``: add subviews and build the layout.
  open func setUpLayout() {}

  /// Runs once after ``View/setUpLayout()``, and again whenever the appearance or theme changes:
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

  /// Places the subviews in ``View/bounds``. The default places pinned subviews (see ``View/pinning``).
  open func layoutSubviews() {
    layoutPinnedSubviews()
  }

  /// Draws the view's own content, after the background and before the subviews. It must not
  /// change the view: read state, clock and environment, and draw.
  open func draw(in canvas: Canvas) {}

  /// When this view next needs a frame, on its ``View/clock``: `nil` while nothing here moves, `now`
  /// (or earlier) while it animates continuously, a later time for a change due then. A host
  /// ticks only while some view in its tree answers (``View/nextFrameTimeInSubtree(now:)``), so an idle
  /// window draws nothing. Override it in views that animate.
  open func nextFrameTime(now: Double) -> Double? { nil }

  /// Moves the view's own time-driven state on to `now`, once per frame before layout and
  /// drawing (a presenter opening a player, a playback reaching its next story). Hosts call
  /// ``advanceFramesInSubtree(to:)`` on their root; a view that overrides this runs even while
  /// hidden, so keep it cheap. The default does nothing.
  open func advanceFrame(to now: Double) {}

  /// The image loader this view reads changed; ``ImageView`` reloads its picture.
  func imageLoaderDidChange() {}

  /// This view or an ancestor was hidden or shown; ``ImageView`` withdraws or resumes its request.
  func visibilityDidChange() {}

  /// Called just before `view` leaves ``subviews``: the place to forget it (a stack drops it from
  /// its arranged views). Call `super`.
  open func willRemoveSubview(_ view: View) {}

  /// The deepest view that takes a pointer event at `point` (in this view's coordinates), or `nil`.
  /// Hidden, fully transparent and non-interactive views, and points outside the bounds, are
  /// not hit.
  open func hitTest(_ point: Point) -> View? {
    defaultHitTest(point)
  }
}

/// A line drawn along a view's edge.
public struct Border: Sendable, Hashable {
  /// The line width, in points; never negative.
  public var width: Double
  /// The colour or gradient of the line.
  public var paint: Paint
  /// Dash and gap lengths; empty for a solid border.
  public var dash: [Double]

  /// Creates a border; a negative or non-finite width becomes 0.
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
  /// The distances from the superview's edges, by reading direction.
  public var insets: DirectionalEdgeInsets
  /// Whether the insets add to the superview's ``View/layoutMargins``.
  public var toMargins: Bool
}

/// Where a view is in the Customizable lifecycle.
enum LifecycleState {
  case new, preparing, ready
}
