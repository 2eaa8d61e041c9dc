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
/// alike.
extension Components {
  /// The story group cell the bar shows for each group.
  public var storyGroupView: StoryGroupView.Type {
    get { self[StoryGroupViewSlot.self] }
    set { self[StoryGroupViewSlot.self] = newValue }
  }

  /// The title under each group's icon; unset, the ``StoryKitUI/Components/label`` slot's class.
  public var storyGroupTitle: Label.Type {
    get { setType(of: StoryGroupTitleSlot.self) ?? label }
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

enum StoryGroupViewSlot: ComponentSlot {
  static var defaultType: StoryGroupView.Type { DefaultStoryGroupView.self }
}

enum StoryGroupTitleSlot: ComponentSlot {
  static var defaultType: Label.Type { Label.self }
}

enum PinBadgeSlot: ComponentSlot {
  static var defaultType: IconBadgeView.Type { IconBadgeView.self }
}

enum VideoBadgeSlot: ComponentSlot {
  static var defaultType: IconBadgeView.Type { IconBadgeView.self }
}

enum LiveBadgeSlot: ComponentSlot {
  static var defaultType: LiveBadgeView.Type { LiveBadgeView.self }
}
