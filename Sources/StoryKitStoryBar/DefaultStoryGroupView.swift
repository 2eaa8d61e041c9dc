import Foundation
import StoryKit
import StoryKitUI

/// StoryKit's story group cell: a gradient ring per seen state around the group's icon, the title
/// below, and badges for pinned, IVod and live groups.
///
/// ```
///        ★            pinBadge (top-trailing)
///   ╭──────────╮
///   │  ╭────╮  │      ringView: not-seen or seen colours; turns while the group opens
///   │  │icon│  │      imageView: thematic icon by label, else the default; placeholder until loaded
///   │  ╰────╯  │
///   ╰───LIVE───╯ ▣    liveBadge (live groups); videoBadge (IVod) bottom-trailing
///     Title…          titleLabel, or titleSkeleton while loading
/// ```
///
/// Every part is an `open` lazy property made by the tree's ``ViewFactory`` from its
/// ``StoryKitUI/Components`` slot, so a subclass can return its own part for this cell alone
/// (an override that returns its own view, leaving every other cell with the slot's part):
///
/// ```swift
/// final class OutlinedCell: DefaultStoryGroupView {
///   lazy var outlinedRing = OutlinedRing()
///   override var ringView: StoryRingView {
///     get { outlinedRing }
///     set {}
///   }
///   override func setUpAppearance() {
///     super.setUpAppearance()
///     ringView.unseenColors = [.green, .teal]   // stands until the appearance changes again
///   }
/// }
/// ```
///
/// The look is set in ``setUpAppearance()`` from the bar's resolved ``StoryGroupView/styling``,
/// read from the environment, per state where it depends on the content
/// (``StoryRingView/unseenColors`` and ``StoryRingView/seenColors``, ``unseenTitleColor`` and
/// ``seenTitleColor``); ``updateContent()`` only shows the content and picks the state, so what a
/// subclass sets after `super.setUpAppearance()` stands. What a factory set on a part (a ring's
/// line width, a title's font) stands too: the cell's styling fills only what was left alone.
open class DefaultStoryGroupView: StoryGroupView {
  // MARK: - Parts

  /// The gradient ring round the icon.
  open lazy var ringView: StoryRingView = makePart(StoryRingSlot.self)
  /// The group's icon.
  open lazy var imageView: ImageView = makePart(ImageViewSlot.self)
  /// The title under the icon.
  open lazy var titleLabel: Label = makePart(StoryGroupTitleSlot.self)
  /// The placeholder title of a loading cell.
  open lazy var titleSkeleton: SkeletonView = makePart(SkeletonSlot.self)
  /// The star badge of pinned groups.
  open lazy var pinBadge: IconBadgeView = makePart(PinBadgeSlot.self)
  /// The camera badge of IVod groups.
  open lazy var videoBadge: IconBadgeView = makePart(VideoBadgeSlot.self)
  /// The LIVE badge of live groups.
  open lazy var liveBadge: LiveBadgeView = makePart(LiveBadgeSlot.self)

  // MARK: - Look by state (set in setUpAppearance)

  /// The title colour of groups with unseen stories.
  public var unseenTitleColor: Color = .black {
    didSet { if unseenTitleColor != oldValue { showSeenState() } }
  }

  /// The title colour of seen groups.
  public var seenTitleColor: Color = .gray {
    didSet { if seenTitleColor != oldValue { showSeenState() } }
  }

  /// Revolutions per second of the ring while a group opens.
  public static let openingSpeed = 0.5
  private var openingGroupID: String?

  /// Whether the ring is turning for an opening group.
  public var isOpening: Bool { ringView.isTurning }

  // MARK: - Lifecycle

  open override func setUp() {
    super.setUp()
    pinBadge.icon = .pinStar
    videoBadge.icon = .ivodCamera
  }

  open override func setUpLayout() {
    super.setUpLayout()
    for view in [ringView, imageView, titleSkeleton, titleLabel, liveBadge, pinBadge, videoBadge] as [View] {
      addSubview(view)
    }
    titleLabel.textAlignment = .center
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = styling
    ringView.unseenColors = styling.ringNotSeen.colors
    ringView.seenColors = styling.ringSeen.colors
    ringView.fill = .diagonal
    ringView.lineWidth = styling.metrics.ringWidth
    imageView.placeholderColor = styling.iconBackgroundColor
    titleSkeleton.color = styling.iconBackgroundColor
    titleLabel.font = styling.text.font
    titleLabel.numberOfLines = styling.text.lines
    unseenTitleColor = styling.text.colorNotSeen
    seenTitleColor = styling.text.colorSeen
    pinBadge.fillColor = styling.pinIconColor
    pinBadge.outlineColor = styling.badgeOutlineColor
    videoBadge.fillColor = styling.videoIconColor
    videoBadge.outlineColor = styling.badgeOutlineColor
  }

