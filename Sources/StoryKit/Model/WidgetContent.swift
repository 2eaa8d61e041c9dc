import Foundation

/// One slide of a banner widget.
public struct BannerItem: Sendable, Hashable, Identifiable {
  public var id: String
  /// The banner picture.
  public var imageURL: URL
  /// The title drawn over the picture, if any.
  public var title: String?
  /// The line under the title, if any.
  public var subtitle: String?
  /// Shown while the picture loads.
  public var backgroundColor: Color?
  /// What a tap on the item opens, if anything.
  public var action: ContentAction?

  /// Creates a banner item.
  public init(
    id: String, imageURL: URL, title: String? = nil, subtitle: String? = nil,
    backgroundColor: Color? = nil, action: ContentAction? = nil
  ) {
    self.id = id
    self.imageURL = imageURL
    self.title = title
    self.subtitle = subtitle
    self.backgroundColor = backgroundColor
    self.action = action
  }
}

/// One card of a swipe-card widget.
public struct SwipeCard: Sendable, Hashable, Identifiable {
  public var id: String
  /// The card's title.
  public var title: String
  /// The line under the card's title, if any.
  public var subtitle: String?
  /// The card picture.
  public var imageURL: URL
  /// What a tap on the card opens, if anything.
  public var action: ContentAction?
  /// A product the card sells.
  public var product: Product?

  /// Creates a swipe card.
  public init(
    id: String, title: String, subtitle: String? = nil, imageURL: URL, action: ContentAction? = nil,
    product: Product? = nil
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.imageURL = imageURL
    self.action = action
    self.product = product
  }
}

/// The content of a canvas widget: layers laid out in a box of a fixed aspect ratio.
public struct CanvasContent: Sendable, Hashable {
  /// Width to height.
  public var aspectRatio: Double
  /// The canvas's background colour, if the feed gives one.
  public var backgroundColor: Color?
  /// Layers in the canvas's unit square, drawn in order.
  public var layers: [ContentLayer]
  /// The products the canvas's product tags name.
  public var products: [Product]

  /// Creates canvas content.
  public init(
    aspectRatio: Double, backgroundColor: Color? = nil, layers: [ContentLayer] = [], products: [Product] = []
  ) {
    self.aspectRatio = aspectRatio
    self.backgroundColor = backgroundColor
    self.layers = layers
    self.products = products
  }

  /// The aspect ratios a canvas is drawn at, width to height: from 1:16 to 16:1. The canvas
  /// clamps a ratio outside them, and the decoder warns about it.
  public static let supportedAspectRatios: ClosedRange<Double> = (1.0 / 16)...16
}

/// One video of a video-feed widget.
public struct VideoFeedItem: Sendable, Hashable, Identifiable {
  public var id: String
  /// The video's title; empty for none.
  public var title: String
  /// The video, with its poster.
  public var video: VideoMedia
  /// What the item links to, if anything.
  public var action: ContentAction?
  /// The products shown as chips over the video.
  public var products: [Product]

  /// Creates a video feed item.
  public init(
    id: String, title: String = "", video: VideoMedia, action: ContentAction? = nil, products: [Product] = []
  ) {
    self.id = id
    self.title = title
    self.video = video
    self.action = action
    self.products = products
  }
}
