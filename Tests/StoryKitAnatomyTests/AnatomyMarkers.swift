import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitLayers
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed

/// A part made from a marker class: which slot it was put in.
@MainActor
protocol AnatomyMarker: View {
  static var slotName: String { get }
}

/// The slot a marker class stands for, named by the slot type.
@MainActor
enum MarkerTag {
  static func name<Slot: ComponentSlot>(_ slot: Slot.Type) -> String { String(describing: slot) }
}

// One generic marker per base class: `MarkedLabel<BannerTitleSlot>` is the banner title's.
final class MarkedLabel<Slot: ComponentSlot>: Label, AnatomyMarker {
  static var slotName: String { MarkerTag.name(Slot.self) }
}
final class MarkedImageView<Slot: ComponentSlot>: ImageView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(Slot.self) }
}
final class MarkedSkeleton: SkeletonView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(SkeletonSlot.self) }
}
final class MarkedRing: StoryRingView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryRingSlot.self) }
}
final class MarkedStatusBadge: StatusBadgeView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StatusBadgeSlot.self) }
}
final class MarkedButton: Button, AnatomyMarker {
  static var slotName: String { MarkerTag.name(ButtonSlot.self) }
}
final class MarkedProductCard: ProductCardView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(ProductCardSlot.self) }
}
final class MarkedCell: DefaultStoryGroupView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryGroupViewSlot.self) }
}
final class MarkedIconBadge<Slot: ComponentSlot>: IconBadgeView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(Slot.self) }
}
final class MarkedLiveBadge: LiveBadgeView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(LiveBadgeSlot.self) }
}
final class MarkedPage: StoryPageView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryPageSlot.self) }
}
final class MarkedLayers<Slot: ComponentSlot>: StoryLayersView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(Slot.self) }
}
final class MarkedCaptions: CaptionView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryCaptionsSlot.self) }
}
final class MarkedPlayerScrim: PlayerScrimView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryScrimSlot.self) }
}
final class MarkedProgress: StoryProgressView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryProgressSlot.self) }
}
final class MarkedHeader: StoryHeaderView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryHeaderSlot.self) }
}
final class MarkedNotice: PlayerNoticeView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryNoticeSlot.self) }
}
final class MarkedShade: PlayerShadeView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryShadeSlot.self) }
}
final class MarkedSpinner: StorySpinnerView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryLoadingSlot.self) }
}
final class MarkedRingButton: StoryRingButton, AnatomyMarker {
  static var slotName: String { MarkerTag.name(StoryHeaderIconSlot.self) }
}
final class MarkedBannerPage: BannerItemView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(BannerItemViewSlot.self) }
}
final class MarkedBannerDots: BannerPageIndicatorView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(BannerPageIndicatorSlot.self) }
}
final class MarkedBannerScrim: BannerScrimView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(BannerScrimSlot.self) }
}
final class MarkedCard: SwipeCardView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(SwipeCardViewSlot.self) }
}
final class MarkedEndView: SwipeCardEndView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(SwipeCardEndViewSlot.self) }
}
final class MarkedPrice: SwipeCardPriceView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(SwipeCardPriceSlot.self) }
}
final class MarkedBox: CanvasBoxView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(CanvasBoxSlot.self) }
}
final class MarkedVideoItem: VideoFeedItemView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(VideoFeedItemViewSlot.self) }
}
final class MarkedChip: VideoFeedProductView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(VideoFeedProductViewSlot.self) }
}
final class MarkedVideoScrim: VideoFeedScrimView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(VideoFeedScrimSlot.self) }
}
final class MarkedPlayGlyph: VideoFeedPlayGlyphView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(VideoFeedPlayGlyphSlot.self) }
}
final class MarkedBadge: VideoFeedBadgeView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(VideoFeedBadgeSlot.self) }
}
final class MarkedVideoNotice: VideoFeedNoticeView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(VideoFeedNoticeSlot.self) }
}
final class MarkedErrorGlyph: VideoFeedErrorGlyphView, AnatomyMarker {
  static var slotName: String { MarkerTag.name(VideoFeedErrorGlyphSlot.self) }
}

