import Foundation
import StoryKit

extension Product {
  /// The price in the product's currency for `locale` ("€89.00", "89,00 €"); a code that is not
  /// three letters is written after the number, and a price that is not a number is left out.
  public func formattedPrice(locale: Locale) -> String? {
    guard !price.isNaN else { return nil }
    let code = currency.trimmingCharacters(in: .whitespaces).uppercased()
    let formatter = NumberFormatter()
    formatter.locale = locale
    if code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
      formatter.numberStyle = .currency
      formatter.currencyCode = code
      return formatter.string(from: NSDecimalNumber(decimal: price))
    }
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 2
    guard let number = formatter.string(from: NSDecimalNumber(decimal: price)) else { return nil }
    return code.isEmpty ? number : "\(number) \(code.prefix(8))"
  }
}
