import Foundation

/// A product shown or tagged in content.
public struct Product: Sendable, Hashable, Identifiable {
  /// The product's ID.
  public var id: String
  /// Its name.
  public var title: String
  /// Its price, exact (`19.99` stays `19.99`).
  public var price: Decimal
  /// Its ISO 4217 currency code, such as `EUR`.
  public var currency: String
  /// A picture of it.
  public var imageURL: URL?
  /// Its page.
  public var url: URL?

  /// Creates a product.
  public init(
    id: String, title: String, price: Decimal, currency: String, imageURL: URL? = nil, url: URL? = nil
  ) {
    self.id = id
    self.title = title
    self.price = price
    self.currency = currency
    self.imageURL = imageURL
    self.url = url
  }
}
