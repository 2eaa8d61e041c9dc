import Foundation
import StoryKit
import StoryKitUI

/// A stack of swipe cards: the top card with its picture, title and subtitle, and the next cards
/// peeking out below it, smaller.
///
/// ```
///   ┌───────────────────────┐
///   │ top card       ⟮€89⟯ │   follows the finger, turning as it goes sideways
///   │                       │
///   │ Title                 │
///   └┬─────────────────────┬┘   the next card, 5 % smaller, peeks out 10 pt below
///    └┬───────────────────┬┘    and the one after it
///     └───────────────────┘
/// ```
///
/// Drag the top card: let go past ``ResolvedSwipeCardStyling/swipeThreshold`` of the width (or
/// fling it) and it flies out that side while the next card rises to the top; let go before and
/// it springs back. ← and → (``keyCommands``) throw it left and right, and a screen reader gets
/// "Skip" and "Like" (or "Add to cart") actions on it. Every motion runs on the view's
/// ``View/clock``: nothing moves on its own, and Reduce Motion settles each one at once.
///
/// ```swift
/// let stack = SwipeCardStackView()
/// stack.content = .init(cards: feed.swipeCards)
/// stack.serverStyling = variant.styling.swipeCard
/// stack.styling.cornerRadius = 24                  // app styling wins over the server's
/// stack.onCardSwiped = { card, direction in print(card.id, direction) }
/// ```
///
/// Once the last card is gone the end state (``StoryKitUI/Components/swipeCardEndView``) shows,
/// with a button that deals the cards again.
open class SwipeCardStackView: View {
  /// What the stack shows.
  public struct Content: Sendable, Hashable {
    /// The cards, top first.
    public var cards: [SwipeCard]

    /// Creates content.
    public init(cards: [SwipeCard] = []) {
      self.cards = cards
    }
  }

  /// The cards; setting the same cards again keeps the stack where it is, and new cards keep the
  /// top card when it is still among them.
  public var content: Content? {
    didSet {
      guard content != oldValue else { return }
      let cards = content?.cards ?? []
      let topID = oldValue.flatMap { $0.cards.indices.contains(topIndex) ? $0.cards[topIndex].id : nil }
      topIndex = topID.flatMap { id in cards.firstIndex { $0.id == id } } ?? 0
      motion = SwipeCardMotion()
      recycleAllCards()
      Self.warnAboutNegativePrices(in: cards)
      contentDidChange()
      topCardDidChange(from: topID)
    }
  }

  /// Styling set in code; it wins over ``serverStyling``. The stack puts both into its
  /// environment, where the cards and the end state read the resolved styling.
  public var styling = SwipeCardStyling() {
    didSet { if styling != oldValue { stylingInputsDidChange() } }
  }

  /// Styling from the feed's widget variant (`styling.swipeCard`).
  public var serverStyling = SwipeCardStyling() {
    didSet { if serverStyling != oldValue { stylingInputsDidChange() } }
  }

  /// Called when the user taps the top card, presses return, or activates it with a screen
  /// reader.
  public var onCardSelected: (@MainActor (SwipeCard) -> Void)?
  /// Called when a card is swiped away, as it starts to fly out.
  public var onCardSwiped: (@MainActor (SwipeCard, SwipeDirection) -> Void)?
  /// Called when another card comes to the top (`nil`: the stack is empty), including the first
  /// card when content arrives and after ``restart()``; content that arrives before the stack has
  /// a size announces its top card at the first layout with one.
  public var onTopCardChanged: (@MainActor (SwipeCard?) -> Void)?
  /// Called when the end state's button deals the cards again.
  public var onRestart: (@MainActor () -> Void)?

  /// The keys the stack answers: ← and → swipe the top card out left and right, return selects
  /// it. A host hands its key events here (or chains this router from its own).
  public let keyCommands = KeyCommandRouter()

  /// The styling in effect: ``styling`` over ``serverStyling`` over the appearance.
  public var resolvedStyling: ResolvedSwipeCardStyling { resolvedStyling(ResolvedSwipeCardStyling.self) }

  /// The index of the top card in the content's cards; equal to their count once all are gone.
  public internal(set) var topIndex = 0

  /// The cards, in order (empty without content).
  public var cards: [SwipeCard] { content?.cards ?? [] }

  /// The card on top, if any is left.
  public var topCard: SwipeCard? { cards.indices.contains(topIndex) ? cards[topIndex] : nil }

  /// The view of the card on top, once laid out.
  public var topCardView: SwipeCardView? { cardViews[topIndex] }

  /// The card views that exist now, by card index: the stack's and those flying out.
  public var visibleCardViews: [Int: SwipeCardView] { cardViews }

  /// What shows once every card is swiped away; hidden while cards are left.
  open lazy var endView: SwipeCardEndView = makePart(SwipeCardEndViewSlot.self)

  // MARK: - State

