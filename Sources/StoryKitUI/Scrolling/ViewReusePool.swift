/// Views waiting to be shown again: a scroller hands a view back when its item leaves the screen
/// and takes one out when another item comes in, so a list makes about as many views as fit on
/// screen, however long it is.
///
/// Views are kept by *reuse identifier*, so a list of several kinds of item reuses each kind for
/// its own items. A view handed back stays in its superview, hidden: it keeps its environment
/// (appearance, styling, clock) and skips the detach and attach work, and its appearance passes,
/// on every scroll step.
///
/// ```swift
/// let pool = ViewReusePool<CardView> { _ in host.makePart(CardSlot.self) }
/// let view = pool.dequeue()            // a pooled view, shown again, or a new one
/// pool.enqueue(view)                   // hidden, waiting
/// ```
@MainActor
public final class ViewReusePool<ItemView: View> {
  /// The identifier of views that are all of one kind.
  public static var defaultReuseIdentifier: String { "item" }

  /// How many views the pool has made (tests of reuse, and benchmarks).
  public private(set) var createdCount = 0

  private var waiting: [String: [ItemView]] = [:]
  private let make: @MainActor (String) -> ItemView

  /// Creates an empty pool.
  /// - Parameter make: Makes a view for a reuse identifier when none of that kind is waiting.
  public init(make: @escaping @MainActor (_ reuseIdentifier: String) -> ItemView) {
    self.make = make
  }

  /// A waiting view of the kind, shown again, or a new one; a new view is not yet in a superview.
  public func dequeue(reuseIdentifier: String = defaultReuseIdentifier) -> ItemView {
    if let view = waiting[reuseIdentifier]?.popLast() {
      view.isHidden = false
      return view
    }
    createdCount += 1
    return make(reuseIdentifier)
  }

  /// Hands a view back: hidden, it waits for an item of its kind.
  public func enqueue(_ view: ItemView, reuseIdentifier: String = defaultReuseIdentifier) {
    view.isHidden = true
    waiting[reuseIdentifier, default: []].append(view)
  }

  /// The views waiting, of every kind.
  public var waitingViews: [ItemView] { waiting.values.flatMap { $0 } }

  /// Removes the waiting views from their superviews and forgets them (a factory that makes
  /// another kind of view now).
  public func removeAll() {
    for view in waitingViews { view.removeFromSuperview() }
    waiting.removeAll()
  }
}
