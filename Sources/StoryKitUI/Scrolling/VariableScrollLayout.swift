/// A ``ScrollLayout`` whose items each have their own length along the axis: a list of rows of
/// different heights.
///
/// It keeps one array of item starts (one allocation, made once when the lengths change), and
/// finds the items in a range by binary search: O(log n) plus the items found, per frame.
///
/// ```swift
/// let layout = VariableScrollLayout(
///   axis: .vertical, lengths: rows.map(\.height), spacing: 8, crossLength: bounds.width)
/// ```
///
/// Lengths that are negative or not finite count as 0.
public struct VariableScrollLayout: ScrollLayout, Hashable {
  public var axis: Axis
  /// The gap between two items.
  public let spacing: Double
  public let leadingInset: Double
  /// The space after the last item.
  public let trailingInset: Double
  /// Where items start across the axis.
  public var crossStart: Double
  /// Each item's length across the axis.
  public var crossLength: Double
  /// Item i starts at `starts[i]`; `starts[itemCount]` is where the content after the last item
  /// (its spacing included) would start.
  private let starts: [Double]

  /// Creates a layout of items with `lengths` along `axis`.
  public init(
    axis: Axis, lengths: [Double], spacing: Double = 0, leadingInset: Double = 0, trailingInset: Double = 0,
    crossStart: Double = 0, crossLength: Double
  ) {
    func bounded(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    self.axis = axis
    self.spacing = bounded(spacing)
    self.leadingInset = bounded(leadingInset)
    self.trailingInset = bounded(trailingInset)
    self.crossStart = crossStart.isFinite ? crossStart : 0
    self.crossLength = bounded(crossLength)
    var starts: [Double] = []
    starts.reserveCapacity(lengths.count + 1)
    var position = self.leadingInset
    for length in lengths {
      starts.append(position)
      position += bounded(length) + self.spacing
    }
    starts.append(position)
    self.starts = starts
  }

  public var itemCount: Int { starts.count - 1 }

  /// Item `index`'s length along the axis.
  public func length(ofItem index: Int) -> Double {
    guard index >= 0, index < itemCount else { return 0 }
    return starts[index + 1] - starts[index] - spacing
  }

  public var contentLength: Double {
    guard itemCount > 0, let last = starts.last else { return 0 }
    return last - spacing + trailingInset
  }

  public var loopLength: Double {
    guard itemCount > 0, let last = starts.last else { return 0 }
    return last - leadingInset
  }

  public func frame(ofItem index: Int) -> Rect {
    let clamped = min(max(0, index), max(0, itemCount - 1))
    let start = itemCount > 0 ? starts[clamped] : leadingInset
    let length = length(ofItem: clamped)
    return axis == .horizontal
      ? Rect(x: start, y: crossStart, width: length, height: crossLength)
      : Rect(x: crossStart, y: start, width: crossLength, height: length)
  }

  public func items(along start: Double, _ end: Double) -> Range<Int> {
    guard itemCount > 0, crossLength > 0, start.isFinite, end.isFinite, end > start else { return 0..<0 }
    // The first item that ends after `start`, then on while items start before `end`.
    var low = 0
    var high = itemCount
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] + length(ofItem: middle) > start { high = middle } else { low = middle + 1 }
    }
    var upper = low
    while upper < itemCount, starts[upper] < end { upper += 1 }
    // Empty items in the range show nothing but do not split it.
    return low < upper ? low..<upper : 0..<0
  }
}
