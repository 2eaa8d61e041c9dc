import Foundation
import StoryKit
import Testing

@testable import StoryKitSwipeCard
@testable import StoryKitUI

/// What the widget reports to its host, in order, and how it registers.
@MainActor
@Suite struct SwipeCardWidgetTests {
  static func content(
    _ cards: [SwipeCard], styling: SwipeCardStyling = SwipeCardStyling()
  ) -> PlacementWidgetContent {
    let variant = WidgetVariant(
      id: "cards", kind: .swipeCard, ratio: 0.75, styling: WidgetStyling(swipeCard: styling))
    let feed = Feed(placement: Placement(token: "demo-cards", variants: [variant]), swipeCards: cards)
    return PlacementWidgetContent(feed: feed, variant: variant)
  }

  /// A widget showing `cards`, laid out, with its events recorded.
  static func widget(
    _ cards: [SwipeCard] = SwipeCardFixtures.cards(), styling: SwipeCardStyling? = nil,
    server: SwipeCardStyling = SwipeCardStyling()
  ) -> (SwipeCardWidget, RecordingEvents) {
    let widget = SwipeCardWidget(styling: styling, locale: Locale(identifier: "en_US"))
    let events = RecordingEvents()
    widget.events = events
    widget.view.clock = ManualClock()
    widget.view.frame = Rect(origin: .zero, size: SwipeCardFixtures.size)
    widget.show(content(cards, styling: server))
    widget.view.layoutIfNeeded()
    return (widget, events)
  }

