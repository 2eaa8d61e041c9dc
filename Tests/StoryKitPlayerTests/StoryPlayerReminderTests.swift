import Foundation
import StoryKit
import StoryKitUI
import Synchronization
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// A countdown's reminder in the player: a tap on "Remind me" sets it (the delegate and
/// `reminderRequested`), the button shows "Reminder set", the interaction store remembers it for
/// a new player and a new process, and a second tap cancels it (the delegate and
/// `reminderCancelled`).
@MainActor
@Suite struct StoryPlayerReminderTests {
  let clock = ManualClock()

  final class Delegate: StoryPlayerDelegate {
    var log: [String] = []
    func storyPlayer(_ player: StoryPlayerView, didRequestReminderFor endDate: Date, in story: Story) {
      log.append("remind \(story.id) \(Int(endDate.timeIntervalSince1970))")
    }
    func storyPlayer(_ player: StoryPlayerView, didCancelReminderFor endDate: Date, in story: Story) {
      log.append("cancel \(story.id) \(Int(endDate.timeIntervalSince1970))")
    }
  }

  func player(
    store: any StoryInteractionStore, userID: String? = "u1", locale: String = "en_US", theme: Theme = .light
  ) -> (StoryPlayerView, Delegate, RecordedAnalytics) {
    let (player, recorded) = PlayerFixture.layerPlayer([LayerFixtures.countdown], clock: clock) { player in
      player.interactionStore = store
      player.userID = userID
      player.currentDate = { LayerFixtures.now }
      player.locale = Locale(identifier: locale)
      player.appearance = Appearance(theme: theme)
    }
    player.currentPage.layersView.currentDate = { LayerFixtures.now }
    let delegate = Delegate()
    player.delegate = delegate
    return (player, delegate, recorded)
  }

  /// The countdown's button in the current page.
  func button(_ player: StoryPlayerView) throws -> Button {
    player.layoutIfNeeded()
    let layer = try #require(player.currentPage.layersView.layerView(id: "countdown"))
    return try #require(layer.subviews.compactMap { $0 as? Button }.first)
  }

  /// The drawn check before "Reminder set".
  func check(_ player: StoryPlayerView) throws -> LayerCheckView {
    player.layoutIfNeeded()
    let layer = try #require(player.currentPage.layersView.layerView(id: "countdown"))
    return try #require(layer.subviews.compactMap { $0 as? LayerCheckView }.first)
  }

  /// The check sits on the title's leading side, clear of it, and takes no taps: left of the
  /// centre in English, right of it in Arabic.
  @Test func theCheckIsOnTheLeadingSideAndMirrors() throws {
    for (locale, isRightToLeft) in [("en_US", false), ("ar", true)] {
      let store = InMemoryStoryInteractionStore()
      store.setOn(true, for: StoryInteractionKey(userID: "u1", storyID: "l0", layerID: "countdown"))
      let (player, _, _) = player(store: store, locale: locale)
      let button = try button(player)
      let check = try check(player)
      #expect(!check.isHidden && !check.isUserInteractionEnabled)
      #expect(check.frame.width > 0 && check.frame.height > 0)
      #expect(isRightToLeft ? check.frame.minX > button.frame.midX : check.frame.maxX < button.frame.midX)
      #expect(check.lineWidth == LayerGlyphs.checkLineWidth(for: button.effectiveFont))
    }
  }

  /// "Remind me" is a whole touch target inside the card, white on a fill it reaches 4.5:1 on; set,
  /// it is outlined on the card, its title and check in a pink that reaches 4.5:1 on the card and
  /// its 1.5 pt border at least 3:1: in both themes.
  @Test(arguments: [Theme.light, .dark]) func theButtonIsReadableAndWholeToTouch(theme: Theme) throws {
    for isSet in [false, true] {
      let store = InMemoryStoryInteractionStore()
      store.setOn(isSet, for: StoryInteractionKey(userID: "u1", storyID: "l0", layerID: "countdown"))
      let (player, _, _) = player(store: store, theme: theme)
      let button = try button(player)
      let countdown = try #require(button.superview as? CountdownLayerView)
      #expect(button.frame.height >= 44)
      let card = countdown.cardRect
      #expect(button.frame.minY >= card.minY && button.frame.maxY <= card.maxY)
      let palette = countdown.palette
      if isSet {
        #expect(button.style == .plain)
        #expect(button.effectiveTitleColor.contrastRatio(with: palette.card) >= 4.5)
        #expect(try check(player).color == button.effectiveTitleColor)
        #expect(palette.accentOnCard.contrastRatio(with: palette.card) >= 3)
      } else {
        #expect(button.style == .filled)
        #expect(button.effectiveTitleColor.contrastRatio(with: button.effectiveTintColor) >= 4.5)
      }
    }
  }

