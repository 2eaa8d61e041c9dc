extension FeedReader {
  /// `styling.swipeCard`: every member optional; an out-of-range or mistyped member is dropped with
  /// its diagnostic, and the others are kept.
  func readSwipeCardStyling(_ value: JSONNode, at path: JSONPath) -> SwipeCardStyling? {
    guard let object = readObject(value, at: path, expected: "a swipe card styling object") else {
      return nil
    }
    let card = ObjectReader(object: object, reader: self)
    var styling = SwipeCardStyling()
    styling.cornerRadius = card.number("cornerRadius", in: NumberRange(lower: 0, upper: 512))
    styling.cardBackgroundColor = card.optional("cardBackgroundColor", readThemedColor)
    styling.titleColor = card.optional("titleColor", readThemedColor)
    styling.subtitleColor = card.optional("subtitleColor", readThemedColor)
    styling.priceColor = card.optional("priceColor", readThemedColor)
    styling.priceBackgroundColor = card.optional("priceBackgroundColor", readThemedColor)
    styling.titleFont = card.optional("titleFont") { readFont($0, at: $1, sizeIsKept: false) }
    styling.subtitleFont = card.optional("subtitleFont") { readFont($0, at: $1, sizeIsKept: false) }
    styling.visibleStackDepth = card.integer(
      "visibleStackDepth", in: NumberRange(lower: 1, upper: Double(SwipeCardStyling.maximumVisibleStackDepth))
    )
    styling.swipeThreshold = card.number("swipeThreshold", in: NumberRange(lower: 0.05, upper: 0.95))
    styling.addToCartOnSwipeRight = card.bool("addToCartOnSwipeRight")
    styling.endStateTitle = card.string("endStateTitle", allowEmpty: false)
    styling.endStateSubtitle = card.string("endStateSubtitle")
    styling.endStateButtonTitle = card.string("endStateButtonTitle", allowEmpty: false)
    return styling
  }
}
