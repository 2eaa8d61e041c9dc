/// A layout priority, as in UIKit: 1...1000, higher wins.
public struct LayoutPriority: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The priority, `1...1000`.
  public var value: Double

  /// A priority, clamped to `1...1000` (NaN becomes 1).
  public init(_ value: Double) { self.value = min(max(value.isNaN ? 1 : value, 1), 1000) }
  public init(floatLiteral value: Double) { self.init(value) }
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// Must be met (1000).
  public static let required: LayoutPriority = 1000
  /// A view's usual resistance to being squeezed (750).
  public static let defaultHigh: LayoutPriority = 750
  /// A view's usual resistance to being stretched (250).
  public static let defaultLow: LayoutPriority = 250
  /// Gives way to almost anything (50).
  public static let fittingSizeLevel: LayoutPriority = 50
  /// The lowest priority (1).
  public static let minimum: LayoutPriority = 1

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
}

/// A priority per axis.
public struct AxisPriorities: Sendable, Hashable {
  /// The priority along the horizontal axis.
  public var horizontal: LayoutPriority
  /// The priority along the vertical axis.
  public var vertical: LayoutPriority

  /// Creates priorities for both axes.
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The priority along `axis`.
  public subscript(axis: Axis) -> LayoutPriority {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}

/// Size rules for one axis: an exact length, or a minimum and a maximum.
public struct LengthConstraint: Sendable, Hashable {
  /// The exact length, if fixed; it wins over the bounds.
  public var equal: Double?
  /// The smallest length allowed, if any.
  public var minimum: Double?
  /// The largest length allowed, if any.
  public var maximum: Double?

  /// Creates rules; negative or non-finite lengths are ignored.
  public init(equal: Double? = nil, minimum: Double? = nil, maximum: Double? = nil) {
    func valid(_ value: Double?) -> Double? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    self.equal = valid(equal)
    self.minimum = valid(minimum)
    self.maximum = valid(maximum)
  }

  /// A length brought within the rules.
  public func clamp(_ length: Double) -> Double {
    if let equal { return equal }
    var result = length
    if let maximum { result = min(result, maximum) }
    if let minimum { result = max(result, minimum) }
    return result
  }

  /// Whether the length is fixed.
  public var isFixed: Bool { equal != nil }
}

/// Size rules for both axes.
public struct SizeConstraints: Sendable, Hashable {
  /// The rules for the width.
  public var width = LengthConstraint()
  /// The rules for the height.
  public var height = LengthConstraint()

  /// Creates rules for both axes; none by default.
  public init(width: LengthConstraint = LengthConstraint(), height: LengthConstraint = LengthConstraint()) {
    self.width = width
    self.height = height
  }

  /// The rules along `axis`.
  public subscript(axis: Axis) -> LengthConstraint {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size brought within the rules.
  public func clamp(_ size: Size) -> Size {
    Size(width: width.clamp(size.width), height: height.clamp(size.height))
  }
}

extension View {
  /// Marks the view's layout as stale; ``layoutIfNeeded()`` redoes it.
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsDisplay()
  }