  var motion = SwipeCardMotion()
  var isTopCardAnnouncementPending = false
  var cardViews: [Int: SwipeCardView] = [:]
  /// Card views off the stack wait here for the next cards (StoryKit's one reuse pool, the
  /// scrollers').
  lazy var cardPool = ViewReusePool<SwipeCardView> { [unowned self] _ in
    let view = makePart(SwipeCardViewSlot.self)
    view.actions.widgetHandler = { [weak self] view, action in
      guard let card = view.content?.card else { return }
      self?.handle(action, on: card)
    }
    return view
  }
  /// How many card views were ever made (tests of reuse).
  var createdCardViewCount: Int { cardPool.createdCount }

  /// Sides and top / bottom around the stack, and how far each card behind peeks out, in points.
  static let sideInset = 16.0
  static let verticalInset = 12.0
  static let peek = 10.0
  /// How much smaller each card behind is.
  static let scaleStep = 0.05

  // MARK: - Lifecycle

  public required init(frame: Rect) {
    super.init(frame: frame)
    stylingInputsDidChange()
  }

  /// Keyboard focus belongs on the top card; after the last, on the end view's button.
  open override var accessibilityFocusedElement: View? { topCardView }

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
    // One keyboard stop: Tab reaches the top card (focus follows it as cards go), ← → swipe it.
    isAccessibilityFocusGroup = true
    installGestures()
    registerKeys()
    endView.actions.widgetHandler = { [weak self] _, action in
      guard let self, action == .restart else { return }
      self.restart()
      self.onRestart?()
    }
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(endView)
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    updateAccessibility()
    setNeedsLayout()
  }

  open override func updateContent() {
    super.updateContent()
    refreshCards()
  }

  /// Puts the styling into the environment; a change re-runs `setUpAppearance()` down the tree.
  private func stylingInputsDidChange() {
    setStylingInputs(ResolvedSwipeCardStyling.self, app: styling, server: serverStyling)
  }

  /// Gives every card view its card again (after a locale change).
  private func refreshCards() {
    for (index, view) in cardViews { view.content = cardContent(at: index) }
    updateAccessibility()
    setNeedsLayout()
  }

  /// What card `index` shows: the card, and its product's price for the ``StoryKitUI/View/locale`` — none for a
  /// negative price, which can only be a mistake in the feed.
  func cardContent(at index: Int) -> SwipeCardView.Content? {
    guard cards.indices.contains(index) else { return nil }
    let card = cards[index]
    let price = card.product.flatMap { $0.price < 0 ? nil : $0.formattedPrice(locale: locale) }
    return SwipeCardView.Content(card: card, price: price)
  }

  /// Names each card whose product has a negative price (shown without a price pill), once per
  /// new content.
  private static func warnAboutNegativePrices(in cards: [SwipeCard]) {
    for card in cards {
      guard let product = card.product, product.price < 0 else { continue }
      StoryKitLog.warning(
        "swipe card \(card.id): product \(product.id) has a negative price (\(product.price)); no price pill")
    }
  }

  /// Deals the cards again from the first.
  public func restart() {
    let previous = topCard?.id
    topIndex = 0
    motion = SwipeCardMotion()
    recycleAllCards()
    setNeedsLayout()
    topCardDidChange(from: previous)
  }

  /// Tells ``onTopCardChanged`` about a new top card — at once when the stack is on screen with a
  /// size, else at its first layout with one (a card is not "viewed" before it can be seen, and a
  /// host can still attach its delegates after handing the content over).
  func topCardDidChange(from previousID: String?) {
    updateAccessibility()
    guard topCard?.id != previousID || previousID == nil else { return }
    if hasSize {
      isTopCardAnnouncementPending = false
      onTopCardChanged?(topCard)
    } else {
      isTopCardAnnouncementPending = true
    }
  }

  private var hasSize: Bool { bounds.width > 0 && bounds.height > 0 }

  // MARK: - Layout

  /// The top card's frame at rest.
  public var cardFrame: Rect {
    let depth = Double(resolvedStyling.visibleStackDepth - 1)
    let width = max(0, bounds.width - 2 * Self.sideInset)
    let height = max(0, bounds.height - 2 * Self.verticalInset - Self.peek * depth)
    return Rect(x: Self.sideInset, y: Self.verticalInset, width: width, height: height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let now = clock.now
    let reduceMotion = isReduceMotionEnabled
    motion = motion.pruned(at: now, reduceMotion: reduceMotion)
    let frame = cardFrame
    let depth = resolvedStyling.visibleStackDepth
    endView.frame = bounds
    endView.isHidden = topCard != nil
    let shift = motion.stackShift(
      at: now, width: bounds.width, threshold: resolvedStyling.swipeThreshold, reduceMotion: reduceMotion)
    let topOffset = motion.topOffset(at: now, reduceMotion: reduceMotion)
    let flightCover =
      motion.flights.map {
        Self.cover($0.offset(at: now, size: frame.size, reduceMotion: reduceMotion), width: frame.width)
      }.max() ?? 0
    // While anything moves, every card shown moves as a cached picture: each is drawn once and
    // then only moved, turned, faded and dimmed.
    let moving = motion.drag != nil || motion.isMoving(at: now, reduceMotion: reduceMotion)
    var order: [View] = []
    var used = Set<Int>()
    for slot in stride(from: depth, through: 0, by: -1) {
      let index = topIndex + slot
      guard cards.indices.contains(index) else { continue }
      let position = slot == 0 ? max(0, shift) : max(0, Double(slot) + shift)
      let alpha = min(1, max(0, Double(depth) - position))
      guard alpha > 0.01 else { continue }
      let view = cardView(for: index)
      view.frame = frame
      view.alpha = alpha
      // A card stays dimmed while one over it still covers it, and brightens as that one goes:
      // no flash when a dragged card is let go.
      let cover =
        slot == 0
        ? flightCover : max(min(1, position), Self.cover(topOffset, width: frame.width), flightCover)
      view.movesAsPicture = moving
      view.dimming = resolvedStyling.behindCardDimming * cover
      view.isUserInteractionEnabled = true
      view.transform = Self.stackTransform(position: position, height: frame.height)
      if slot == 0 {
        view.transform = view.transform.concatenating(Self.dragTransform(topOffset, width: bounds.width))
      }
      order.append(view)
      used.insert(index)
    }
    for flight in motion.flights where cards.indices.contains(flight.index) && !used.contains(flight.index) {
      let view = cardView(for: flight.index)
      view.frame = frame
      view.alpha = 1
      view.movesAsPicture = moving
      view.dimming = 0
      // A card on its way out takes no taps: they go to the card rising under it.
      view.isUserInteractionEnabled = false
      view.transform = Self.dragTransform(
        flight.offset(at: now, size: frame.size, reduceMotion: reduceMotion), width: bounds.width)
      order.append(view)
      used.insert(flight.index)
    }
    for (index, view) in cardViews where !used.contains(index) { recycle(view, index: index) }
    arrange(order)
    updateAccessibility()
    if isTopCardAnnouncementPending, hasSize {
      isTopCardAnnouncementPending = false
      onTopCardChanged?(topCard)
    }
    // While something moves, the next frame lays out again at the clock's new time, also for a
    // host that only renders (without ``advanceFrame(to:)``).
    if motion.isMoving(at: now, reduceMotion: reduceMotion) { setNeedsLayout() }
  }

  /// A card `position` places behind the top (fractional while the stack moves): smaller, and
  /// lower so its bottom edge peeks out.
  static func stackTransform(position: Double, height: Double) -> Transform {
    guard position > 0 else { return .identity }
    let scale = max(0.5, 1 - scaleStep * position)
    let down = height * (1 - scale) / 2 + peek * position
    return Transform.scale(x: scale, y: scale).concatenating(.translation(x: 0, y: down))
  }

  /// How much a card moved by `offset` still covers the one under it: 1 at rest, 0 once it has
  /// moved a whole width.
  static func cover(_ offset: Point, width: Double) -> Double {
    let distance = (offset.x * offset.x + offset.y * offset.y).squareRoot()
    guard width > 0, distance.isFinite else { return 0 }
    return max(0, 1 - distance / width)
  }

  /// A card moved by `offset`, turned in proportion to its sideways travel.
  static func dragTransform(_ offset: Point, width: Double) -> Transform {
    guard offset != .zero, offset.x.isFinite, offset.y.isFinite else { return .identity }
    return Transform.rotation(SwipeCardMotion.rotation(for: offset, width: width))
      .concatenating(.translation(x: offset.x, y: offset.y))
  }

  /// The view for card `index`, made or reused.
  private func cardView(for index: Int) -> SwipeCardView {
    if let view = cardViews[index] { return view }
    let view = cardPool.dequeue()
    view.content = cardContent(at: index)
    cardViews[index] = view
    return view
  }

  private func recycle(_ view: SwipeCardView, index: Int) {
    cardViews[index] = nil
    view.transform = .identity
    view.movesAsPicture = false
    cardPool.enqueue(view)
  }

  private func recycleAllCards() {
    for (index, view) in cardViews { recycle(view, index: index) }
  }

  /// Puts the shown cards over the end view in `order` (back to front), moving views only when
  /// the order changed.
  private func arrange(_ order: [View]) {
    let shown = subviews.filter { $0 !== endView && !$0.isHidden }
    guard shown.map(ObjectIdentifier.init) != order.map(ObjectIdentifier.init) else { return }
    for view in order { addSubview(view) }
  }

  /// While a card flies out, springs back or the stack rises, lays out again at each frame (the
  /// poses are functions of the clock).
  open override func advanceFrame(to now: Double) {
    super.advanceFrame(to: now)
    guard motion.springBack != nil || motion.rise != nil || !motion.flights.isEmpty else { return }
    setNeedsLayout()
  }

  open override func nextFrameTime(now: Double) -> Double? {
    motion.isMoving(at: now, reduceMotion: isReduceMotionEnabled) ? now : nil
  }
}
