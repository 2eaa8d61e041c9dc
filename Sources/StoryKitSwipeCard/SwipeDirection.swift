/// Which way a card leaves the stack. It is physical, the same in both layout directions: a right
/// swipe likes (and, on a product card, can add to the cart), a left swipe skips.
///
/// Right to left, the finger, the arrow keys and the accessibility actions keep these meanings:
/// the card flies where the finger throws it, → throws it right, ← left. A swipe is a gesture in
/// space, not a step along the reading order, so there is no "next" side to mirror.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
  /// Skip: the card flies out to the left.
  case left
  /// Like: the card flies out to the right.
  case right

  /// `-1` for left, `+1` for right: the sign of the card's horizontal travel.
  public var sign: Double { self == .left ? -1 : 1 }
}