  @Test func aProductCardComingToTheTopIsViewed() {
    let (widget, events) = Self.widget()
    #expect(events.lines == ["view p0"])
    widget.stack.swipeTopCard(.left)
    #expect(
      events.lines == ["view p0", "record cardSwiped left c0", "view p1"],
      "a left swipe skips: no cart")
  }

  @Test func aRightSwipeOnAProductCardAddsItToTheCart() {
    let (widget, events) = Self.widget()
    widget.stack.swipeTopCard(.right)
    widget.stack.swipeTopCard(.right)
    widget.stack.swipeTopCard(.right)
    #expect(
      events.lines == [
        "view p0", "record cardSwiped right c0", "cart p0 x1 279", "view p1", "record cardSwiped right c1",
        "cart p1 x1 189", "record cardSwiped right c2",
      ])
    #expect(events.events.first?.properties["productID"] == .string("p0"))
  }

  @Test(arguments: [true, false])
  func addingToTheCartOnASwipeCanBeTurnedOffByTheAppOrTheServer(byApp: Bool) {
    let off = SwipeCardStyling(addToCartOnSwipeRight: false)
    let (widget, events) = byApp ? Self.widget(styling: off) : Self.widget(server: off)
    widget.stack.swipeTopCard(.right)
    #expect(events.lines == ["view p0", "record cardSwiped right c0", "view p1"])
    let element = widget.view.accessibilityElements().first
    #expect(element?.customActionNames == ["Skip", "Like"])
  }

  @Test func appStylingWinsOverTheServers() {
    let (widget, events) = Self.widget(
      styling: SwipeCardStyling(addToCartOnSwipeRight: true),
      server: SwipeCardStyling(addToCartOnSwipeRight: false))
    widget.stack.swipeTopCard(.right)
    #expect(events.lines.contains("cart p0 x1 279"))
  }

  @Test func tappingTheTopCardActivatesItsActionElseSelectsItsProduct() {
    let (widget, events) = Self.widget()
    let dispatcher = PointerDispatcher(root: widget.view)
    func tap() {
      dispatcher.dispatch(PointerEvent(.down, at: Point(x: 180, y: 200), time: 0))
      dispatcher.dispatch(PointerEvent(.up, at: Point(x: 180, y: 200), time: 0.05))
      dispatcher.advanceTime(to: 1)
    }
    tap()
    widget.stack.swipeTopCard(.left)
    widget.view.layoutIfNeeded()
    tap()
    widget.stack.swipeTopCard(.left)
    widget.view.layoutIfNeeded()
    tap()
    widget.stack.swipeTopCard(.left)
    widget.view.layoutIfNeeded()
    tap()
    #expect(
      events.lines.filter { !$0.hasPrefix("record") && !$0.hasPrefix("view") } == [
        "activate /trench", "select p1", "activate /sneaker",
      ], "card 3 has neither: a tap does nothing")
  }

  @Test func returnSelectsTheTopCard() {
    let (widget, events) = Self.widget()
    widget.stack.keyCommands.route(KeyEvent(.enter, phase: .down, time: 0))
    #expect(events.lines.last == "activate /trench")
  }

  @Test func hasContentIsFalseOnlyWithoutCards() {
    let (widget, _) = Self.widget([])
    #expect(!widget.hasContent)
    let (full, _) = Self.widget()
    for _ in 0..<5 { full.stack.swipeTopCard(.left) }
    #expect(full.hasContent, "swiped to the end it shows its end state")
  }

  @Test func theTopCardIsOneAdjustableElementWithSkipAndAddToCart() throws {
    let (widget, events) = Self.widget()
    let elements = widget.view.accessibilityElements()
    #expect(elements.count == 1, "the cards behind are hidden")
    let top = try #require(elements.first)
    #expect(top.label == "Trench, Gabardine, €279.00")
    #expect(top.value == "card 1 of 5")
    #expect(top.traits.contains(.adjustable))
    #expect(top.customActionNames == ["Skip", "Add to cart"])
    #expect(top.performCustomAction(named: "Add to cart"))
    #expect(events.lines.contains("cart p0 x1 279"))
    widget.view.layoutIfNeeded()
    #expect(widget.view.accessibilityElements().first?.value == "card 2 of 5")
  }

  @Test func incrementAndDecrementSwipeTheTopCardRightAndLeft() throws {
    let (widget, events) = Self.widget()
    let top = try #require(widget.stack.topCardView)
    top.accessibilityDecrement()
    #expect(events.lines.contains("record cardSwiped left c0"))
    widget.view.layoutIfNeeded()
    let next = try #require(widget.stack.topCardView)
    next.accessibilityIncrement()
    #expect(events.lines.contains("record cardSwiped right c1"))
  }

  @Test func theEndStateButtonIsAnElementThatDealsAgain() throws {
    let (widget, events) = Self.widget([SwipeCardFixtures.cards()[3]])
    widget.stack.swipeTopCard(.left)
    widget.view.layoutIfNeeded()
    let labels = widget.view.accessibilityElements().compactMap(\.label)
    #expect(labels == ["You're all caught up", "Check back later for more.", "Start over"])
    widget.stack.endView.button.sendTap()
    #expect(widget.stack.topCard?.id == "c3")
    #expect(events.lines == ["record cardSwiped left c3"])
  }

  @Test func registeringMakesAWidgetPerHostAndUnregisteringRemovesIt() {
    let registry = WidgetRegistry()
    let registration = SwipeCardWidget.register(in: registry, styling: SwipeCardStyling(cornerRadius: 4))
    let first = registry.makeWidget(for: .swipeCard) as? SwipeCardWidget
    let second = registry.makeWidget(for: .swipeCard) as? SwipeCardWidget
    #expect(first != nil && first !== second)
    #expect(first?.stack.styling.cornerRadius == 4)
    #expect(first?.kind == .swipeCard)
    registration.unregister()
    #expect(!registry.isRegistered(.swipeCard))
  }

  @Test func pauseOnlyHoldsTheFlag() {
    let (widget, _) = Self.widget()
    widget.pause()
    widget.pause()
    #expect(widget.isPaused)
    widget.resume()
    #expect(!widget.isPaused)
  }

  @Test func aThemeChangeRestylesTheCardsThemeByTheme() throws {
    let styling = SwipeCardStyling(cardBackgroundColor: Themed(light: .white))
    let (widget, _) = Self.widget(styling: styling)
    let card = try #require(widget.stack.topCardView)
    #expect(card.backgroundColor == .white)
    var dark = Appearance()
    dark.theme = .dark
    widget.view.appearance = dark
    #expect(
      card.backgroundColor == dark.colors.secondaryBackground, "set for light only: dark is the appearance's")
    #expect(card.titleLabel.textColor == dark.colors.text)
  }

  @Test func theFirstCardIsViewedOnceTheWidgetHasASize() {
    let widget = SwipeCardWidget(locale: Locale(identifier: "en_US"))
    let events = RecordingEvents()
    widget.events = events
    widget.show(Self.content(SwipeCardFixtures.cards()))
    widget.view.layoutIfNeeded()
    #expect(events.lines.isEmpty, "not on screen yet")
    widget.view.frame = Rect(origin: .zero, size: SwipeCardFixtures.size)
    widget.view.layoutIfNeeded()
    widget.view.layoutIfNeeded()
    #expect(events.lines == ["view p0"], "once")
  }
}
