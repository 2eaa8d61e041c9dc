import StoryKitLayers
import StoryKitUI

/// The story player's replaceable parts, as typed ``StoryKitUI/Components`` slots. Each is made
/// through the ``StoryKitUI/ViewFactory`` door and is an `open` lazy property of the view that
/// holds it, so a subclass can replace one part of one view.
///
/// ```swift
/// Components.default.storyHeader = BrandHeader.self        // every player's header
/// player.components.storyProgress = ThinProgress.self      // one player's progress bars
/// ```
///
/// | slot | part | held by |
/// | --- | --- | --- |
/// | ``StoryKitUI/Components/storyPage`` | a group's page | ``StoryPlayerView/currentPage``, ``StoryPlayerView/neighbourPage`` |
/// | ``StoryKitUI/Components/storyMedia`` | the story's picture (follows `imageView`) | ``StoryPageView/mediaView`` |
/// | ``StoryKitUI/Components/storyLayers`` | the interactive layers | ``StoryPageView/layersView`` |
/// | ``StoryKitUI/Components/storyCaptions`` | a video's captions | ``StoryPageView/captionView`` |
/// | ``StoryKitUI/Components/storyScrim`` | the shade behind the chrome | ``StoryPageView/scrimView`` |
/// | ``StoryKitUI/Components/storyProgress`` | the progress bars | ``StoryPageView/progressView`` |
/// | ``StoryKitUI/Components/storyHeader`` | the header | ``StoryPageView/headerView`` |
/// | ``StoryKitUI/Components/storyFooter`` | the footer (the like button) | ``StoryPageView/footerView`` |
/// | ``StoryKitUI/Components/storyNotice`` | the failure and video notices | ``StoryPageView/noticeView`` |
/// | ``StoryKitUI/Components/storyShade`` | the cube's shade | ``StoryPageView/shadeView`` |
/// | ``StoryKitUI/Components/storyLoading`` | the loading view | ``StoryPlayerView/loadingView`` |
/// | ``StoryKitUI/Components/storyHeaderIcon`` | the header's icon in its ring | ``StoryHeaderView/iconView`` |
/// | ``StoryKitUI/Components/storyHeaderTitle``, ``StoryKitUI/Components/storyHeaderSubtitle`` | the header's lines (follow `label`) | ``StoryHeaderView/titleLabel``, ``StoryHeaderView/subtitleLabel`` |
/// | ``StoryKitUI/Components/button`` | the header's close, share and mute buttons | ``StoryHeaderView/closeButton`` … |
/// | ``StoryKitUI/Components/productCard`` | the product card a tag opens | ``StoryKitLayers/StoryLayersView/productCard`` |
extension Components {
  /// The page of one group: the story's picture, layers, captions, chrome and notices.
  public var storyPage: StoryPageView.Type {
    get { self[StoryPageSlot.self] }
    set { self[StoryPageSlot.self] = newValue }
  }

  /// The story's picture (a video's poster); unset, the `imageView` slot's class.
  public var storyMedia: ImageView.Type {
    get { self[StoryMediaSlot.self] }
    set { self[StoryMediaSlot.self] = newValue }
  }

  /// The story's interactive layers.
  public var storyLayers: StoryLayersView.Type {
    get { self[StoryLayersSlot.self] }
    set { self[StoryLayersSlot.self] = newValue }
  }

  /// A video story's captions.
  public var storyCaptions: CaptionView.Type {
    get { self[StoryCaptionsSlot.self] }
    set { self[StoryCaptionsSlot.self] = newValue }
  }

  /// The shade behind the progress bars and the header.
  public var storyScrim: PlayerScrimView.Type {
    get { self[StoryScrimSlot.self] }
    set { self[StoryScrimSlot.self] = newValue }
  }

  /// The progress bars.
  public var storyProgress: StoryProgressView.Type {
    get { self[StoryProgressSlot.self] }
    set { self[StoryProgressSlot.self] = newValue }
  }

  /// The header.
  public var storyHeader: StoryHeaderView.Type {
    get { self[StoryHeaderSlot.self] }
    set { self[StoryHeaderSlot.self] = newValue }
  }

  /// The footer: the like button at the bottom of a story.
  public var storyFooter: StoryFooterView.Type {
    get { self[StoryFooterSlot.self] }
    set { self[StoryFooterSlot.self] = newValue }
  }

