/// A ``ScrollLayout`` of items that all have one length along the axis: a list, a feed, a pager.
/// Everything is arithmetic, so it holds nothing per item.
///
/// ```
/// ┌ viewport ─────────────────────────────────┐
/// │ leading ┌ item 0 ┐ spacing ┌ item 1 ┐ …    │   crossStart / crossLength place every item
/// │  inset  └────────┘         └────────┘     │   across the axis
/// └───────────────────────────────────────────┘
/// ```
///
/// ```swift
/// // Pages as wide as the banner less 16 pt either side, 8 pt apart:
/// let layout = UniformScrollLayout(
///   axis: .horizontal, itemCount: items.count, itemLength: bounds.width - 32, spacing: 8,
///   leadingInset: 16, trailingInset: 16, crossStart: 0, crossLength: bounds.height)
/// ```
///
/// Values that are negative or not finite count as 0; with a zero item or cross length no item
/// shows.
public struct UniformScrollLayout: ScrollLayout, Hashable {
  public var axis: Axis
  public var itemCount: Int
  /// Each item's length along the axis.
  public var itemLength: Double
  /// The gap between two items.
  public var spacing: Double
  public var leadingInset: Double
  /// The space after the last item.
  public var trailingInset: Double
  /// Where items start across the axis.
  public var crossStart: Double
  /// Each item's length across the axis.
  public var crossLength: Double

  /// Creates a layout; see the properties for what each value means.
  public init(
    axis: Axis, itemCount: Int, itemLength: Double, spacing: Double = 0, leadingInset: Double = 0,
    trailingInset: Double = 0, crossStart: Double = 0, crossLength: Double
  ) {
    func bounded(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    self.axis = axis
    self.itemCount = max(0, itemCount)
    self.itemLength = bounded(itemLength)
    self.spacing = bounded(spacing)
    self.leadingInset = bounded(leadingInset)
    self.trailingInset = bounded(trailingInset)
    self.crossStart = crossStart.isFinite ? crossStart : 0
    self.crossLength = bounded(crossLength)
  }

  /// The distance between two items' starts.
  public var stride: Double { itemLength + spacing }

  public var contentLength: Double {
    guard itemCount > 0 else { return 0 }
    return leadingInset + Double(itemCount) * itemLength + Double(itemCount - 1) * spacing + trailingInset
  }

  public var loopLength: Double { Double(itemCount) * stride }

  public func frame(ofItem index: Int) -> Rect {
    let start = leadingInset + Double(index) * stride
    return axis == .horizontal
      ? Rect(x: start, y: crossStart, width: itemLength, height: crossLength)
      : Rect(x: crossStart, y: start, width: crossLength, height: itemLength)
  }

  public func items(along start: Double, _ end: Double) -> Range<Int> {
    guard itemCount > 0, itemLength > 0, crossLength > 0, start.isFinite, end.isFinite, end > start else {
      return 0..<0
    }
    // Item i spans leadingInset + i·stride ..< that + itemLength; bounded as Doubles first, so no
    // offset can trap the conversion to Int.
    let first = ((start - leadingInset - itemLength) / stride).rounded(.down) + 1
    let last = ((end - leadingInset) / stride).rounded(.up) - 1
    let lower = Int(min(max(0, first), Double(itemCount)))
    let upper = Int(min(max(-1, last), Double(itemCount - 1))) + 1
    return lower < upper ? lower..<upper : 0..<0
  }
}
