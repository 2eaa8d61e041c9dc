import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// A scripted session with the countdown's reminder, the promo code and the like button, taps and
/// a key through the player as a user makes them: the exact analytics events, in order.
@MainActor
@Suite struct StoryPlayerEngagementSessionTests {
  let clock = ManualClock()

  static let promo = LayerFixtures.layer(
    "promo", 0.1, 0.62, 0.8, 0.14, .promoCode(PromoCodeLayer(code: "SUMMER20", title: "20 % off")))

  func tap(_ player: StoryPlayerView, _ view: View, time: Double) {
    player.layoutIfNeeded()
    let point = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: time + 0.05))
  }

  @Test func theEventsOfASessionWithAReminderAPromoCodeAndALike() throws {
    let group = StoryGroup(
      id: "g", title: "Summer",
      stories: [
        LayerFixtures.story([LayerFixtures.countdown, Self.promo], id: "s0"),
        LayerFixtures.story([], id: "s1"),
      ])
    let clipboard = RecordingClipboard()
    let player = PlayerFixture.makePlayer([group], clock: clock) { player in
      player.userID = "u1"
      player.clipboard = clipboard
      player.styling.footer.isLikeButtonVisible = true
    }
    player.currentPage.layersView.currentDate = { LayerFixtures.now }
    let recorded = RecordedAnalytics()
    player.analytics = StoryPlayerAnalytics { event in recorded.append(event) }
    let countdown = try #require(player.currentPage.layersView.layerView(id: "countdown"))
    let remind = try #require(countdown.subviews.compactMap { $0 as? Button }.first)

    tap(player, remind, time: 1)  // Remind me
    tap(player, remind, time: 2)  // Reminder set: cancels it
    tap(player, try #require(player.currentPage.layersView.layerView(id: "promo")), time: 3)
    tap(player, player.footerView.likeButton, time: 4)  // like
    _ = player.keyCommands.route(KeyEvent(.character("l"), phase: .down, time: 5))  // unlike
    tap(player, player.footerView.likeButton, time: 6)  // like again

    let lines = recorded.withLock { events in
      events.map { event -> String in
        let properties = event.properties.members.filter { $0.key != "groupIndex" && $0.key != "storyIndex" }
          .map { "\($0.key)=\($0.value.stringValue ?? "\($0.value)")" }.sorted()
        return ([event.name.name, "\(event.groupID ?? "-")/\(event.storyID ?? "-")"] + properties)
          .joined(separator: " ")
      }
    }
    #expect(
      lines == [
        "reminderRequested g/s0 layerID=countdown",
        "reminderCancelled g/s0 layerID=countdown",
        "promoCodeCopied g/s0 code=SUMMER20 layerID=promo",
        "storyLiked g/s0",
        "storyUnliked g/s0",
        "storyLiked g/s0",
      ])
    #expect(clipboard.strings == ["SUMMER20"])
    #expect(player.playback?.position.story == 0, "none of these taps advanced the story")
  }
}
