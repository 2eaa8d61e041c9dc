import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The promo code in the whole player, before and just after a tap copied it: light, dark, right
/// to left, large text, and an Arabic story (its headline and ticket in Arabic, the code Latin).
@MainActor
@Suite struct StoryPlayerPromoCodeSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)
  static let promo = LayerFixtures.layer(
    "promo", 0.1, 0.6, 0.8, 0.14, .promoCode(PromoCodeLayer(code: "SUMMER20", title: "20 % off your order")))
  /// The same story's content as an Arabic feed sends it: the group, the headline and the
  /// ticket's title in Arabic; the code stays as the shop issues it.
  static let arabicCaption = LayerFixtures.layer(
    "caption", 0.08, 0.1, 0.84, 0.1,
    .text(TextLayer(text: "وصلت تشكيلة الصيف", color: .white, fontSize: 30, alignment: .leading)))
  static let arabicPromo = LayerFixtures.layer(
    "promo", 0.1, 0.6, 0.8, 0.14, .promoCode(PromoCodeLayer(code: "SUMMER20", title: "خصم ٢٠٪ على طلبك")))

  func player(copied: Bool, locale: String = "en_US") -> StoryPlayerView {
    let isArabic = locale.hasPrefix("ar")
    let layers = isArabic ? [Self.arabicCaption, Self.arabicPromo] : [LayerFixtures.caption, Self.promo]
    let group = StoryGroup(
      id: "l", title: isArabic ? "الصيف" : "Summer", stories: [LayerFixtures.story(layers, id: "l0")])
    let player = PlayerFixture.makePlayer([group], clock: clock, size: Self.size) { player in
      player.clipboard = RecordingClipboard()
      player.locale = Locale(identifier: locale)
    }
    if copied {
      let frame = Self.promo.frame
      let point = Point(x: (frame.x + frame.width / 2) * 390, y: (frame.y + frame.height / 2) * 844)
      let dispatcher = PointerDispatcher(root: player)
      dispatcher.dispatch(PointerEvent(.down, at: point, time: 1))
      dispatcher.dispatch(PointerEvent(.up, at: point, time: 1.05))
    }
    return player
  }

  @Test func promoCodeBeforeCopy() async {
    await assertSnapshot(size: Self.size, scale: 1) { player(copied: false) }
  }

  @Test func promoCodeCopied() async {
    await assertSnapshot(size: Self.size, scale: 1) { player(copied: true) }
  }

  @Test func promoCodeInArabic() async {
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "before") {
      player(copied: false, locale: "ar")
    }
    await assertSnapshot(size: Self.size, scale: 1, variants: [.rtl], named: "copied") {
      player(copied: true, locale: "ar")
    }
  }
}
