/// Where a scroller's items go: the arithmetic a ``Scroller`` asks for instead of keeping a frame
/// per item, so finding what shows costs the same for 10 items and for 100,000.
///
/// Coordinates are the content's, left to right: along the ``axis`` from the content's start
/// (offset 0), across it from the scroller's top or left edge. The scroller subtracts its offset
/// and mirrors horizontally in right-to-left layout; a layout never thinks about either.
///
/// ```
/// content start                                            contentLength
/// │← leadingInset →┌ item 0 ┐ spacing ┌ item 1 ┐ … ┌ item n−1 ┐← inset →│
/// ```
///
/// ``UniformScrollLayout`` (items of one length) and ``VariableScrollLayout`` (a length per item)
/// cover lists and pagers; a widget with its own arrangement (the story bar's grid of sections)
/// conforms its layout value directly.
public protocol ScrollLayout: Sendable {
  /// The axis the content scrolls along.
  var axis: Axis { get }

  /// How many items there are.
  var itemCount: Int { get }

  /// The length of all the content along the axis, insets included.
  var contentLength: Double { get }

  /// The space before the first item: an item *rests* where its start is this far from the
  /// viewport's start (snapping and ``Scroller/scroll(toSlot:animated:startedAt:)`` put it there).
  var leadingInset: Double { get }

  /// The distance after which a looping scroller's content repeats (``Scroller/loops``): for
  /// evenly spaced items, the count times the distance between two items' starts. The default is
  /// ``contentLength``.
  var loopLength: Double { get }

  /// The frame of item `index` (in `0..<itemCount`) in content coordinates.
  func frame(ofItem index: Int) -> Rect

  /// The items whose frames overlap `start ..< end` along the axis, in order. Called once per
  /// frame with the visible range: it should compute, not search.
  func items(along start: Double, _ end: Double) -> Range<Int>
}

extension ScrollLayout {
  public var loopLength: Double { contentLength }
}

extension Point {
  /// The coordinate along `axis`.
  subscript(scrollAxis axis: Axis) -> Double {
    axis == .horizontal ? x : y
  }
}

extension Rect {
  /// Where the rectangle starts along `axis`.
  func start(along axis: Axis) -> Double {
    axis == .horizontal ? minX : minY
  }

  /// The rectangle moved `distance` along `axis`.
  func moved(by distance: Double, along axis: Axis) -> Rect {
    var moved = self
    if axis == .horizontal { moved.origin.x += distance } else { moved.origin.y += distance }
    return moved
  }
}
