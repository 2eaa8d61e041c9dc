/// A promo code layer: a code in a ticket that a tap copies to the clipboard.
///
/// ```json
/// {"type": "promoCode", "frame": {"x": 0.1, "y": 0.6, "width": 0.8, "height": 0.14},
///  "code": "SUMMER20", "title": "20 % off your order"}
/// ```
public struct PromoCodeLayer: Sendable, Hashable {
  /// The most characters a code may have; a longer one is a decoding error and the layer is not
  /// drawn.
  public static let maximumCodeLength = 40

  /// The code the user copies: non-empty, at most ``maximumCodeLength`` characters.
  public var code: String
  /// A line above the code ("20 % off your order"), or `nil` for the code alone.
  public var title: String?
  /// The ticket's fill; the card colour of the theme without it.
  public var backgroundColor: Color?
  /// The colour of the code and the title; the theme's text colour without it.
  public var textColor: Color?

  /// Creates a promo code layer.
  public init(code: String, title: String? = nil, backgroundColor: Color? = nil, textColor: Color? = nil) {
    self.code = code
    self.title = title
    self.backgroundColor = backgroundColor
    self.textColor = textColor
  }
}