  /// The notice over a story that could not be loaded, or a video that cannot play.
  public var storyNotice: PlayerNoticeView.Type {
    get { self[StoryNoticeSlot.self] }
    set { self[StoryNoticeSlot.self] = newValue }
  }

  /// The black that darkens a page as it turns away in the cube.
  public var storyShade: PlayerShadeView.Type {
    get { self[StoryShadeSlot.self] }
    set { self[StoryShadeSlot.self] = newValue }
  }

  /// What shows while a story's media loads: the player's loading view.
  public var storyLoading: StoryLoadingIndicator.Type {
    get { self[StoryLoadingSlot.self] }
    set { self[StoryLoadingSlot.self] = newValue }
  }

  /// The group's icon in its ring, in the header.
  public var storyHeaderIcon: StoryRingButton.Type {
    get { self[StoryHeaderIconSlot.self] }
    set { self[StoryHeaderIconSlot.self] = newValue }
  }

  /// The header's title; unset, the `label` slot's class.
  public var storyHeaderTitle: Label.Type {
    get { self[StoryHeaderTitleSlot.self] }
    set { self[StoryHeaderTitleSlot.self] = newValue }
  }

  /// The header's second line (the time since the story was posted); unset, the `label` slot's
  /// class.
  public var storyHeaderSubtitle: Label.Type {
    get { self[StoryHeaderSubtitleSlot.self] }
    set { self[StoryHeaderSubtitleSlot.self] = newValue }
  }
}

/// The slot of ``StoryKitUI/Components/storyPage``.
public enum StoryPageSlot: ComponentSlot {
  public static var defaultType: StoryPageView.Type { StoryPageView.self }
}

/// The slot of ``StoryKitUI/Components/storyMedia``.
public enum StoryMediaSlot: ImageComponentSlot {}

/// The slot of ``StoryKitUI/Components/storyLayers``.
public enum StoryLayersSlot: ComponentSlot {
  public static var defaultType: StoryLayersView.Type { StoryLayersView.self }
}

/// The slot of ``StoryKitUI/Components/storyCaptions``.
public enum StoryCaptionsSlot: ComponentSlot {
  public static var defaultType: CaptionView.Type { CaptionView.self }
}

/// The slot of ``StoryKitUI/Components/storyScrim``.
public enum StoryScrimSlot: ComponentSlot {
  public static var defaultType: PlayerScrimView.Type { PlayerScrimView.self }
}

/// The slot of ``StoryKitUI/Components/storyProgress``.
public enum StoryProgressSlot: ComponentSlot {
  public static var defaultType: StoryProgressView.Type { StoryProgressView.self }
}

/// The slot of ``StoryKitUI/Components/storyHeader``.
public enum StoryHeaderSlot: ComponentSlot {
  public static var defaultType: StoryHeaderView.Type { StoryHeaderView.self }
}

/// The slot of ``StoryKitUI/Components/storyFooter``.
public enum StoryFooterSlot: ComponentSlot {
  public static var defaultType: StoryFooterView.Type { StoryFooterView.self }
}

/// The slot of ``StoryKitUI/Components/storyNotice``.
public enum StoryNoticeSlot: ComponentSlot {
  public static var defaultType: PlayerNoticeView.Type { PlayerNoticeView.self }
}

/// The slot of ``StoryKitUI/Components/storyShade``.
public enum StoryShadeSlot: ComponentSlot {
  public static var defaultType: PlayerShadeView.Type { PlayerShadeView.self }
}

/// The slot of ``StoryKitUI/Components/storyLoading``.
public enum StoryLoadingSlot: ComponentSlot {
  public static var defaultType: StoryLoadingIndicator.Type { StorySpinnerView.self }
}

/// The slot of ``StoryKitUI/Components/storyHeaderIcon``.
public enum StoryHeaderIconSlot: ComponentSlot {
  public static var defaultType: StoryRingButton.Type { StoryRingButton.self }
}

/// The slot of ``StoryKitUI/Components/storyHeaderTitle``.
public enum StoryHeaderTitleSlot: LabelComponentSlot {}

/// The slot of ``StoryKitUI/Components/storyHeaderSubtitle``.
public enum StoryHeaderSubtitleSlot: LabelComponentSlot {}
