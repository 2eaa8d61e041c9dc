import StoryKitUI

/// The video feed's replaceable parts, as typed ``Components`` slots.
///
/// ```swift
/// Components.default.videoFeedItemView = BrandVideoItem.self     // every video feed
/// feed.components.videoFeedProductView = BrandProductChip.self    // one feed's product chips
/// ```
///
/// An item's poster and title come from StoryKitUI's shared slots
/// (``StoryKitUI/Components/imageView``, ``StoryKitUI/Components/label``).
extension Components {
  /// The view of each item.
  public var videoFeedItemView: VideoFeedItemView.Type {
    get { self[VideoFeedItemViewSlot.self] }
    set { self[VideoFeedItemViewSlot.self] = newValue }
  }

  /// The chip of each product on an item.
  public var videoFeedProductView: VideoFeedProductView.Type {
    get { self[VideoFeedProductViewSlot.self] }
    set { self[VideoFeedProductViewSlot.self] = newValue }
  }
}

enum VideoFeedItemViewSlot: ComponentSlot {
  static var defaultType: VideoFeedItemView.Type { VideoFeedItemView.self }
}

enum VideoFeedProductViewSlot: ComponentSlot {
  static var defaultType: VideoFeedProductView.Type { VideoFeedProductView.self }
}
