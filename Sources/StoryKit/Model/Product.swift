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
  public var imageURL: URL? {
    get { storedImageURL.url }
    set { storedImageURL = newValue.map(StoredURL.init) }
  }
  /// Its page.
  public var url: URL? {
    get { storedURL.url }
    set { storedURL = newValue.map(StoredURL.init) }
  }
  var storedImageURL: StoredURL?
  var storedURL: StoredURL?

  /// Creates a product.
  public init(
    id: String, title: String, price: Decimal, currency: String, imageURL: URL? = nil, url: URL? = nil
  ) {
    self.id = id
    self.title = title
    self.price = price
    self.currency = currency
    self.storedImageURL = imageURL.map(StoredURL.init)
    self.storedURL = url.map(StoredURL.init)
  }

  /// A product whose URLs the decoder has checked.
  init(
    id: String, title: String, price: Decimal, currency: String, storedImageURL: StoredURL?,
    storedURL: StoredURL?
  ) {
    self.id = id
    self.title = title
    self.price = price
    self.currency = currency
    self.storedImageURL = storedImageURL
    self.storedURL = storedURL
  }
}
