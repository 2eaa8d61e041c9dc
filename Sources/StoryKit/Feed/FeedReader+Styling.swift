extension FeedReader {
  func readWidgetStyling(_ value: JSONNode, at path: JSONPath) -> WidgetStyling? {
    guard let object = readObject(value, at: path, expected: "a styling object") else { return nil }
    let styling = ObjectReader(object: object, reader: self)
    var widget = WidgetStyling(
      storyBar: styling.optional("storyBar", readStoryBarStyling) ?? StoryBarStyling(),
      player: styling.optional("player", readPlayerStyling) ?? StoryPlayerStyling())
    widget.canvas = styling.optional("canvas", readCanvasStyling) ?? CanvasStyling()
    widget.banner = styling.optional("banner", readBannerStyling) ?? BannerStyling()
    widget.swipeCard = styling.optional("swipeCard", readSwipeCardStyling) ?? SwipeCardStyling()
    return widget
  }

  func readCanvasStyling(_ value: JSONNode, at path: JSONPath) -> CanvasStyling? {
    guard let object = readObject(value, at: path, expected: "a canvas styling object") else { return nil }
    let canvas = ObjectReader(object: object, reader: self)
    let radius = CanvasStyling.cornerRadiusRange
    let border = CanvasStyling.borderWidthRange
    return CanvasStyling(
      cornerRadius: canvas.number(
        "cornerRadius", in: NumberRange(lower: radius.lowerBound, upper: radius.upperBound)),
      letterboxColor: canvas.optional("letterboxColor", readThemedColor),
      backgroundColor: canvas.optional("backgroundColor", readThemedColor),
      borderColor: canvas.optional("borderColor", readThemedColor),
      borderWidth: canvas.number(
        "borderWidth", in: NumberRange(lower: border.lowerBound, upper: border.upperBound)),
      interactiveFont: canvas.optional("interactiveFont") { readFont($0, at: $1, sizeIsKept: true) })
  }

  func readStoryBarStyling(_ value: JSONNode, at path: JSONPath) -> StoryBarStyling? {
    guard let object = readObject(value, at: path, expected: "a story bar styling object") else { return nil }
    let bar = ObjectReader(object: object, reader: self)
    var styling = StoryBarStyling()
    if let text = bar.nested("text") {
      styling.text = StoryGroupTextStyling(
        isVisible: text.bool("visible"), colorSeen: text.optional("colorSeen", readThemedColor),
        colorNotSeen: text.optional("colorNotSeen", readThemedColor),
        font: text.optional("font") { readFont($0, at: $1, sizeIsKept: false) },
        lines: text.integer("lines", in: NumberRange(lower: 1)))
    }
    styling.iconBackgroundColor = bar.optional("iconBackgroundColor", readThemedColor)
    styling.ringSeen = bar.optional("ringSeen", readThemedGradient)
    styling.ringNotSeen = bar.optional("ringNotSeen", readThemedGradient)
    styling.pinIconColor = bar.optional("pinIconColor", readThemedColor)
    styling.videoIconColor = bar.optional("ivodIconColor", readThemedColor)
    styling.size = bar.enumeration("size")
    if let icon = bar.nested("icon") {
      styling.icon = StoryGroupIconStyling(
        height: icon.number("height", in: Self.iconSide), width: icon.number("width", in: Self.iconSide),
        cornerRadius: icon.number("cornerRadius", in: NumberRange(lower: 0, upper: 512)))
    }
    if let list = bar.nested("list") {
      styling.list = StoryGroupListStyling(
        orientation: list.enumeration("orientation"),
        sections: list.integer(
          "sections", in: NumberRange(lower: 1, upper: Double(StoryGroupListStyling.maximumSections))),
        horizontalEdgePadding: list.number("horizontalEdgePadding", in: Self.padding),
        verticalEdgePadding: list.number("verticalEdgePadding", in: Self.padding),
        horizontalPaddingBetweenItems: list.number("horizontalPaddingBetweenItems", in: Self.padding),
        verticalPaddingBetweenItems: list.number("verticalPaddingBetweenItems", in: Self.padding))
    }
    styling.thematicIconLabel = bar.string("thematicIconLabel", allowEmpty: false)
    styling.animation = bar.enumeration("animation")
    styling.layoutDirection = bar.enumeration("layoutDirection")
    append(styling.validate(at: path))
    return styling
  }

  /// Paddings a story bar can use: 0 to 1,000 points.
  static let padding = NumberRange(lower: 0, upper: 1_000)

  /// Icon sides a story bar can show: above 0, at most 512 points.
  static let iconSide = NumberRange(lower: 0, lowerInclusive: false, upper: 512)

  func readPlayerStyling(_ value: JSONNode, at path: JSONPath) -> StoryPlayerStyling? {
    guard let object = readObject(value, at: path, expected: "a player styling object") else { return nil }
    let player = ObjectReader(object: object, reader: self)
    var styling = StoryPlayerStyling()
    styling.headerTextColor = player.optional("headerTextColor", readThemedColor)
    styling.headerIconBorder = player.optional("headerIconBorder", readThemedGradient)
    styling.progressBarColors = player.optional("progressBarColors") { value, path in
      readThemed(value, at: path, expected: "an array of exactly 2 colours", readProgressBarColors)
    }
    if let header = player.nested("header") {
      styling.header = StoryHeaderStyling(
        isIconVisible: header.bool("iconVisible"), isTextVisible: header.bool("textVisible"),
        isCloseButtonVisible: header.bool("closeButtonVisible"),
        isShareButtonVisible: header.bool("shareButtonVisible"),
        closeIconURL: header.optional("closeIconUrl", readContentURL)?.url,
        shareIconURL: header.optional("shareIconUrl", readContentURL)?.url)
    }
    if let footer = player.nested("footer") {
      styling.footer = StoryFooterStyling(isLikeButtonVisible: footer.bool("likeButtonVisible"))
    }
    styling.headerFont = player.optional("headerFont") { readFont($0, at: $1, sizeIsKept: true) }
    styling.interactiveFont = player.optional("interactiveFont") { readFont($0, at: $1, sizeIsKept: true) }
    return styling
  }

  func readProgressBarColors(_ value: JSONNode, at path: JSONPath) -> ProgressBarColors? {
    guard let colors = readColors(value, at: path) else { return nil }
    switch Result(catching: { () throws(ProgressBarColorsError) in try ProgressBarColors(colors: colors) }) {
    case .success(let progressBarColors): return progressBarColors
    case .failure(let error):
      report(.error, .invalidValue, at: path, error.description)
      return nil
    }
  }

  func readThemedColor(_ value: JSONNode, at path: JSONPath) -> Themed<Color>? {
    readThemed(value, at: path, expected: "a colour", readColor)
  }

  func readThemedGradient(_ value: JSONNode, at path: JSONPath) -> Themed<Gradient>? {
    readThemed(value, at: path, expected: "an array of at least 2 colours", readGradient)
  }

  /// A value for both themes, or `{"light": …, "dark": …}` with one or both members. A member that
  /// is invalid is dropped alone, with its diagnostic; the other theme's value is kept.
  func readThemed<Value>(
    _ value: JSONNode, at path: JSONPath, expected: String, _ read: (JSONNode, JSONPath) -> Value?
  ) -> Themed<Value>? {
    guard value.isObject else { return read(value, path).map { Themed($0) } }
    let themed = ObjectReader(object: value, reader: self)
    let light = themed.optional("light", read)
    let dark = themed.optional("dark", read)
    guard themed.has("light") || themed.has("dark") else {
      report(
        .error, .invalidValue, at: path,
        "expected \(expected), or an object with \"light\" and / or \"dark\", found an object with neither")
      return nil
    }
    let result = Themed(light: light, dark: dark)
    return result.isEmpty ? nil : result
  }

  func readColors(_ value: JSONNode, at path: JSONPath) -> [Color]? {
    guard let elements = readArray(value, at: path, itemName: "colours") else { return nil }
    let colors = elements.compactMap { readColor($0, at: $0.path) }
    return colors.count == elements.count ? colors : nil
  }

  func readGradient(_ value: JSONNode, at path: JSONPath) -> Gradient? {
    guard let colors = readColors(value, at: path) else { return nil }
    do {
      return try Gradient(colors: colors)
    } catch {
      report(.error, .invalidValue, at: path, error.description)
      return nil
    }
  }

  /// A font; where the SDK keeps the size (`sizeIsKept`), a size is ignored with a warning.
  func readFont(_ value: JSONNode, at path: JSONPath, sizeIsKept: Bool) -> FontDescriptor? {
    guard let object = readObject(value, at: path, expected: "a font object {family, size, weight}") else {
      return nil
    }
    let font = ObjectReader(object: object, reader: self)
    let size = font.number("size", in: .positive)
    if sizeIsKept, size != nil {
      report(
        .warning, .ignoredValue, at: path.appending("size"),
        "expected no size (the SDK sets this text's size), found one; it is ignored")
    }
    return FontDescriptor(
      family: font.string("family", allowEmpty: false), size: sizeIsKept ? 12 : (size ?? 12),
      weight: font.enumeration("weight") ?? .regular)
  }
}
