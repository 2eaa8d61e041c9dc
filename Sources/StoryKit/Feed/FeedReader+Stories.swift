import Foundation

extension FeedReader {
  func readStoryGroup(_ value: JSONNode, at path: JSONPath, position: Int) -> StoryGroup? {
    guard let object = readObject(value, at: path, expected: "a story group object") else { return nil }
    let group = ObjectReader(object: object, reader: self)
    let id = group.identifier()
    let title = group.text("title", required: true)
    let iconURL = group.optional("iconUrl", readContentURL)
    if !group.has("iconUrl") {
      report(
        .warning, .missingField, at: path.appending("iconUrl"),
        "expected an icon URL, found no \"iconUrl\" key; the icon shows its placeholder colour")
    }
    let thematic = group.optional("thematicIconUrls") { value, path in readURLMap(value, at: path) } ?? [:]
    let coverURL = group.optional("coverUrl", readContentURL)
    let index = group.integer("index", in: .nonNegative) ?? position
    let typeName = group.string("type")
    let type = typeName.map(StoryGroupType.init(name:)) ?? .default
    if case .unknown(let name) = type {
      report(
        .warning, .unknownValue, at: path.appending("type"),
        Self.unknownMessage(name, known: StoryGroupType.known.map(\.name), keptAs: "group type"))
    }
    let stories =
      group.required("stories") { value, path in
        readList(value, at: path, limit: limits.maxStoriesPerGroup, itemName: "story", id: \.id) {
          value, path, position in
          readStory(value, at: path, position: position)
        }
      } ?? []
    let isSeen = group.bool("seen") ?? false
    let isPinned = group.bool("pinned") ?? false
    let isTestOnly = group.bool("testOnly") ?? false
    guard let id, let title else { return nil }
    guard !stories.isEmpty else {
      report(
        .error, .invalidValue, at: path.appending("stories"),
        "expected at least one valid story, found none; the group is dropped")
      return nil
    }
    var storyGroup = StoryGroup(
      id: id, title: title, index: index, isSeen: isSeen, stories: stories, isPinned: isPinned, type: type,
      isTestOnly: isTestOnly)
    storyGroup.storedIconURL = iconURL
    storyGroup.storedThematicIconURLs = thematic
    storyGroup.storedCoverURL = coverURL
    return storyGroup
  }

  func readStory(_ value: JSONNode, at path: JSONPath, position: Int) -> Story? {
    guard let object = readObject(value, at: path, expected: "a story object") else { return nil }
    let story = ObjectReader(object: object, reader: self)
    let id = story.identifier()
    let media = story.required("media", readMedia)
    let duration = story.number("duration", in: NumberRange(lower: 0, lowerInclusive: false, upper: 600))
    let products = story.optional("products") { value, path in readProducts(value, at: path) } ?? []
    let productIDs = Set(products.map(\.id))
    let layers =
      story.optional("layers") { value, path in readLayers(value, at: path, productIDs: productIDs) } ?? []
    let title = story.text("title") ?? ""
    let index = story.integer("index", in: .nonNegative) ?? position
    let isSeen = story.bool("seen") ?? false
    let action = story.optional("action", readAction)
    let isTestOnly = story.bool("testOnly") ?? false
    let postedAt = story.optional("postedAt", readDate)
    guard let id, let media else { return nil }
    return Story(
      id: id, title: title, index: index, isSeen: isSeen, duration: duration, media: media, layers: layers,
      action: action, products: products, isTestOnly: isTestOnly, postedAt: postedAt)
  }

  /// The media keys read on video only; on an image each is ignored with a warning.
  static let videoOnlyMediaKeys = videoOnlyMediaKeyLiterals.map { "\($0)" }

  /// ``videoOnlyMediaKeys`` as literals, for lookups on the tape's bytes.
  static let videoOnlyMediaKeyLiterals: [StaticString] = ["posterUrl", "duration", "captionsUrl"]

