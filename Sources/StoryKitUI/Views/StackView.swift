/// Lays out its arranged subviews in a row or a column, as UIStackView does.
///
/// ```
/// horizontal: ┌ margin ┬──────┬ spacing ┬──────┬ margin ┐   vertical: the same, top to bottom
///             │        │ view │         │ view │        │
///             └────────┴──────┴─────────┴──────┴────────┘
/// ```
///
/// - Distribution (along the axis): `fill` gives extra room to the view with the lowest content
///   hugging priority and takes missing room from the view with the lowest compression
///   resistance; `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering` mean what
///   UIStackView documents. Where priorities tie, the view with the highest index grows or
///   shrinks first (UIKit resolves ties by index too; StoryKit makes the choice explicit).
/// - Alignment (across the axis): `fill`, `leading` (= `top`), `center`, `trailing` (= `bottom`).
/// - Hidden arranged views collapse, spacing and all. In right-to-left layout a horizontal stack
///   runs from the right and leading/trailing swap.
/// - ``isLayoutMarginsRelativeArrangement`` insets the arrangement by ``View/layoutMargins``.
open class StackView: View {
  /// How views share the length along the axis.
  public enum Distribution: Sendable, Hashable, CaseIterable {
    /// The views fill the length: the one with the lowest hugging priority takes extra room, the
    /// one with the lowest compression resistance gives up missing room.
    case fill
    /// Every view gets the same length.
    case fillEqually
    /// Lengths in proportion to the views' natural lengths.
    case fillProportionally
    /// The views keep their lengths; the gaps between them are equal.
    case equalSpacing
    /// The views keep their lengths; their centres are equally spaced.
    case equalCentering
  }

  /// How views sit across the axis.
  public enum Alignment: Sendable, Hashable, CaseIterable {
    /// Stretched across the axis.
    case fill
    /// Against the leading (or top) edge.
    case leading
    /// Centred across the axis.
    case center
    /// Against the trailing (or bottom) edge.
    case trailing

    /// For horizontal stacks: the top edge (the same as ``leading``).
    public static let top = Alignment.leading
    /// For horizontal stacks: the bottom edge (the same as ``trailing``).
    public static let bottom = Alignment.trailing
  }

  /// Row or column.
  public var axis: Axis = .horizontal {
    didSet { arrangementDidChange() }
  }

  /// The space between adjacent views (the minimum for the equal-spacing distributions).
  public var spacing: Double = 0 {
    didSet {
      spacing = spacing.isFinite ? max(0, spacing) : 0
      arrangementDidChange()
    }
  }

  /// How views share the length along the axis.
  public var distribution: Distribution = .fill {
    didSet { arrangementDidChange() }
  }

  /// How views sit across the axis.
  public var alignment: Alignment = .fill {
    didSet { arrangementDidChange() }
  }

  /// Whether the arrangement is inset by ``View/layoutMargins``.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { arrangementDidChange() }
  }

  /// The views the stack arranges, in order (each also a subview).
  public private(set) var arrangedSubviews: [View] = []

  /// Creates a stack.
  public convenience init(
    axis: Axis, spacing: Double = 0, distribution: Distribution = .fill, alignment: Alignment = .fill,
    arrangedSubviews: [View] = []
  ) {
    self.init(frame: .zero)
    self.axis = axis
    self.spacing = spacing
    self.distribution = distribution
    self.alignment = alignment
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Appends a view to the arrangement (and to the subviews).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement at an index (clamped).
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self, !view.isAncestor(of: self) else {
      StoryKitLog.warning("insertArrangedSubview: a stack cannot arrange itself or its ancestor; ignored")
      return
    }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Removes a view from the arrangement; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    arrangementDidChange()
  }

  /// Replaces the arrangement: the old arranged views leave the stack, the new ones join in order.
  public func setArrangedSubviews(_ views: [View]) {
    for view in arrangedSubviews where !views.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    arrangedSubviews = []
    for view in views { insertArrangedSubview(view, at: arrangedSubviews.count) }
    arrangementDidChange()
  }

  /// Keeps the arrangement in step when an arranged view leaves by `removeFromSuperview()`.
  open override func willRemoveSubview(_ view: View) {
    super.willRemoveSubview(view)
    arrangedSubviews.removeAll { $0 === view }
  }

  private func arrangementDidChange() {
    invalidateMeasurement()
    setNeedsLayout()
  }

  // MARK: - Layout

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let insets = arrangementInsets
    let inner = Size(
      width: max(0, proposal.width - insets.horizontal), height: max(0, proposal.height - insets.vertical))
    let plan = StackLayout(stack: self).plan(available: inner, forMeasuring: true)
    return Size(
      width: plan.contentSize.width + insets.horizontal, height: plan.contentSize.height + insets.vertical)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let insets = arrangementInsets
    let inner = bounds.inset(by: insets)
    let plan = StackLayout(stack: self).plan(available: inner.size, forMeasuring: false)
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    for (view, local) in zip(plan.views, plan.frames) {
      let x = isMirrored ? inner.maxX - local.maxX : inner.minX + local.minX
      view.frame = Rect(x: x, y: inner.minY + local.minY, width: local.width, height: local.height)
    }
  }

  /// The physical margins the arrangement is inset by.
  var arrangementInsets: EdgeInsets {
    isLayoutMarginsRelativeArrangement ? layoutMargins.resolved(effectiveLayoutDirection) : .zero
  }
}
