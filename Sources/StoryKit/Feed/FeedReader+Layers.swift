import Foundation

extension FeedReader {
  /// Layers of a story (with its product IDs, to check product tags) or of a canvas (`nil`).
  func readLayers(_ value: JSONNode, at path: JSONPath, productIDs: Set<String>?) -> [ContentLayer]? {
    readList(value, at: path, itemName: "layer", id: \.id) { value, path, position in
      readLayer(value, at: path, position: position, productIDs: productIDs)
    }
  }

  func readLayer(
    _ value: JSONNode, at path: JSONPath, position: Int, productIDs: Set<String>?
  ) -> ContentLayer? {
    guard let object = readObject(value, at: path, expected: "a layer object") else { return nil }
    let layer = ObjectReader(object: object, reader: self)
    let id =
      layer.optional("id") { value, path in readString(value, at: path, allowEmpty: false) }
      ?? "layer-\(position)"
    let typeName = layer.string("type", required: true, allowEmpty: false)
    let frame = layer.required("frame", readUnitRect)
    let rotation = layer.number("rotation") ?? 0
    let kind = typeName.flatMap { readLayerKind($0, layer, productIDs: productIDs) }
    guard let kind, let frame else { return nil }
    return ContentLayer(id: id, frame: frame, rotation: rotation, kind: kind)
  }

  private func readLayerKind(
    _ typeName: String, _ layer: ObjectReader, productIDs: Set<String>?
  ) -> ContentLayer.Kind? {
    switch typeName {
    case "text":
      let text = layer.text("text", required: true)
      let color = layer.color("color") ?? .white
      let backgroundColor = layer.color("backgroundColor")
      let fontSize = layer.number("fontSize", in: .positive) ?? 24
      let alignment: TextLayer.Alignment = layer.enumeration("alignment") ?? .center
      return text.map {
        .text(
          TextLayer(
            text: $0, color: color, backgroundColor: backgroundColor, fontSize: fontSize, alignment: alignment
          ))
      }
    case "image":
      return layer.required("url", readContentURL).map { .image(url: $0.url) }
    case "button":
      let title = layer.text("title", required: true, allowEmpty: false)
      let action = layer.required("action", readAction)
      let backgroundColor = layer.color("backgroundColor")
      let textColor = layer.color("textColor")
      guard let title, let action else { return nil }
      return .button(
        ButtonLayer(title: title, action: action, backgroundColor: backgroundColor, textColor: textColor))
    case "swipeUp":
      let title = layer.text("title", required: true, allowEmpty: false)
      let action = layer.required("action", readAction)
      guard let title, let action else { return nil }
      return .swipeUp(title: title, action: action)
    case "poll":
      let question = layer.text("question", required: true, allowEmpty: false)
      let options = layer.required("options") {
        readStrings($0, at: $1, count: 2...4, what: "answer", fillsPlaceholders: true)
      }
      guard let question, let options else { return nil }
      return .poll(question: question, options: options)
    case "quiz":
      let question = layer.text("question", required: true, allowEmpty: false)
      let options = layer.required("options") {
        readStrings($0, at: $1, count: 2...4, what: "answer", fillsPlaceholders: true)
      }
      let correctIndex = layer.integer("correctIndex", in: .nonNegative, required: true)
      guard let question, let options, let correctIndex,
        isAnswerIndex(correctIndex, of: options.count, in: layer)
      else { return nil }
      return .quiz(QuizLayer(question: question, options: options, correctIndex: correctIndex))
    case "imageQuiz":
      return readImageQuiz(layer)
    case "rating":
      let question = layer.text("question") ?? ""
      var emoji = layer.string("emoji", allowEmpty: false) ?? RatingLayer.defaultEmoji
      if emoji.count != 1 {
        report(
          .warning, .invalidValue, at: layer.path.appending("emoji"),
          "expected one emoji, found \"\(emoji.clipped())\" (\(emoji.count) characters); shows \(RatingLayer.defaultEmoji)"
        )
        emoji = RatingLayer.defaultEmoji
      }
      let trackColor = layer.color("trackColor")
      let textColor = layer.color("textColor")
      return .rating(
        RatingLayer(question: question, emoji: emoji, trackColor: trackColor, textColor: textColor))
    case "emojiReaction":
      return layer.required("emojis") { readStrings($0, at: $1, count: 1...6, what: "emoji") }.map {
        .emojiReaction(emojis: $0)
      }
    case "countdown":
      let title = layer.text("title", required: true)
      let endDate = layer.required("endDate", readDate)
      guard let title, let endDate else { return nil }
      return .countdown(title: title, endDate: endDate)
    case "productTag":
      guard let productID = layer.required("productId", readIdentifier) else { return nil }
      if let productIDs, !productIDs.contains(productID) {
        report(
          .warning, .danglingReference, at: layer.path.appending("productId"),
          "expected the ID of one of the story's products, found \"\(productID.clipped())\", which no product has"
        )
      }
      return .productTag(productID: productID)
    case "promoCode":
      return readPromoCode(layer)
    default:
      report(
        .warning, .unknownValue, at: layer.path.appending("type"),
        Self.unknownMessage(typeName, known: ContentLayer.Kind.knownNames, keptAs: "layer and not drawn"))
      return .unknown(typeName)
    }
  }