  open override func updateContent() {
    super.updateContent()
    let group = storyGroup
    let showsTitles = styling.text.isVisible
    titleLabel.text = group?.title ?? ""
    titleLabel.isHidden = group == nil || !showsTitles
    titleSkeleton.isHidden = group != nil || !showsTitles
    pinBadge.isHidden = group?.isPinned != true
    videoBadge.isHidden = group?.type != .ivod
    liveBadge.isHidden = group?.type != .live
    ringView.isHidden = group == nil
    imageView.url = group?.iconURL(forThematicLabel: styling.thematicIconLabel)
    if group == nil { imageView.image = nil }
    showSeenState()
    setNeedsLayout()
  }

  /// Picks the seen or unseen look for the ring and the title.
  private func showSeenState() {
    let isSeen = storyGroup?.isSeen ?? false
    ringView.isSeen = isSeen
    titleLabel.textColor = isSeen ? seenTitleColor : unseenTitleColor
  }

  open override func populateView(storyGroup: StoryGroup?) {
    super.populateView(storyGroup: storyGroup)
    // A recycled cell showing another group: the previous group's opening animation stops.
    if ringView.isTurning, storyGroup?.id != openingGroupID { didFinishOpening() }
  }

  open override func willOpen() {
    guard styling.animation != .disabled, let group = storyGroup else { return }
    openingGroupID = group.id
    ringView.startTurning(speed: Self.openingSpeed)
  }

  open override func didFinishOpening() {
    openingGroupID = nil
    ringView.stopTurning()
  }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    let metrics = styling.metrics
    let icon = Rect(
      x: (bounds.width - metrics.iconSize.width) / 2, y: 0, width: metrics.iconSize.width,
      height: metrics.iconSize.height)
    ringView.frame = icon
    ringView.cornerRadius = metrics.iconCornerRadius
    // The ring's own width (a factory may have set it), so the gap round the icon stays.
    let inset = ringView.lineWidth + metrics.ringGap
    imageView.frame = icon.insetBy(dx: inset, dy: inset)
    imageView.cornerRadius = max(0, metrics.iconCornerRadius - inset)
    layOutTitle(below: icon, metrics: metrics)
    let diameter = metrics.badgeDiameter
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    let trailingX = isRightToLeft ? icon.minX - diameter * 0.15 : icon.maxX - diameter * 0.85
    pinBadge.frame = Rect(x: trailingX, y: icon.minY - diameter * 0.15, width: diameter, height: diameter)
    videoBadge.frame = Rect(x: trailingX, y: icon.maxY - diameter * 0.85, width: diameter, height: diameter)
    // 38 × 16 pt holds "LIVE"; a longer word in another language widens the badge, up to the
    // icon's width, and a script of taller lines (Arabic, Persian) grows it upwards, over the
    // ring: its bottom stays 6 pt under the ring, clear of the title.
    let liveText = liveBadge.label.fittingSize(for: Size(width: .infinity, height: .infinity))
    let liveWidth = min(icon.width, max(38, liveText.width.rounded(.up) + 12))
    let liveHeight = max(16, liveText.height.rounded(.up))
    liveBadge.frame = Rect(
      x: icon.midX - liveWidth / 2, y: icon.maxY + 6 - liveHeight, width: liveWidth, height: liveHeight)
  }

  /// Titles of every script sit on one baseline: the first line's baseline goes where a Latin
  /// title's would, whatever the script's ascent (an Arabic title sat 2 pt lower by its top).
  private func layOutTitle(below icon: Rect, metrics: StoryBarMetrics) {
    let top = icon.maxY + metrics.titleSpacing
    let width = bounds.width
    titleSkeleton.frame = Rect(x: width * 0.2, y: top + 2, width: width * 0.6, height: 10)
    guard !titleLabel.isHidden else { return }
    let layout = titleLabel.textLayout(forWidth: width)
    let reference = textEngine.layout(
      "Hg", style: titleLabel.effectiveTextStyle, maxWidth: .infinity, maxLines: 1
    ).firstBaseline
    let y = top + reference - layout.firstBaseline
    // Exactly the layout's height, so the label draws it at the top of its frame.
    let height = min(max(0, bounds.height - y), layout.size.height)
    titleLabel.frame = Rect(x: 0, y: y, width: width, height: height)
  }
}
