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
    (Decimal(sign: .plus, exponent: 20, significand: 1), "EUR"), (Decimal(5), "XXQ"),
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
  }

  @Test func aCodeThatIsNotACurrencyShowsAsGiven() {
    #expect(Self.price(5, "euro") == "5 euro", "not upper-cased into something that looks like a code")
    #expect(Self.price(5, "POINTS") == "5 POINTS")
    #expect(Self.price(5, " loyalty\npoints ") == "5 loyalty…", "one line, cut to 8 characters")
    #expect(Self.price(5, "eur") == "€5.00", "a three-letter code is ISO 4217 in either case")
  }

  @Test func aNegativePriceShowsNoPillAndNamesTheCard() throws {
    let card = SwipeCard(
      id: "minus", title: "Card", imageURL: URL(fileURLWithPath: "/dev/null"),
      product: SwipeCardFixtures.product("p", price: -1, currency: "USD"))
    let (stack, warnings) = StoryKitLog.collectingWarnings { SwipeCardFixtures.stack([card]) }
    #expect(stack.cardContent(at: 0)?.price == nil)
    #expect(try #require(stack.cardViews[0]).priceView.isHidden)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("swipe card minus") == true, "\(warnings)")
    let (_, again) = StoryKitLog.collectingWarnings {
      stack.locale = Locale(identifier: "de_DE")
      stack.layoutIfNeeded()
    }
    #expect(again.isEmpty, "once per content, not at every layout")
  }

  @Test func aLongPriceTakesAtMostSixtyPercentOfTheCardAndIsCutShort() throws {
    let card = SwipeCard(
      id: "huge", title: "Card", imageURL: URL(fileURLWithPath: "/dev/null"),
      product: SwipeCardFixtures.product("p", price: Decimal(sign: .plus, exponent: 20, significand: 1)))
    let view = try #require(SwipeCardFixtures.stack([card]).cardViews[0])
    #expect(view.priceView.frame.width <= view.bounds.width * 0.6 + 0.5)
    #expect(view.priceView.label.textLayout(forWidth: view.priceView.label.bounds.width).isTruncated)
    let short = try #require(SwipeCardFixtures.stack().cardViews[0])
    #expect(!short.priceView.label.textLayout(forWidth: short.priceView.label.bounds.width).isTruncated)
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
