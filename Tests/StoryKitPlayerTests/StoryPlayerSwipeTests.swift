import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// ``StoryPlayerView``'s drags, through the pointer dispatcher: sideways turns the cube to
/// another group (settling with the finger's speed), down closes towards the bar, up opens the
/// story's action; and the delegate's side of actions.
@MainActor
@Suite struct StoryPlayerSwipeTests {
  let clock = ManualClock()

  final class Delegate: StoryPlayerDelegate {
    var actions: [(URL, Bool)] = []
    var result = StoryActionResult.handled
    var shared: [String] = []
    func storyPlayer(
      _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
    )
      -> StoryActionResult
    {
      actions.append((action.url, player.playback?.isDismissed ?? false))
      return result
    }
    func storyPlayer(_ player: StoryPlayerView, didShare story: Story, in group: StoryGroup) {
      shared.append(story.id)
    }
  }

  func player(
    _ groups: [StoryGroup] = [PlayerFixture.group("a", 2), PlayerFixture.group("b", 3)]
  )
    -> StoryPlayerView
  {
    PlayerFixture.makePlayer(groups, clock: clock)
  }

  /// Drags from (200, 400) by `delta` over `duration`, in ten moves, then lifts.
  func drag(_ player: StoryPlayerView, by delta: Point, over duration: Double, start: Double = 1) {
    let dispatcher = PointerDispatcher(root: player)
    let origin = Point(x: 200, y: 400)
    dispatcher.dispatch(PointerEvent(.down, at: origin, time: start))
    for step in 1...10 {
      let f = Double(step) / 10
      dispatcher.dispatch(
        PointerEvent(
          .move, at: Point(x: origin.x + delta.x * f, y: origin.y + delta.y * f), time: start + duration * f))
    }
    dispatcher.dispatch(
      PointerEvent(.up, at: Point(x: origin.x + delta.x, y: origin.y + delta.y), time: start + duration))
  }

  /// Ticks the player for `seconds` at 60 fps.
  func run(_ player: StoryPlayerView, for seconds: Double) {
    for _ in 0..<Int(seconds * 60) {
      clock.advance(by: 1.0 / 60)
      player.tick()
    }
  }

