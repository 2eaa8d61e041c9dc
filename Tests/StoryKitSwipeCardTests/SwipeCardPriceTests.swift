import Foundation
import StoryKit
import Testing

@testable import StoryKitSwipeCard
@testable import StoryKitUI

/// Product cards' prices: exact from `Decimal`, for the stack's locale and the product's
/// currency; hostile prices and currencies show something sensible and never crash.
@MainActor
@Suite struct SwipeCardPriceTests {
  static func price(_ price: Decimal, _ currency: String, locale: String = "en_US") -> String? {
    let card = SwipeCard(
      id: "c", title: "Card", imageURL: URL(fileURLWithPath: "/dev/null"),
      product: SwipeCardFixtures.product("p", price: price, currency: currency))
    let stack = SwipeCardFixtures.stack([card]) { $0.locale = Locale(identifier: locale) }
    return stack.cardContent(at: 0)?.price
  }

  @Test func pricesAreExactAndFollowTheLocale() throws {
    #expect(Self.price(try #require(Decimal(string: "19.99")), "USD") == "$19.99")
    #expect(Self.price(279, "EUR", locale: "de_DE") == "279,00\u{A0}€")
    #expect(Self.price(try #require(Decimal(string: "34.5")), "USD", locale: "fr_FR") == "34,50\u{A0}$US")
  }

  @Test func theLocaleCanChangeAfterwards() {
    let stack = SwipeCardFixtures.stack()
    #expect(stack.cardViews[0]?.content?.price == "€279.00")
    stack.locale = Locale(identifier: "de_DE")
    #expect(stack.cardViews[0]?.content?.price == "279,00\u{A0}€")
  }

  @Test(arguments: [
    (Decimal(sign: .plus, exponent: 20, significand: 1), "EUR"), (Decimal(-1), "USD"), (Decimal(5), "XXQ"),
    (Decimal(5), ""), (Decimal(5), "euro"), (Decimal(5), "  "), (Decimal(5), "€€€€€€€€€€€€€€€€€€€€€€€€"),
  ])
  func hostilePricesShowSomethingSensible(price: Decimal, currency: String) throws {
    let text = try #require(Self.price(price, currency), "\(price) \(currency)")
    #expect(!text.isEmpty)
    #expect(text.contains { $0.isNumber }, "\(text): the number shows")
    #expect(text.count < 48, "\(text): a code is cut short")
  }

  @Test func aHugePriceIsWrittenOutInFull() {
    let text = Self.price(Decimal(sign: .plus, exponent: 20, significand: 1), "EUR")
    #expect(text == "€100,000,000,000,000,000,000.00")
    #expect(Self.price(-1, "USD") == "-$1.00")
  }

  @Test func aPriceThatIsNotANumberShowsNoPill() {
    #expect(Self.price(.nan, "EUR") == nil)
    let card = SwipeCard(
      id: "c", title: "Card", imageURL: URL(fileURLWithPath: "/dev/null"),
      product: SwipeCardFixtures.product("p", price: .nan))
    let stack = SwipeCardFixtures.stack([card])
    #expect(stack.cardViews[0]?.priceView.isHidden == true)
  }
}
