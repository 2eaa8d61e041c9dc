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
      return formatter.string(from: NSDecimalNumber(decimal: price))
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
}