  @Test func aSlowDragPastHalfWayTurnsToTheNextGroup() {
    let player = player()
    var events: [StoryPlayback.Event] = []
    player.onEvent = { events.append($0) }
    drag(player, by: Point(x: -260, y: 0), over: 1)
    #expect(player.groupTransition?.target == 1, "still settling")
    #expect(player.playback?.pauseReasons == [.hold], "the story waits while the cube turns")
    run(player, for: 0.5)
    #expect(player.groupTransition == nil)
    #expect(player.playback?.position == .init(group: 1, story: 0))
    #expect(player.playback?.isRunning == true)
    #expect(
      events.contains(
        .navigated(
          from: .init(group: 0, story: 0), to: .init(group: 1, story: 0), trigger: .swipe, forward: true)))
    #expect(player.currentPage.group?.id == "b" && player.currentPage.transform == .identity)
    #expect(player.neighbourPage.isHidden)
  }

  @Test func aShortSlowDragSpringsBackAndAFastFlickTurns() {
    let player = player()
    drag(player, by: Point(x: -100, y: 0), over: 1)
    run(player, for: 0.5)
    #expect(player.playback?.position.group == 0, "a third of the way, slowly: back")
    #expect(player.playback?.isRunning == true)
    drag(player, by: Point(x: -100, y: 0), over: 0.1, start: 3)
    run(player, for: 0.5)
    #expect(player.playback?.position.group == 1, "the same distance, flung: turns")
  }

  @Test func rightToLeftADragToTheRightIsForwards() {
    let player = player()
    player.layoutDirection = .rightToLeft
    drag(player, by: Point(x: 260, y: 0), over: 1)
    run(player, for: 0.5)
    #expect(player.playback?.position.group == 1)
  }

  @Test func pastTheLastGroupThePageGivesALittleAndComesBack() {
    let player = player()
    player.open([PlayerFixture.group("a", 2), PlayerFixture.group("b", 3)], at: 1)
    player.setGroupTransition(forward: true, fraction: 0.8)
    #expect(player.groupTransition?.target == nil)
    #expect(player.neighbourPage.isHidden)
    #expect(abs(player.currentPage.transform.tx) <= 390 * 0.12 + 0.001)
    player.endGroupTransition(commit: true)
    run(player, for: 0.5)
    #expect(player.playback?.position.group == 1 && player.playback?.isDismissed == false)
  }

  @Test func theCubesFacesMeetAtTheEdgeAndTurnInPerspective() throws {
    let player = player()
    player.setGroupTransition(forward: true, fraction: 0.25)
    let bounds = player.currentPage.bounds
    let current = try #require(player.currentPage.projectiveTransform).corners(of: bounds)
    let neighbour = try #require(player.neighbourPage.projectiveTransform).corners(of: bounds)
    // The leaving page's right edge is the arriving page's left edge; each reaches a little past
    // it under the other, so no hairline of the background shows between them.
    for (a, b) in [(current[1], neighbour[0]), (current[2], neighbour[3])] {
      #expect(abs((a.x - b.x) - 2 * CubeTurn.overlap) < 1e-6 && abs(a.y - b.y) < 1e-6)
    }
    // The shared edge stays at full height; each face's far edge recedes, shorter: the leaving
    // page's left edge a little (a quarter turned), the arriving page's right edge a lot.
    let height = bounds.height
    let currentLeft = current[3].y - current[0].y
    let sharedEdge = current[2].y - current[1].y
    let neighbourRight = neighbour[2].y - neighbour[1].y
    #expect(abs(sharedEdge - height) < 1e-6)
    #expect(neighbourRight < currentLeft && currentLeft < height)
    // Vertical lines stay vertical, so the faces composite a few columns at a time.
    #expect(abs(current[0].x - current[3].x) < 1e-9 && abs(current[1].x - current[2].x) < 1e-9)
    // Both pages are drawn from layers, the one turned further away darker.
    #expect(player.currentPage.isRasterized && player.neighbourPage.isRasterized)
    let currentShade = try #require(player.currentPage.layerShade)
    let neighbourShade = try #require(player.neighbourPage.layerShade)
    #expect(currentShade.alpha < neighbourShade.alpha)
    #expect(player.neighbourPage.group?.id == "b" && !player.neighbourPage.isHidden)
  }

  @Test func rightToLeftTheCubeTurnsTheOtherWay() throws {
    let player = player()
    player.layoutDirection = .rightToLeft
    player.setGroupTransition(forward: true, fraction: 0.25)
    let bounds = player.currentPage.bounds
    let current = try #require(player.currentPage.projectiveTransform).corners(of: bounds)
    let neighbour = try #require(player.neighbourPage.projectiveTransform).corners(of: bounds)
    // The next group arrives from the left: the shared edge is the leaving page's left one,
    // and the pages' own left and right stay as they are (only the turn is mirrored).
    #expect(abs((neighbour[1].x - current[0].x) - 2 * CubeTurn.overlap) < 1e-6)
    #expect(neighbour[0].x < neighbour[1].x && current[0].x < current[1].x)
  }

  @Test func atRestThePagesAreDrawnDirectlyAndTheirLayersFreed() throws {
    let player = player()
    player.setGroupTransition(forward: true, fraction: 0.5)
    let bitmap = Bitmap(size: player.frame.size, scale: 1)
    bitmap.render(player)
    #expect(player.currentPage.layerByteCount > 0 && player.neighbourPage.layerByteCount > 0)
    player.endGroupTransition(commit: true)
    run(player, for: 0.5)
    bitmap.render(player)
    for page in player.pages {
      #expect(!page.isRasterized && page.projectiveTransform == nil && page.layerByteCount == 0)
    }
  }

  @Test func underReduceMotionTheGroupsCrossfade() {
    let player = player()
    player.isReduceMotionEnabled = true
    player.setGroupTransition(forward: true, fraction: 0.4)
    #expect(player.currentPage.transform == .identity && player.neighbourPage.transform == .identity)
    #expect(abs(player.currentPage.alpha - 0.6) < 1e-9)
  }

  @Test func aDragDownShrinksThePlayerAwayAndCloses() {
    let player = player()
    var dismissed: [StoryPlayback.DismissReason] = []
    player.onDismiss = { dismissed.append($0) }
    player.dismissTarget = { _ in Rect(x: 20, y: 20, width: 60, height: 60) }
    drag(player, by: Point(x: 0, y: 200), over: 0.8)
    #expect(player.dismissDrag != nil && dismissed.isEmpty)
    #expect(player.currentPage.transform.ty > 0, "under the finger the page follows it down")
    run(player, for: 0.5)
    #expect(dismissed == [.swipedDown])
    // Shrunk onto the bar cell: 60 pt wide, centred on it.
    let frame = player.currentPage.accessibilityFrameInRoot
    #expect(abs(frame.width - 60) < 0.5 && abs(frame.midX - 50) < 0.5 && abs(frame.midY - 50) < 0.5)
  }

  @Test func underReduceMotionADragDownFadesInPlace() {
    let player = player()
    player.isReduceMotionEnabled = true
    player.setDismissDrag(fraction: 0.4)
    #expect(player.currentPage.transform == .identity && abs(player.currentPage.alpha - 0.6) < 1e-9)
  }

  @Test func aShortDragDownSpringsBack() {
    let player = player()
    drag(player, by: Point(x: 0, y: 60), over: 1)
    run(player, for: 0.5)
    #expect(player.dismissDrag == nil && player.playback?.isDismissed == false)
    #expect(player.playback?.isRunning == true && player.currentPage.transform == .identity)
  }

  static func storyWithAction(_ url: String) -> StoryGroup {
    StoryGroup(
      id: "c", title: "Deals",
      stories: [
        Story(
          id: "c0", media: .image(url: URL(fileURLWithPath: "/cdn/c/photo0.jpg")),
          action: ContentAction(url: URL(string: url) ?? URL(fileURLWithPath: "/")))
      ])
  }

  @Test func aDragUpOpensTheActionAfterThePlayerCloses() {
    let player = player([Self.storyWithAction("shop://deals")])
    let delegate = Delegate()
    player.delegate = delegate
    drag(player, by: Point(x: 0, y: -200), over: 0.5)
    #expect(player.playback?.dismissReason == .action)
    #expect(delegate.actions.map(\.0.absoluteString) == ["shop://deals"])
    #expect(delegate.actions.first?.1 == true, "delivered once the player has closed")
  }

  @Test func returnOpensTheActionWhilePlayingAndARejectionResumes() {
    let player = player([Self.storyWithAction("shop://unknown")])
    let delegate = Delegate()
    delegate.result = .rejected
    player.delegate = delegate
    player.actionDelivery = .whilePlaying
    let (_, warnings) = StoryKitLog.collectingWarnings {
      _ = player.keyCommands.route(KeyEvent(.enter, phase: .down, time: 0))
    }
    #expect(delegate.actions.map(\.0.absoluteString) == ["shop://unknown"])
    #expect(player.playback?.isRunning == true, "the app said no: playback goes on")
    #expect(warnings.contains { $0.contains("rejected") && $0.contains("shop://unknown") })
    delegate.result = .handled
    _ = player.keyCommands.route(KeyEvent(.enter, phase: .down, time: 0))
    #expect(player.playback?.pauseReasons == [.action], "paused while the app shows the action")
  }

  @Test func withoutADelegateAnActionIsLoggedAndPlaybackGoesOn() {
    let player = player([Self.storyWithAction("shop://deals")])
    let (_, warnings) = StoryKitLog.collectingWarnings { player.openStoryAction() }
    #expect(player.playback?.isRunning == true)
    #expect(warnings.contains { $0.contains("no delegate") })
  }

  @Test func theShareButtonGoesToTheDelegate() {
    let player = player()
    let delegate = Delegate()
    player.delegate = delegate
    player.headerView.shareButton.onTap?()
    #expect(delegate.shared == ["a0"])
  }
}
