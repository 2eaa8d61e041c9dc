import StoryKitUI

/// The story bar's replaceable parts, as typed ``Components`` slots.
///
/// ```swift
/// Components.default.storyGroupView = CardCell.self         // every bar
/// bar.components.storyGroupTitle = ShoutingLabel.self        // one bar's titles
/// ```
///
/// The ring, the icon's image view and the skeleton come from StoryKitUI's shared slots
/// (``StoryKitUI/Components/storyRing``, ``StoryKitUI/Components/imageView``,
/// ``StoryKitUI/Components/skeleton``), so a custom ring changes the bar and ``StoryRingButton``
/// alike. Every part is made through the ``StoryKitUI/ViewFactory`` door, after the bar's own
/// ``StoryBarView/storyGroupViewFactory`` for cells.
///
/// | slot | part | held by |
/// | --- | --- | --- |
/// | `storyGroupView` | each cell | the bar's cells |
/// | `storyRing` | a cell's ring | ``DefaultStoryGroupView/ringView`` |
/// | `imageView` | a cell's icon | ``DefaultStoryGroupView/imageView`` |
/// | `storyGroupTitle` | a cell's title (follows `label`) | ``DefaultStoryGroupView/titleLabel`` |
/// | `skeleton` | a loading cell's title | ``DefaultStoryGroupView/titleSkeleton`` |
/// | `pinBadge`, `videoBadge` | the star and camera badges | ``DefaultStoryGroupView/pinBadge``, ``DefaultStoryGroupView/videoBadge`` |
/// | `liveBadge` | the LIVE badge | ``DefaultStoryGroupView/liveBadge`` |
extension Components {
  /// The story group cell the bar shows for each group.
  public var storyGroupView: StoryGroupView.Type {
    get { self[StoryGroupViewSlot.self] }
    set { self[StoryGroupViewSlot.self] = newValue }
  }

  /// The title under each group's icon; unset, the ``StoryKitUI/Components/label`` slot's class.
  public var storyGroupTitle: Label.Type {
    get { self[StoryGroupTitleSlot.self] }
    set { self[StoryGroupTitleSlot.self] = newValue }
  }

  /// The star badge of pinned groups.
  public var pinBadge: IconBadgeView.Type {
    get { self[PinBadgeSlot.self] }
    set { self[PinBadgeSlot.self] = newValue }
  }

  /// The camera badge of IVod (video) groups.
  public var videoBadge: IconBadgeView.Type {
    get { self[VideoBadgeSlot.self] }
    set { self[VideoBadgeSlot.self] = newValue }
  }

  /// The LIVE badge of live groups.
  public var liveBadge: LiveBadgeView.Type {
    get { self[LiveBadgeSlot.self] }
    set { self[LiveBadgeSlot.self] = newValue }
  }
}

/// The slot of ``StoryKitUI/Components/storyGroupView``.
public enum StoryGroupViewSlot: ComponentSlot {
  public static var defaultType: StoryGroupView.Type { DefaultStoryGroupView.self }
}

/// The slot of ``StoryKitUI/Components/storyGroupTitle``.
public enum StoryGroupTitleSlot: LabelComponentSlot {}

/// The slot of ``StoryKitUI/Components/pinBadge``.
public enum PinBadgeSlot: ComponentSlot {
  public static var defaultType: IconBadgeView.Type { IconBadgeView.self }
}

/// The slot of ``StoryKitUI/Components/videoBadge``.
public enum VideoBadgeSlot: ComponentSlot {
  public static var defaultType: IconBadgeView.Type { IconBadgeView.self }
}

/// The slot of ``StoryKitUI/Components/liveBadge``.
public enum LiveBadgeSlot: ComponentSlot {
  public static var defaultType: LiveBadgeView.Type { LiveBadgeView.self }
}
