import StoryKit
import StoryKitUI

extension SwipeCardStackView {
  /// The speed, in points per second, above which a released card flies out whatever its
  /// distance (in the direction it was flung).
  public static let flingVelocity = 800.0

  /// Throws the top card out to `direction`, as a swipe does; `false` when no card is left.
  ///
  /// - Parameters:
  ///   - direction: Which side it leaves by.
  ///   - offset: Where the card is when it goes (the finger's translation; zero for a key).
  ///   - speed: How fast it was flung, in points per second (shortens the fly-out).
  @discardableResult
  public func swipeTopCard(_ direction: SwipeDirection, from offset: Point = .zero, speed: Double = 0) -> Bool
  {
    guard let card = topCard else { return false }
    let now = clock.now
    let size = cardFrame.size
    let target = SwipeCardMotion.flightTarget(from: offset, direction: direction, size: size)
    let animation = SwipeCardMotion.flightAnimation(distance: abs(target.x - offset.x), speed: abs(speed))
    let lift = SwipeCardMotion.lift(offset, width: bounds.width, threshold: resolvedStyling.swipeThreshold)
    motion.flights.append(
      .init(index: topIndex, direction: direction, from: offset, start: now, animation: animation))
    motion.drag = nil
    motion.springBack = nil
    motion.rise = .init(from: 1 - lift, start: now)
    topIndex += 1
    setNeedsLayout()
    report(.swipe(direction), on: card, at: topIndex - 1)
    topCardDidChange(from: card.id)
    return true
  }

  /// Moves the top card as a finger holding it there would (`nil` lets go of it in place).
  public func dragTopCard(to offset: Point?) {
    guard topCard != nil else { return }
    motion.springBack = nil
    motion.rise = nil
    if let offset, offset.x.isFinite, offset.y.isFinite {
      motion.drag = offset
    } else {
      motion.drag = nil
    }
    setNeedsLayout()
  }

  /// Lets go of the top card at `offset` with `velocity` (points per second): past the threshold
  /// or flung outwards it flies out, otherwise it springs back.
  public func releaseTopCard(at offset: Point, velocity: Point = .zero) {
    guard topCard != nil else { return }
    if let direction = swipeDirection(offset: offset, velocity: velocity) {
      swipeTopCard(direction, from: offset, speed: velocity.x)
      return
    }
    motion.drag = nil
    motion.springBack = offset == .zero ? nil : .init(from: offset, start: clock.now)
    setNeedsLayout()
  }

  /// Where a card let go at `offset` with `velocity` goes, or `nil` to spring back.
  func swipeDirection(offset: Point, velocity: Point) -> SwipeDirection? {
    guard offset.x.isFinite, velocity.x.isFinite else { return nil }
    let distance = bounds.width * resolvedStyling.swipeThreshold
    if abs(offset.x) >= distance, offset.x != 0 { return offset.x > 0 ? .right : .left }
    // A fling counts when it goes outwards (or from the middle).
    if abs(velocity.x) >= Self.flingVelocity, velocity.x * offset.x >= 0 {
      return velocity.x > 0 ? .right : .left
    }
    return nil
  }

  /// Taps the top card: the same as a screen reader activating it.
  public func selectTopCard() {
    guard let card = topCard, motion.drag == nil else { return }
    report(.select, on: card, at: topIndex)
  }

  /// Sends `action` through the card's view, so its listener hears it before the stack; a card
  /// with no view yet goes straight to the stack.
  func report(_ action: SwipeCardView.Action, on card: SwipeCard, at index: Int) {
    if let view = cardViews[index], view.content?.card.id == card.id {
      view.send(action)
    } else {
      handle(action, on: card)
    }
  }

  /// The stack's part of a card's action: the app's closures.
  func handle(_ action: SwipeCardView.Action, on card: SwipeCard) {
    switch action {
    case .select: onCardSelected?(card)
    case .swipe(let direction): onCardSwiped?(card, direction)
    }
  }

  func installGestures() {
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .recognized, let top = self.topCardView else { return }
        // Only a tap on the top card selects it; the end view's button takes its own.
        guard let hit = self.hitTest(recognizer.location(in: self)), top.isAncestor(of: hit) else { return }
        self.selectTopCard()
      })
    addGestureRecognizer(
      PanGestureRecognizer { [weak self] recognizer in
        guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed: self.dragTopCard(to: pan.translation)
        case .ended: self.releaseTopCard(at: pan.translation, velocity: pan.velocity)
        case .cancelled: self.releaseTopCard(at: pan.translation, velocity: .zero)
        default: break
        }
      })
  }

  /// ← and → throw the top card out left and right, in either layout direction: a swipe is
  /// physical (see ``SwipeDirection``). Return selects it.
  func registerKeys() {
    keyCommands.register(.left) { [weak self] _ in self?.swipeTopCard(.left) }
    keyCommands.register(.right) { [weak self] _ in self?.swipeTopCard(.right) }
    keyCommands.register(.enter) { [weak self] _ in self?.selectTopCard() }
  }
}