/// Components with a marker class in every slot of every widget, and the slots each widget's
/// scene must show a part of.
@MainActor
enum AnatomyMarkers {
  static var components: Components {
    var components = Components()
    components.label = MarkedLabel<LabelSlot>.self
    components.imageView = MarkedImageView<ImageViewSlot>.self
    components.skeleton = MarkedSkeleton.self
    components.storyRing = MarkedRing.self
    components.statusBadge = MarkedStatusBadge.self
    components.button = MarkedButton.self
    components.productCard = MarkedProductCard.self
    // Story bar
    components.storyGroupView = MarkedCell.self
    components.storyGroupTitle = MarkedLabel<StoryGroupTitleSlot>.self
    components.pinBadge = MarkedIconBadge<PinBadgeSlot>.self
    components.videoBadge = MarkedIconBadge<VideoBadgeSlot>.self
    components.liveBadge = MarkedLiveBadge.self
    // Player
    components.storyPage = MarkedPage.self
    components.storyMedia = MarkedImageView<StoryMediaSlot>.self
    components.storyLayers = MarkedLayers<StoryLayersSlot>.self
    components.storyCaptions = MarkedCaptions.self
    components.storyScrim = MarkedPlayerScrim.self
    components.storyProgress = MarkedProgress.self
    components.storyHeader = MarkedHeader.self
    components.storyNotice = MarkedNotice.self
    components.storyShade = MarkedShade.self
    components.storyLoading = MarkedSpinner.self
    components.storyHeaderIcon = MarkedRingButton.self
    components.storyHeaderTitle = MarkedLabel<StoryHeaderTitleSlot>.self
    components.storyHeaderSubtitle = MarkedLabel<StoryHeaderSubtitleSlot>.self
    // Banner
    components.bannerItemView = MarkedBannerPage.self
    components.bannerPageIndicator = MarkedBannerDots.self
    components.bannerImage = MarkedImageView<BannerImageSlot>.self
    components.bannerScrim = MarkedBannerScrim.self
    components.bannerTitle = MarkedLabel<BannerTitleSlot>.self
    components.bannerSubtitle = MarkedLabel<BannerSubtitleSlot>.self
    // Swipe cards
    components.swipeCardView = MarkedCard.self
    components.swipeCardEndView = MarkedEndView.self
    components.swipeCardImage = MarkedImageView<SwipeCardImageSlot>.self
    components.swipeCardTitle = MarkedLabel<SwipeCardTitleSlot>.self
    components.swipeCardSubtitle = MarkedLabel<SwipeCardSubtitleSlot>.self
    components.swipeCardPrice = MarkedPrice.self
    components.swipeCardEndTitle = MarkedLabel<SwipeCardEndTitleSlot>.self
    components.swipeCardEndSubtitle = MarkedLabel<SwipeCardEndSubtitleSlot>.self
    // Canvas
    components.canvasBox = MarkedBox.self
    components.canvasLayersView = MarkedLayers<CanvasLayersViewSlot>.self
    // Video feed
    components.videoFeedItemView = MarkedVideoItem.self
    components.videoFeedProductView = MarkedChip.self
    components.videoFeedPoster = MarkedImageView<VideoFeedPosterSlot>.self
    components.videoFeedTitle = MarkedLabel<VideoFeedTitleSlot>.self
    components.videoFeedScrim = MarkedVideoScrim.self
    components.videoFeedPlayGlyph = MarkedPlayGlyph.self
    components.videoFeedBadge = MarkedBadge.self
    components.videoFeedNotice = MarkedVideoNotice.self
    components.videoFeedErrorGlyph = MarkedErrorGlyph.self
    components.videoFeedEmptyLabel = MarkedLabel<VideoFeedEmptyLabelSlot>.self
    return components
  }

  /// The classes a part made outside the door would have: each slot's default.
  static let defaultClasses: [View.Type] = [
    Label.self, ImageView.self, SkeletonView.self, StoryRingView.self, StatusBadgeView.self, Button.self,
    ProductCardView.self, CanvasBoxView.self, DefaultStoryGroupView.self, IconBadgeView.self,
    LiveBadgeView.self,
    StoryPageView.self,
    StoryLayersView.self, CaptionView.self, PlayerScrimView.self, StoryProgressView.self,
    StoryHeaderView.self,
    PlayerNoticeView.self, PlayerShadeView.self, StorySpinnerView.self, StoryRingButton.self,
    BannerItemView.self,
    BannerPageIndicatorView.self, BannerScrimView.self, SwipeCardView.self, SwipeCardEndView.self,
    SwipeCardPriceView.self, VideoFeedItemView.self, VideoFeedProductView.self, VideoFeedScrimView.self,
    VideoFeedPlayGlyphView.self, VideoFeedBadgeView.self, VideoFeedNoticeView.self,
    VideoFeedErrorGlyphView.self,
  ]

  /// The slots whose parts each widget's scene shows.
  static let expectedSlots: [AnatomyScenes.Widget: [any ComponentSlot.Type]] = [
    .storyBar: [
      StoryGroupViewSlot.self, StoryGroupTitleSlot.self, PinBadgeSlot.self, VideoBadgeSlot.self,
      LiveBadgeSlot.self,
      StoryRingSlot.self, ImageViewSlot.self, SkeletonSlot.self,
    ],
    .player: [
      StoryPageSlot.self, StoryMediaSlot.self, StoryLayersSlot.self, StoryCaptionsSlot.self,
      StoryScrimSlot.self,
      StoryProgressSlot.self, StoryHeaderSlot.self, StoryNoticeSlot.self, StoryShadeSlot.self,
      StoryLoadingSlot.self,
      StoryHeaderIconSlot.self, StoryHeaderTitleSlot.self, StoryHeaderSubtitleSlot.self, ButtonSlot.self,
      ProductCardSlot.self, StoryRingSlot.self, StatusBadgeSlot.self, ImageViewSlot.self,
    ],
    .banner: [
      BannerItemViewSlot.self, BannerPageIndicatorSlot.self, BannerImageSlot.self, BannerScrimSlot.self,
      BannerTitleSlot.self, BannerSubtitleSlot.self,
    ],
    .swipeCard: [
      SwipeCardViewSlot.self, SwipeCardEndViewSlot.self, SwipeCardImageSlot.self, SwipeCardTitleSlot.self,
      SwipeCardSubtitleSlot.self, SwipeCardPriceSlot.self, SwipeCardEndTitleSlot.self,
      SwipeCardEndSubtitleSlot.self, ButtonSlot.self, LabelSlot.self,
    ],
    .canvas: [CanvasBoxSlot.self, CanvasLayersViewSlot.self, ButtonSlot.self],
    .videoFeed: [
      VideoFeedItemViewSlot.self, VideoFeedProductViewSlot.self, VideoFeedPosterSlot.self,
      VideoFeedTitleSlot.self,
      VideoFeedScrimSlot.self, VideoFeedPlayGlyphSlot.self, VideoFeedBadgeSlot.self, VideoFeedNoticeSlot.self,
      VideoFeedErrorGlyphSlot.self, VideoFeedEmptyLabelSlot.self, ImageViewSlot.self, LabelSlot.self,
    ],
  ]
}
