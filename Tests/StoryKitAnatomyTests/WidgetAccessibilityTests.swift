import Foundation
import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlacement
import StoryKitPlayer
import StoryKitSwipeCard
import StoryKitTestSupport
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// The banner, the swipe cards, the canvas and the video feed as assistive technologies and the
/// keyboard reach them (issue 27), each built as an app builds it: the example feed through a
/// placement (config → provider → the registered widget). For each: its elements, their labels
/// (from the widget's own tree), roles and actions; the widget is one focus group that says
/// which element focus belongs on, and follows its keys; activating an element does what a tap
/// there does.
@MainActor
@Suite struct WidgetAccessibilityTests {
  let clock = ManualClock()
  static let size = Size(width: 420, height: 760)

  /// What the placement reported.
  final class Reports: PlacementDelegate {
    var actions: [String] = []
    func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {
      actions.append(url.absoluteString)
    }
  }

  struct App {
    let root: View
    let placement: PlacementView
    let reports: Reports
    let folder: URL
  }

  /// The example feed `name` (`Examples/feeds/<name>.json`) in a placement that fills a
  /// left-to-right (or `direction`; `nil`: the language's) root, its widget on screen; the
  /// config's locale is `locale` (a BCP 47 tag) when given.
  func app(
    _ name: String, direction: LayoutDirection? = .leftToRight, locale: String? = nil
  ) async throws -> App {
    let token = "a11y-\(name)"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("images"), withDestinationURL: Fixtures.url("Examples/feeds/images"))
    guard
      var document = try JSONSerialization.jsonObject(with: Fixtures.data("Examples/feeds/\(name).json"))
        as? [String: Any],
      var placement = document["placement"] as? [String: Any]
    else { throw CocoaError(.coderReadCorrupt) }
    placement["token"] = token
    document["placement"] = placement
    try JSONSerialization.data(withJSONObject: document).write(
      to: folder.appendingPathComponent("\(token).json"))
    let config = try PlacementConfig.Builder().userID("u1").feedEndpoint(folder).layoutDirection(direction)
      .locale(locale).build(token: token)
    let provider = PlacementDataProvider(config: config)
    await provider.load()
    let registry = WidgetRegistry()
    BannerWidget.register(in: registry)
    SwipeCardWidget.register(in: registry)
    CanvasWidget.register(in: registry)
    VideoFeedWidget.register(in: registry)
    StoryPlayerPresenter.register(in: registry)
    let root = View(frame: Rect(origin: .zero, size: Self.size))
    root.appearance = Appearance(theme: .light)
    root.layoutDirection = direction
    root.clock = clock
    root.imageLoader = ExamplePictures(folder: folder)
    let reports = Reports()
    let view = PlacementView(dataProvider: provider, delegate: reports, registry: registry)
    view.frame = Rect(origin: .zero, size: Self.size)
    root.addSubview(view)
    root.layoutIfNeeded()
    return App(root: root, placement: view, reports: reports, folder: folder)
  }

  /// Lets `seconds` pass on the clock, a frame every 1/60 s.
  func run(_ root: View, for seconds: Double) {
    let end = clock.now + seconds
    while clock.now < end {
      clock.advance(by: 1.0 / 60)
      root.advanceFramesInSubtree(to: clock.now)
      root.layoutIfNeeded()
    }
  }

  /// A finger's tap at the middle of `element`, through the root's gesture recognizers.
  func tap(_ element: AccessibilityElement, in root: View) {
    let point = Point(x: element.frame.midX, y: element.frame.midY)
    let dispatcher = PointerDispatcher(root: root)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: clock.now))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: clock.now + 0.05))
    run(root, for: 0.1)
  }

  // MARK: - Banner

  @Test func theBannerIsOneFocusGroupWhosePageOnScreenIsTheElement() async throws {
    let app = try await app("banner")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let banner = try #require((app.placement.widget as? BannerWidget)?.bannerView)
    let elements = app.root.accessibilityElements()
    try #require(elements.count == 1, "one page on screen: \(elements)")
    let page = elements[0]
    #expect(page.label == "The spring edit, 120 new pieces, in stores Friday")
    #expect(page.value == "page 1 of 4")
    #expect(page.role == .adjustable && page.isActivatable)
    #expect(page.customActionNames == ["Next page", "Previous page"])
    #expect(banner.isAccessibilityFocusGroup && page.focusGroup == ObjectIdentifier(banner))
    #expect(banner.accessibilityFocusedElement === page.view)

    // Activating the page does what a tap on it does: the item's link.
    tap(page, in: app.root)
    #expect(app.reports.actions == ["maison://collections/spring"])
    #expect(page.activate())
    run(app.root, for: 0.1)
    #expect(app.reports.actions == ["maison://collections/spring", "maison://collections/spring"])

    // "Next page" slides the next page in; it is the element, and focus belongs on it.
    #expect(page.performCustomAction(named: "Next page"))
    run(app.root, for: 1)
    let next = try #require(app.root.accessibilityElements().first)
    #expect(next.label == "Maison Members, Free returns and early access to every sale")
    #expect(next.value == "page 2 of 4")
    #expect(banner.accessibilityFocusedElement === next.view)
    #expect(next.activate())
    run(app.root, for: 0.1)
    #expect(app.reports.actions.last == "maison://membership")
  }

  @Test func focusOnTheBannerHoldsItsAutoAdvance() async throws {
    let app = try await app("banner")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let banner = try #require((app.placement.widget as? BannerWidget)?.bannerView)
    let interval = banner.resolvedStyling.autoAdvanceInterval
    run(app.root, for: interval + 1)
    #expect(banner.currentIndex == 1, "it advances by itself")

    banner.accessibilityFocusDidMove(to: banner.accessibilityFocusedElement)
    #expect(banner.isAutoAdvanceHeldByFocus)
    run(app.root, for: interval * 3)
    #expect(banner.currentIndex == 1, "held while a page has focus")
    // The keys still page, and the page that comes is where focus belongs.
    #expect(banner.keyCommands.route(KeyEvent(.right, phase: .down, time: clock.now)))
    run(app.root, for: 1)
    #expect(banner.currentIndex == 2)
    #expect(app.root.accessibilityElements().first?.view === banner.accessibilityFocusedElement)

    banner.accessibilityFocusDidMove(to: nil)
    #expect(!banner.isAutoAdvanceHeldByFocus)
    run(app.root, for: interval + 1)
    #expect(banner.currentIndex == 3, "and goes on once focus leaves")
  }

  // MARK: - Swipe cards

  @Test func theTopSwipeCardIsTheElementWithItsActions() async throws {
    let app = try await app("swipe-card")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let stack = try #require((app.placement.widget as? SwipeCardWidget)?.stack)
    let elements = app.root.accessibilityElements()
    try #require(elements.count == 1, "only the top card: \(elements)")
    let card = elements[0]
    #expect(card.label?.hasPrefix("The trench, reworked, Water-repellent cotton gabardine") == true)
    #expect(card.value == "card 1 of 5")
    #expect(card.role == .adjustable && card.isActivatable)
    #expect(card.customActionNames.first == stack.skipActionName && stack.skipActionName == "Skip")
    #expect(card.customActionNames.count == 2)
    #expect(stack.isAccessibilityFocusGroup && card.focusGroup == ObjectIdentifier(stack))
    #expect(stack.accessibilityFocusedElement === card.view)

    // Activating the card does what a tap on it does: the card's action.
    tap(card, in: app.root)
    #expect(app.reports.actions == ["maison://p/heritage-trench"])
    #expect(card.activate())
    run(app.root, for: 0.1)
    #expect(app.reports.actions == ["maison://p/heritage-trench", "maison://p/heritage-trench"])

    // "Skip" throws it out; the next card is the element, and focus belongs on it.
    #expect(card.performCustomAction(named: stack.skipActionName))
    run(app.root, for: 1)
    let next = try #require(app.root.accessibilityElements().first)
    #expect(next.label?.hasPrefix("One bag, every day") == true)
    #expect(next.value == "card 2 of 5")
    #expect(stack.accessibilityFocusedElement === next.view)
  }

  // MARK: - Canvas

  @Test func theCanvasButtonIsAnElementAndTheCanvasFollowsAHostsFocus() async throws {
    let app = try await app("canvas")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let canvas = try #require((app.placement.widget as? CanvasWidget)?.canvasView)
    let elements = app.root.accessibilityElements()
    let labels = elements.compactMap(\.label)
    #expect(labels.contains("Spring sale: last chance"), "\(labels)")
    let button = try #require(elements.first { $0.label == "Shop the sale" }, "\(labels)")
    #expect(button.role == .button && button.isActivatable)
    #expect(canvas.isAccessibilityFocusGroup)
    #expect(elements.allSatisfy { $0.focusGroup == ObjectIdentifier(canvas) })
    // Before any key, focus belongs on the first interactive layer in reading order ("Remind
    // me" on the countdown); the canvas's → moves it, and where it belongs, to the button.
    let interactive = canvas.focusableElements
    #expect(interactive.count >= 2 && interactive.last?.view === button.view, "\(interactive)")
    #expect(canvas.accessibilityFocusedElement === interactive.first?.view)
    let keys = try #require(app.placement.keyCommands)
    for _ in 0..<interactive.count { #expect(keys.route(KeyEvent(.right, phase: .down, time: clock.now))) }
    #expect(canvas.accessibilityFocusedElement === button.view)
    canvas.accessibilityFocusDidMove(to: nil)

    tap(button, in: app.root)
    #expect(app.reports.actions == ["maison://sale"])
    #expect(button.activate())
    run(app.root, for: 0.1)
    #expect(app.reports.actions == ["maison://sale", "maison://sale"])

    // A host's focus on the button is the canvas's focus: Return (the canvas's key) activates it.
    canvas.accessibilityFocusDidMove(to: button.view)
    #expect(canvas.focusedView === button.view)
    #expect(keys.route(KeyEvent(.enter, phase: .down, time: clock.now)))
    run(app.root, for: 0.1)
    #expect(app.reports.actions == ["maison://sale", "maison://sale", "maison://sale"])
    canvas.accessibilityFocusDidMove(to: nil)
    #expect(canvas.focusedView == nil)
  }

  // MARK: - Video feed

  @Test func videoFeedItemsAreElementsAndActivatingOneOpensThePlayer() async throws {
    let app = try await app("video-feed")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let feed = try #require((app.placement.widget as? VideoFeedWidget)?.feedView)
    let elements = app.root.accessibilityElements()
    let first = try #require(elements.first)
    #expect(first.label?.hasPrefix("Five ways to wear raw denim, video") == true)
    #expect(first.value == "item 1 of 5")
    #expect(first.role == .adjustable && first.isActivatable)
    #expect(first.customActionNames.contains("Next video"))
    #expect(feed.isAccessibilityFocusGroup && first.focusGroup == ObjectIdentifier(feed))
    #expect(feed.accessibilityFocusedElement === first.view)

    // "Next video" moves the list; focus belongs on the item now most on screen.
    #expect(first.performCustomAction(named: "Next video"))
    run(app.root, for: 1.5)
    let second = try #require(app.root.accessibilityElements().first { $0.value == "item 2 of 5" })
    #expect(feed.currentIndex == 1)
    #expect(feed.accessibilityFocusedElement === second.view)

    // Activating it opens the player there, as a tap does.
    #expect(second.activate())
    run(app.root, for: 2.5)
    let player = try #require(
      app.root.subviews.compactMap { $0 as? StoryPlayerView }.first, "the player opens")
    #expect(player.accessibilityViewIsModal)
  }
}