  /// A promo code layer: a non-empty `code` of at most ``PromoCodeLayer/maximumCodeLength``
  /// characters (placeholders filled, so a code can be the user's own), an optional `title`, and
  /// its colours.
  private func readPromoCode(_ layer: ObjectReader) -> ContentLayer.Kind? {
    let code = layer.text("code", required: true, allowEmpty: false)
    let title = layer.text("title")
    let backgroundColor = layer.color("backgroundColor")
    let textColor = layer.color("textColor")
    guard let code else { return nil }
    guard code.count <= PromoCodeLayer.maximumCodeLength else {
      report(
        .error, .invalidValue, at: layer.path.appending("code"),
        "expected a code of at most \(PromoCodeLayer.maximumCodeLength) characters, found \(code.count)")
      return nil
    }
    return .promoCode(
      PromoCodeLayer(
        code: code, title: title?.isEmpty == false ? title : nil, backgroundColor: backgroundColor,
        textColor: textColor))
  }

  /// Whether a quiz's `correctIndex` names one of its `count` options; if not, an error at it.
  func isAnswerIndex(_ index: Int, of count: Int, in layer: ObjectReader) -> Bool {
    guard index < count else {
      report(
        .error, .invalidValue, at: layer.path.appending("correctIndex"),
        "expected an index into the \(count) options (0 to \(count - 1)), found \(index)")
      return false
    }
    return true
  }

  func readUnitRect(_ value: JSONNode, at path: JSONPath) -> UnitRect? {
    guard let object = readObject(value, at: path, expected: "a frame object {x, y, width, height}") else {
      return nil
    }
    let frame = ObjectReader(object: object, reader: self)
    let x = frame.number("x", in: .unit, required: true)
    let y = frame.number("y", in: .unit, required: true)
    let width = frame.number("width", in: .positiveUnit, required: true)
    let height = frame.number("height", in: .positiveUnit, required: true)
    guard let x, let y, let width, let height else { return nil }
    return UnitRect(x: x, y: y, width: width, height: height)
  }

  /// An array of `count` non-empty strings; with `fillsPlaceholders`, text the user reads.
  func readStrings(
    _ value: JSONNode, at path: JSONPath, count: ClosedRange<Int>, what: String,
    fillsPlaceholders: Bool = false
  ) -> [String]? {
    guard let elements = readArray(value, at: path, itemName: what + "s") else { return nil }
    let strings = elements.compactMap {
      fillsPlaceholders
        ? readText($0, at: $0.path, allowEmpty: false) : readString($0, at: $0.path, allowEmpty: false)
    }
    guard strings.count == elements.count else { return nil }
    guard count.contains(strings.count) else {
      report(
        .error, .invalidValue, at: path,
        "expected \(count.lowerBound) to \(count.upperBound) \(what)s, found \(strings.count)")
      return nil
    }
    return strings
  }
}
