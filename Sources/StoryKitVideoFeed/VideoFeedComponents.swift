import StoryKitUI

/// The video feed's replaceable parts, as typed ``Components`` slots. Each is made through the
/// ``StoryKitUI/ViewFactory`` door and is an `open` lazy property of the view holding it.
///
/// ```swift
/// Components.default.videoFeedItemView = BrandVideoItem.self     // every video feed
/// feed.components.videoFeedProductView = BrandProductChip.self    // one feed's product chips
/// ```
///
/// | slot | part | held by |
/// | --- | --- | --- |
/// | `videoFeedItemView` | each item | the feed's item views |
/// | `videoFeedPoster` | an item's poster (follows `imageView`) | ``VideoFeedItemView/posterView`` |
/// | `videoFeedTitle` | an item's title (follows `label`) | ``VideoFeedItemView/titleLabel`` |
/// | `videoFeedScrim` | the shade under the title | ``VideoFeedItemView/scrimView`` |
/// | `videoFeedPlayGlyph` | the play glyph | ``VideoFeedItemView/playGlyphView`` |
/// | `videoFeedBadge` | the duration badge | ``VideoFeedItemView/durationBadge`` |
/// | `videoFeedNotice` | the notice over a video that failed | ``VideoFeedItemView/noticeBadge`` |
/// | `videoFeedErrorGlyph` | the notice's glyph | ``VideoFeedNoticeView/glyphView`` |
/// | `videoFeedProductView` | each product chip | ``VideoFeedItemView/productViews`` |
/// | `videoFeedEmptyLabel` | what a feed without items says (follows `label`) | ``VideoFeedView/emptyLabel`` |
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

  /// An item's poster; unset, the `imageView` slot's class.
  public var videoFeedPoster: ImageView.Type {
    get { self[VideoFeedPosterSlot.self] }
    set { self[VideoFeedPosterSlot.self] = newValue }
  }

  /// An item's title; unset, the `label` slot's class.
  public var videoFeedTitle: Label.Type {
    get { self[VideoFeedTitleSlot.self] }
    set { self[VideoFeedTitleSlot.self] = newValue }
  }

  /// The shade under an item's title and products.
  public var videoFeedScrim: VideoFeedScrimView.Type {
    get { self[VideoFeedScrimSlot.self] }
    set { self[VideoFeedScrimSlot.self] = newValue }
  }

  /// The play glyph of an item that does not play.
  public var videoFeedPlayGlyph: VideoFeedPlayGlyphView.Type {
    get { self[VideoFeedPlayGlyphSlot.self] }
    set { self[VideoFeedPlayGlyphSlot.self] = newValue }
  }

  /// The duration badge.
  public var videoFeedBadge: VideoFeedBadgeView.Type {
    get { self[VideoFeedBadgeSlot.self] }
    set { self[VideoFeedBadgeSlot.self] = newValue }
  }

  /// The notice over an item whose video failed.
  public var videoFeedNotice: VideoFeedNoticeView.Type {
    get { self[VideoFeedNoticeSlot.self] }
    set { self[VideoFeedNoticeSlot.self] = newValue }
  }

  /// The glyph of that notice.
  public var videoFeedErrorGlyph: VideoFeedErrorGlyphView.Type {
    get { self[VideoFeedErrorGlyphSlot.self] }
    set { self[VideoFeedErrorGlyphSlot.self] = newValue }
  }

  /// What a feed without items says; unset, the `label` slot's class.
  public var videoFeedEmptyLabel: Label.Type {
    get { self[VideoFeedEmptyLabelSlot.self] }
    set { self[VideoFeedEmptyLabelSlot.self] = newValue }
  }
}

/// The slot of ``StoryKitUI/Components/videoFeedItemView``.
public enum VideoFeedItemViewSlot: ComponentSlot {
  public static var defaultType: VideoFeedItemView.Type { VideoFeedItemView.self }
}

/// The slot of ``StoryKitUI/Components/videoFeedProductView``.
public enum VideoFeedProductViewSlot: ComponentSlot {
  public static var defaultType: VideoFeedProductView.Type { VideoFeedProductView.self }
}

/// The slot of ``StoryKitUI/Components/videoFeedPoster``.
public enum VideoFeedPosterSlot: ImageComponentSlot {}

/// The slot of ``StoryKitUI/Components/videoFeedTitle``.
public enum VideoFeedTitleSlot: LabelComponentSlot {}

/// The slot of ``StoryKitUI/Components/videoFeedScrim``.
public enum VideoFeedScrimSlot: ComponentSlot {
  public static var defaultType: VideoFeedScrimView.Type { VideoFeedScrimView.self }
}

/// The slot of ``StoryKitUI/Components/videoFeedPlayGlyph``.
public enum VideoFeedPlayGlyphSlot: ComponentSlot {
  public static var defaultType: VideoFeedPlayGlyphView.Type { VideoFeedPlayGlyphView.self }
}

/// The slot of ``StoryKitUI/Components/videoFeedBadge``.
public enum VideoFeedBadgeSlot: ComponentSlot {
  public static var defaultType: VideoFeedBadgeView.Type { VideoFeedBadgeView.self }
}

/// The slot of ``StoryKitUI/Components/videoFeedNotice``.
public enum VideoFeedNoticeSlot: ComponentSlot {
  public static var defaultType: VideoFeedNoticeView.Type { VideoFeedNoticeView.self }
}

/// The slot of ``StoryKitUI/Components/videoFeedErrorGlyph``.
public enum VideoFeedErrorGlyphSlot: ComponentSlot {
  public static var defaultType: VideoFeedErrorGlyphView.Type { VideoFeedErrorGlyphView.self }
}

/// The slot of ``StoryKitUI/Components/videoFeedEmptyLabel``.
public enum VideoFeedEmptyLabelSlot: LabelComponentSlot {}
