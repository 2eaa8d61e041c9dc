extension FeedReader {
  /// `styling.banner`: each bad value is dropped with a diagnostic naming its path and what was
  /// expected; the rest of the styling is kept.
  func readBannerStyling(_ value: JSONNode, at path: JSONPath) -> BannerStyling? {
    guard let object = readObject(value, at: path, expected: "a banner styling object") else { return nil }
    let banner = ObjectReader(object: object, reader: self)
    let interval = BannerStyling.autoAdvanceIntervalRange
    let lines = NumberRange(lower: 1, upper: Double(BannerStyling.maximumLines))
    return BannerStyling(
      autoAdvances: banner.bool("autoAdvance"),
      autoAdvanceInterval: banner.number(
        "autoAdvanceInterval", in: NumberRange(lower: interval.lowerBound, upper: interval.upperBound)),
      cornerRadius: banner.number("cornerRadius", in: NumberRange(lower: 0, upper: 512)),
      titleColor: banner.optional("titleColor", readThemedColor),
      subtitleColor: banner.optional("subtitleColor", readThemedColor),
      titleFont: banner.optional("titleFont") { readFont($0, at: $1, sizeIsKept: false) },
      subtitleFont: banner.optional("subtitleFont") { readFont($0, at: $1, sizeIsKept: false) },
      titleLines: banner.integer("titleLines", in: lines),
      subtitleLines: banner.integer("subtitleLines", in: lines),
      scrimColor: banner.optional("scrimColor", readThemedColor),
      isIndicatorVisible: banner.bool("indicatorVisible"),
      indicatorColor: banner.optional("indicatorColor", readThemedColor),
      indicatorActiveColor: banner.optional("indicatorActiveColor", readThemedColor),
      itemSpacing: banner.number("itemSpacing", in: Self.padding),
      horizontalEdgePadding: banner.number("horizontalEdgePadding", in: Self.padding),
      verticalEdgePadding: banner.number("verticalEdgePadding", in: Self.padding))
  }
}
