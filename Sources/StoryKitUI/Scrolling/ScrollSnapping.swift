/// Where a scroller comes to rest when the finger lifts.
public enum ScrollSnapping: Sendable, Hashable {
  /// Anywhere: a fling glides on and slows down (``Scroller/decelerationRate``), stopping at the
  /// content's ends. A list or a row of cells.
  case none
  /// On an item's resting place: the nearest one, or, after a fling faster than
  /// ``Scroller/flingVelocity``, the next one in the fling's direction even under half way. A
  /// feed that shows one item at a time.
  case items
  /// As ``items``, one item per gesture: a drag moves the content at most one item, and the
  /// content lands at most one item from where it rested. A pager or a carousel.
  case pages
}