  /// Lays out this view if needed, then its subviews, running the lifecycle first at a root.
  public func layoutIfNeeded() {
    prepareIfNeeded()
    if needsLayout {
      needsLayout = false
      View.asStoryKit { layoutSubviews() }
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  /// Marks the layout and measurements of this view and every descendant as stale: call when
  /// something all of them read changes, such as the layout direction.
  public func setNeedsLayoutInSubtree() {
    setNeedsLayout()
    invalidateMeasurement()
    for view in subviews { view.setNeedsLayoutInSubtree() }
  }

  /// Forgets cached measurements of this view and its ancestors: call when what decides the
  /// view's size (text, image, children) changes.
  public func invalidateMeasurement() {
    var view: View? = self
    while let current = view {
      current.measurementCache.removeAll()
      current.needsLayout = true
      view = current.superview
    }
    setNeedsDisplay()
  }

  /// ``sizeThatFits(_:)`` within ``sizeConstraints``, cached per proposal until
  /// ``invalidateMeasurement()``; this is what layout calls, so nested stacks measure each child
  /// once per proposal. A view fixed on both axes (`.width(72).height(96)`) is that size whatever
  /// it measures, so it is neither measured nor cached.
  public func fittingSize(for proposal: Size) -> Size {
    let constraints = sizeConstraints
    if let width = constraints.width.equal, let height = constraints.height.equal {
      return Size(width: width, height: height)
    }
    if let cached = measurementCache.size(for: proposal) { return cached }
    var constrained = proposal
    if let width = constraints.width.equal { constrained.width = width }
    if let height = constraints.height.equal { constrained.height = height }
    let measured = sizeThatFits(constrained)
    let size = constraints.clamp(
      Size(
        width: measured.width.isFinite ? max(0, measured.width) : 0,
        height: measured.height.isFinite ? max(0, measured.height) : 0))
    measurementCache.insert(size, for: proposal)
    return size
  }

  /// Sets the hugging priority for an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
    contentHuggingPriority[axis] = priority
    superview?.invalidateMeasurement()
  }

  /// Sets the compression resistance priority for an axis.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
    compressionResistancePriority[axis] = priority
    superview?.invalidateMeasurement()
  }

  /// Pins the view to its superview's bounds (or margins) with insets; the superview's default
  /// layout then keeps it there.
  public func pin(insets: DirectionalEdgeInsets = .zero, toMargins: Bool = false) {
    pinning = Pinning(insets: insets, toMargins: toMargins)
    superview?.invalidateMeasurement()
  }

  func pinnedRect(for view: View, pinning: Pinning) -> Rect {
    var insets = pinning.insets
    if pinning.toMargins {
      insets.top += layoutMargins.top
      insets.leading += layoutMargins.leading
      insets.bottom += layoutMargins.bottom
      insets.trailing += layoutMargins.trailing
    }
    let rect = Rect(origin: .zero, size: frame.size).inset(by: insets.resolved(effectiveLayoutDirection))
    return rect
  }

  func layoutPinnedSubviews() {
    for view in subviews {
      guard let pinning = view.pinning else { continue }
      view.frame = pinnedRect(for: view, pinning: pinning)
    }
  }

  func defaultSizeThatFits(_ proposal: Size) -> Size {
    var result = Size.zero
    for view in subviews where !view.isHidden {
      guard let pinning = view.pinning else { continue }
      var insets = pinning.insets
      if pinning.toMargins {
        insets.top += layoutMargins.top
        insets.leading += layoutMargins.leading
        insets.bottom += layoutMargins.bottom
        insets.trailing += layoutMargins.trailing
      }
      let horizontal = insets.leading + insets.trailing
      let vertical = insets.top + insets.bottom
      let inner = view.fittingSize(
        for: Size(width: max(0, proposal.width - horizontal), height: max(0, proposal.height - vertical)))
      result.width = max(result.width, inner.width + horizontal)
      result.height = max(result.height, inner.height + vertical)
    }
    return result
  }
}

/// A view's measurements by proposal: a few slots searched in order, with no hashing (layout asks
/// a view about a handful of proposals between invalidations); the oldest slot is reused when
/// all are taken.
struct MeasurementCache {
  static let capacity = 8
  private var proposals: [Size] = []
  private var sizes: [Size] = []
  private var next = 0

  /// The cached size for exactly this proposal.
  func size(for proposal: Size) -> Size? {
    var index = 0
    while index < proposals.count {
      if proposals[index] == proposal { return sizes[index] }
      index += 1
    }
    return nil
  }

  mutating func insert(_ size: Size, for proposal: Size) {
    if proposals.count < Self.capacity {
      proposals.append(proposal)
      sizes.append(size)
    } else {
      proposals[next] = proposal
      sizes[next] = size
      next = (next + 1) % Self.capacity
    }
  }

  mutating func removeAll() {
    proposals.removeAll(keepingCapacity: true)
    sizes.removeAll(keepingCapacity: true)
    next = 0
  }
}