  func readMedia(_ value: JSONNode, at path: JSONPath) -> StoryMedia? {
    guard let object = readObject(value, at: path, expected: "a media object") else { return nil }
    let media = ObjectReader(object: object, reader: self)
    let kind = media.required("type") { value, path in readEnum(value, at: path) as MediaType? }
    let url = media.required("url", readContentURL)
    switch kind {
    case .image:
      for key in Self.videoOnlyMediaKeyLiterals where media.has(key) {
        report(
          .warning, .ignoredValue, at: path.appending("\(key)"),
          "expected \"\(key)\" on video media only, found it on an image; it is ignored")
      }
      return url.map { .image(ImageMedia(storedURL: $0)) }
    case .video:
      let poster = media.optional("posterUrl", readContentURL)
      let duration = media.number("duration", in: .positive)
      let captions = media.optional("captionsUrl", readContentURL)
      return url.map {
        .video(
          VideoMedia(storedURL: $0, storedPosterURL: poster, duration: duration, storedCaptionsURL: captions))
      }
    case nil:
      return nil
    }
  }

  func readAction(_ value: JSONNode, at path: JSONPath) -> ContentAction? {
    guard let object = readObject(value, at: path, expected: "an action object") else { return nil }
    let action = ObjectReader(object: object, reader: self)
    let url = action.required("url", readActionURL)
    let payload = action.optional("payload") { value, path in readObjectValue(value, at: path) } ?? [:]
    return url.map { ContentAction(storedURL: $0, payload: payload) }
  }

  func readProducts(_ value: JSONNode, at path: JSONPath) -> [Product]? {
    readList(value, at: path, itemName: "product", id: \.id) { value, path, _ in readProduct(value, at: path)
    }
  }

  func readProduct(_ value: JSONNode, at path: JSONPath) -> Product? {
    guard let object = readObject(value, at: path, expected: "a product object") else { return nil }
    let product = ObjectReader(object: object, reader: self)
    let id = product.identifier()
    let title = product.text("title", required: true)
    let price = product.required("price", readPrice)
    let currency = product.required("currency", readCurrency)
    let imageURL = product.optional("imageUrl", readContentURL)
    let url = product.optional("url", readContentURL)
    guard let id, let title, let price, let currency else { return nil }
    return Product(
      id: id, title: title, price: price, currency: currency, storedImageURL: imageURL, storedURL: url)
  }

  func readPrice(_ value: JSONNode, at path: JSONPath) -> Decimal? {
    let expectation = "a price ≥ 0 as a number or a decimal string such as \"19.99\""
    let text: String
    switch (value.numberValue, value.stringValue) {
    case (let number?, _) where number.isFinite && number >= 0 && number < 1e15:
      text = String(number)  // the shortest form that reads back the same, so 19.99 stays 19.99
    case (_, let string?) where Self.isDecimalString(string):
      text = string
    default:
      report(.error, .invalidValue, at: path, "expected \(expectation), found \(value.diagnosticDescription)")
      return nil
    }
    return Decimal(string: text, locale: Self.posixLocale)
  }

  /// The locale prices are read in (made once: making a `Locale` costs more than reading a price).
  static let posixLocale = Locale(identifier: "en_US_POSIX")

  func readCurrency(_ value: JSONNode, at path: JSONPath) -> String? {
    guard let code = readString(value, at: path) else { return nil }
    guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
    else {
      report(
        .error, .invalidValue, at: path,
        "expected an ISO 4217 currency code of three capital letters such as \"EUR\", found \(value.diagnosticDescription)"
      )
      return nil
    }
    return code
  }

  func readURLMap(_ value: JSONNode, at path: JSONPath) -> [String: StoredURL]? {
    guard let object = readObject(value, at: path, expected: "an object of label → URL") else { return nil }
    var map: [String: StoredURL] = [:]
    for (key, value) in object.members {
      if let url = readContentURL(value, at: path.appending(key)) { map[key] = url }
    }
    return map
  }

  static func isDecimalString(_ string: String) -> Bool {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), string.utf8.count <= 32 else { return false }
    return parts.allSatisfy {
      !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
  }

  static func unknownMessage(_ name: String, known: [String], keptAs what: String) -> String {
    "expected one of \(known.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(name.clipped())\"; kept as an unknown \(what)"
  }
}

/// The media types of the wire format.
enum MediaType: String, CaseIterable {
  case image, video
}
