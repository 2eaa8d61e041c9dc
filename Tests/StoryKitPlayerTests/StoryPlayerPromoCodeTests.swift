import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer
@testable import StoryKitUI

/// A clipboard that remembers what was copied, as the GTK host's would hold it.
@MainActor
final class RecordingClipboard: ClipboardWriting {
  private(set) var strings: [String] = []
  func setString(_ string: String) { strings.append(string) }
}

/// A promo code in the player: a tap at its place copies the code to the host's clipboard, shows
/// "Copied" for a moment, records `promoCodeCopied` and does not advance the story; a screen
/// reader's activation does the same.
@MainActor
@Suite struct StoryPlayerPromoCodeTests {
  let clock = ManualClock()

  static let promo = LayerFixtures.layer(
    "promo", 0.1, 0.6, 0.8, 0.14, .promoCode(PromoCodeLayer(code: "SUMMER20", title: "20 % off your order")))

  func player() -> (StoryPlayerView, RecordingClipboard, RecordedAnalytics) {
    let clipboard = RecordingClipboard()
    let (player, recorded) = PlayerFixture.layerPlayer([Self.promo], clock: clock) { player in
      player.clipboard = clipboard
      player.locale = Locale(identifier: "en_US")
    }
    return (player, clipboard, recorded)
  }

  func promoView(_ player: StoryPlayerView) throws -> PromoCodeLayerView {
    try #require(player.currentPage.layersView.layerView(id: "promo") as? PromoCodeLayerView)
  }

  @Test func aTapCopiesTheCodeConfirmsAndRecordsIt() throws {
    let (player, clipboard, recorded) = player()
    let frame = Self.promo.frame
    let point = Point(x: (frame.x + frame.width / 2) * 390, y: (frame.y + frame.height / 2) * 844)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: 1))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: 1.05))

    #expect(clipboard.strings == ["SUMMER20"])
    #expect(try promoView(player).isShowingCopied)
    #expect(
      try promoView(player).accessibilitySpokenDescription == "Copy promo code SUMMER20, button, Copied")
    #expect(player.playback?.position.story == 0, "a tap on the code does not advance the story")
    let copies = recorded.withLock { events in
      events.filter { $0.name == .promoCodeCopied }.map {
        "\($0.storyID ?? "-") \($0.properties["layerID"]?.stringValue ?? "-") \($0.properties["code"]?.stringValue ?? "-")"
      }
    }
    #expect(copies == ["l0 promo SUMMER20"])
    #expect(AnalyticsEventName.promoCodeCopied.category == .commerce)

    // "Copied" is a moment: it asks for a frame when it ends, and is gone after it.
    let view = try promoView(player)
    #expect(view.nextFrameTime(now: clock.now) == clock.now + PromoCodeLayerView.confirmationDuration)
    clock.advance(by: PromoCodeLayerView.confirmationDuration)
    #expect(!view.isShowingCopied)
    #expect(view.accessibilitySpokenDescription == "Copy promo code SUMMER20, button")
  }

  /// The texts the promo code draws now.
  func drawnTexts(_ view: PromoCodeLayerView) -> [String] {
    let canvas = RecordingCanvas()
    view.draw(in: canvas)
    return canvas.commands.compactMap { command -> String? in
      if case .text(let layout, _) = command { return layout.text }
      return nil
    }
  }

  /// "Tap to copy" shows under the code until a tap, then "Copied" in its place; the code stays:
  /// the user still sees what was copied. The code is in the monospaced family, above the
  /// perforation, and the stub's text below it.
  @Test func theCodeStaysWhileCopiedShowsBelowIt() throws {
    let (player, _, _) = player()
    player.layoutIfNeeded()
    let view = try promoView(player)
    #expect(drawnTexts(view) == ["20 % off your order", "SUMMER20", "Tap to copy"])
    view.copyCode()
    #expect(drawnTexts(view) == ["20 % off your order", "SUMMER20", "Copied"])
    let layout = try #require(view.ticketLayout)
    #expect(layout.code.maxY <= layout.shape.notchY && layout.stub.minY >= layout.shape.notchY)
    let canvas = RecordingCanvas()
    view.draw(in: canvas)
    let codeFamily = canvas.commands.compactMap { command -> String? in
      if case .text(let text, _) = command, text.text == "SUMMER20" { return text.style.font.family }
      return nil
    }
    #expect(codeFamily == [PromoCodeLayerView.codeFamily])
  }

  /// At one and a half times the text size the ticket grows with its text: every row fits inside
  /// it with the same padding, none shrunk, and the ticket is taller than at the regular size.
  @Test func theTicketGrowsWithLargeText() throws {
    let (regularPlayer, _, _) = player()
    regularPlayer.layoutIfNeeded()
    let regular = try #require(try promoView(regularPlayer).ticketLayout)
    let group = StoryGroup(id: "l", title: "Layers", stories: [LayerFixtures.story([Self.promo], id: "l0")])
    let large = PlayerFixture.makePlayer([group], clock: clock) { player in
      player.appearance.fonts.sizeMultiplier = 1.5
    }
    large.layoutIfNeeded()
    let view = try promoView(large)
    let layout = try #require(view.ticketLayout)
    #expect(layout.shape.rect.height > regular.shape.rect.height)
    #expect(layout.code.height >= regular.code.height * 1.4)
    let ticket = layout.shape.rect
    for row in [layout.title, layout.code, layout.stub].compactMap({ $0 }) {
      #expect(row.minY >= ticket.minY + 8 && row.maxY <= ticket.maxY - 8, "\(row) in \(ticket)")
      #expect(
        row.minX >= ticket.minX + layout.shape.notchRadius
          && row.maxX <= ticket.maxX - layout.shape.notchRadius)
    }
  }

  @Test func aScreenReaderActivatesTheButtonToCopy() throws {
    let (player, clipboard, _) = player()
    player.layoutIfNeeded()
    let element = try #require(
      player.accessibilityElements().first { $0.spokenDescription == "Copy promo code SUMMER20, button" })
    #expect(try #require(element.view).accessibilityActivate())
    #expect(clipboard.strings == ["SUMMER20"])
  }

  @Test func withoutAClipboardATapStillConfirmsNothingCrashes() throws {
    let group = StoryGroup(id: "l", title: "Layers", stories: [LayerFixtures.story([Self.promo], id: "l0")])
    let player = PlayerFixture.makePlayer([group], clock: clock)
    try promoView(player).copyCode()
    #expect(try promoView(player).isShowingCopied)
  }
}
