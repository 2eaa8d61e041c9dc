extension FeedReader {
  func readBanner(_ value: JSONNode, at path: JSONPath) -> BannerItem? {
    guard let object = readObject(value, at: path, expected: "a banner object") else { return nil }
    let banner = ObjectReader(object: object, reader: self)
    let id = banner.identifier()
    let imageURL = banner.required("imageUrl", readContentURL)
    let title = banner.text("title")
    let subtitle = banner.text("subtitle")
    let backgroundColor = banner.color("backgroundColor")
    let action = banner.optional("action", readAction)
    guard let id, let imageURL else { return nil }
    return BannerItem(
      id: id, imageURL: imageURL.url, title: title, subtitle: subtitle, backgroundColor: backgroundColor,
      action: action)
  }

  func readSwipeCard(_ value: JSONNode, at path: JSONPath) -> SwipeCard? {
    guard let object = readObject(value, at: path, expected: "a swipe card object") else { return nil }
    let card = ObjectReader(object: object, reader: self)
    let id = card.identifier()
    let title = card.text("title", required: true)
    let imageURL = card.required("imageUrl", readContentURL)
    let subtitle = card.text("subtitle")
    let action = card.optional("action", readAction)
    let product = card.optional("product", readProduct)
    guard let id, let title, let imageURL else { return nil }
    return SwipeCard(
      id: id, title: title, subtitle: subtitle, imageURL: imageURL.url, action: action, product: product)
  }

  func readCanvas(_ value: JSONNode, at path: JSONPath) -> CanvasContent? {
    guard let object = readObject(value, at: path, expected: "a canvas object") else { return nil }
    let canvas = ObjectReader(object: object, reader: self)
    guard let aspectRatio = canvas.number("aspectRatio", in: .positive, required: true) else { return nil }
    let ratios = CanvasContent.supportedAspectRatios
    if !ratios.contains(aspectRatio) {
      let drawn = min(max(aspectRatio, ratios.lowerBound), ratios.upperBound)
      report(
        .warning, .invalidValue, at: path.appending("aspectRatio"),
        "expected a ratio from \(ratios.lowerBound) (1:16) to \(ratios.upperBound) (16:1), found \(aspectRatio); it is drawn at \(drawn)"
      )
    }
    let products = canvas.optional("products") { value, path in readProducts(value, at: path) } ?? []
    let productIDs = Set(products.map(\.id))
    return CanvasContent(
      aspectRatio: aspectRatio, backgroundColor: canvas.color("backgroundColor"),
      layers: canvas.optional("layers") { value, path in readLayers(value, at: path, productIDs: productIDs) }
        ?? [], products: products)
  }

  func readVideoFeedItem(_ value: JSONNode, at path: JSONPath) -> VideoFeedItem? {
    guard let object = readObject(value, at: path, expected: "a video feed item object") else { return nil }
    let item = ObjectReader(object: object, reader: self)
    let id = item.identifier()
    let media = item.required("media", readMedia)
    let title = item.text("title") ?? ""
    let action = item.optional("action", readAction)
    let products = item.optional("products") { value, path in readProducts(value, at: path) } ?? []
    guard let id, let media else { return nil }
    guard case .video(let video) = media else {
      report(
        .error, .invalidValue, at: path.appending("media").appending("type"),
        "expected video media in a video feed, found an image")
      return nil
    }
    return VideoFeedItem(id: id, title: title, video: video, action: action, products: products)
  }
}
