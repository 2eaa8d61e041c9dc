import Foundation
import StoryKit

extension Product {
  /// The price in the product's currency for `locale` ("€89.00", "89,00 €"). A three-letter
  /// code is an ISO 4217 code in either case ("eur" is "€"); any other code is written after the
  /// number as the feed gives it, cut to 8 characters ("5 points", "5 loyalty…"); a price that is not a number
  /// is left out.
  public func formattedPrice(locale: Locale) -> String? {
    guard !price.isNaN else { return nil }
    // One line: runs of spaces and line breaks in the feed's code become one space.
    let given = currency.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let formatter = NumberFormatter()
    formatter.locale = locale
    if given.count == 3, given.allSatisfy({ $0.isASCII && $0.isLetter }) {
      formatter.numberStyle = .currency
      formatter.currencyCode = given.uppercased()
      guard let text = formatter.string(from: NSDecimalNumber(decimal: price)) else { return nil }
      return Self.isolatingLatinSymbol(formatter.currencySymbol, in: text, locale: locale)
    }
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 2
    guard let number = formatter.string(from: NSDecimalNumber(decimal: price)) else { return nil }
    // Not a code a formatter knows, so not upper-cased into one ("euro" stays "euro").
    guard !given.isEmpty else { return number }
    guard given.count > 8 else { return "\(number) \(given)" }
    return "\(number) \(given.prefix(8).trimmingCharacters(in: .whitespaces))…"
  }

  /// `price` as one unit inside a line of another direction: in a right-to-left locale, wrapped
  /// in a first-strong isolate (U+2068…U+2069), so "Atelier watch · ‏249.90 ‏$" keeps the price's
  /// own order after a Latin title. Left-to-right locales get `price` as it is.
  public static func isolated(_ price: String, locale: Locale) -> String {
    guard isRightToLeft(locale) else { return price }
    return "\u{2068}\(price)\u{2069}"
  }

  /// In a right-to-left locale, a currency symbol with Latin letters ("US$") wrapped in a
  /// left-to-right isolate (U+2066…U+2069): without it the bidirectional algorithm sends the "$"
  /// of "٢٤٩٫٩٠ US$" to the far side of "US".
  static func isolatingLatinSymbol(_ symbol: String, in text: String, locale: Locale) -> String {
    guard isRightToLeft(locale), !symbol.isEmpty,
      symbol.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic })
    else { return text }
    return text.replacingOccurrences(of: symbol, with: "\u{2066}\(symbol)\u{2069}")
  }

  private static func isRightToLeft(_ locale: Locale) -> Bool {
    Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft
  }
}