  /// Taps the middle of the countdown's button through the pointer dispatcher, as a finger does.
  func tapButton(_ player: StoryPlayerView, time: Double) throws {
    let button = try button(player)
    let point = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: time + 0.05))
  }

  static let end = Int(LayerFixtures.now.timeIntervalSince1970) + 2 * 86_400 + 13 * 3_600 + 45 * 60 + 9

  @Test func aTapSetsTheReminderAndASecondTapCancelsIt() throws {
    let store = InMemoryStoryInteractionStore()
    let (player, delegate, recorded) = player(store: store)
    #expect(try button(player).title == "Remind me")
    try tapButton(player, time: 1)
    #expect(delegate.log == ["remind l0 \(Self.end)"])
    #expect(try button(player).title == "Reminder set")
    #expect(try check(player).isHidden == false, "a drawn check shows before the title")
    #expect(try button(player).accessibilitySpokenDescription == "Reminder set, button, selected")
    #expect(store.isOn(for: StoryInteractionKey(userID: "u1", storyID: "l0", layerID: "countdown")))
    #expect(player.playback?.position.story == 0, "a tap on the button does not advance the story")

    try tapButton(player, time: 2)
    #expect(delegate.log == ["remind l0 \(Self.end)", "cancel l0 \(Self.end)"])
    #expect(try button(player).title == "Remind me")
    #expect(try check(player).isHidden)
    #expect(!store.isOn(for: StoryInteractionKey(userID: "u1", storyID: "l0", layerID: "countdown")))
    let events = recorded.withLock { events in
      events.filter { $0.name == .reminderRequested || $0.name == .reminderCancelled }
        .map { "\($0.name) \($0.storyID ?? "-") \($0.properties["layerID"]?.stringValue ?? "-")" }
    }
    #expect(events == ["reminderRequested l0 countdown", "reminderCancelled l0 countdown"])
  }

  @Test func aNewPlayerWithTheSameStoreShowsTheReminderSetForThatUserOnly() throws {
    let store = InMemoryStoryInteractionStore()
    let (first, _, _) = player(store: store)
    try tapButton(first, time: 1)
    let (second, delegate, _) = player(store: store)
    #expect(try button(second).title == "Reminder set")
    let (other, _, _) = player(store: store, userID: "u2")
    #expect(try button(other).title == "Remind me", "another user has not set it")
    try tapButton(second, time: 1)
    #expect(delegate.log == ["cancel l0 \(Self.end)"], "the reopened player cancels it")
  }

  @Test func theFileStoreKeepsTheReminderForTheNextProcess() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("interactions.json")
    let (first, _, _) = player(store: FileStoryInteractionStore(fileURL: url))
    try tapButton(first, time: 1)
    let (second, _, _) = player(store: FileStoryInteractionStore(fileURL: url))
    #expect(try button(second).title == "Reminder set")
  }

  @Test func activatingTheButtonFromAnAssistiveTechnologyToggles() throws {
    let (player, delegate, _) = player(store: InMemoryStoryInteractionStore())
    let element = try #require(
      player.accessibilityElements().first { $0.spokenDescription == "Remind me, button" })
    #expect(try #require(element.view).accessibilityActivate())
    #expect(try button(player).accessibilitySpokenDescription == "Reminder set, button, selected")
    #expect(try button(player).accessibilityActivate())
    #expect(delegate.log == ["remind l0 \(Self.end)", "cancel l0 \(Self.end)"])
  }
}
