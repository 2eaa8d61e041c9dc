import StoryKit
import StoryKitUI

/// One page of a ``BannerView``: the item's picture filling the page (aspect fill) over its
/// background colour, and its title and subtitle at the bottom over a scrim.
///
/// ```
/// ┌──────────────────────────────────┐
/// │ picture (aspect fill); the item's │  backgroundColor shows until the picture arrives
/// │ background colour until it loads  │
/// │░░░░░░░░░░░░░░ scrim ░░░░░░░░░░░░░░│
/// │ Title, up to 2 lines              │  leading-aligned, mirrored right to left
/// │ Subtitle                          │
/// │           (page dots here)        │  textInsets.bottom leaves room for the indicator
/// └──────────────────────────────────┘
/// ```
///
/// Replace it through ``StoryKitUI/Components/bannerItemView``; a subclass reads ``content`` and
/// ``styling`` (the banner's, from the environment) in ``updateContent()`` /
/// ``setUpAppearance()``. A tap on the page (or activating it with an assistive technology)
/// reports ``Action/select`` through ``send(_:)``: ``onAction`` hears it first, then the banner.
open class BannerItemView: View, ItemActionSending {
  /// What the user did with a page.
  public enum Action: Sendable, Hashable {
    /// Tapped the page: its item's link opens.
    case select
  }

  /// What the page shows.
  public struct Content: Sendable, Hashable {
    /// The item.
    public var item: BannerItem
    /// The item's place among the banner's items, from 0.
    public var index: Int
    /// How many items the banner has.
    public var count: Int

    /// Creates page content.
    public init(item: BannerItem, index: Int, count: Int) {
      self.item = item
      self.index = index
      self.count = count
    }
  }

  /// What the page shows.
  public var content: Content? {
    didSet {
      if content != oldValue { contentDidChange() }
    }
  }

  /// The banner's styling, read from the environment.
  public var styling: ResolvedBannerStyling { resolvedStyling(ResolvedBannerStyling.self) }

  /// Hears the page's actions before the banner does; a factory or the app sets it.
  public var onAction: (@MainActor (BannerItemView, Action) -> Void)? {
    get { actions.listener }
    set { actions.listener = newValue }
  }

  let actions = ItemActionRelay<BannerItemView, Action>()

  /// Reports `action`: ``onAction`` hears it, then the banner.
  public func send(_ action: Action) {
    actions.send(action, from: self)
  }

  /// Space between the page's edges and its text; the banner leaves room for its indicator at
  /// the bottom.
  public var textInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) {
    didSet { if textInsets != oldValue { setNeedsLayout() } }
  }

  /// The picture.
  open lazy var imageView: ImageView = makePart(BannerImageSlot.self)
  /// The shade under the text.
  open lazy var scrimView: BannerScrimView = makePart(BannerScrimSlot.self)
  /// The title.
  open lazy var titleLabel: Label = makePart(BannerTitleSlot.self)
  /// The subtitle.
  open lazy var subtitleLabel: Label = makePart(BannerSubtitleSlot.self)

  /// How far above the text the scrim is at full strength, in points.
  static let scrimClearance = 6.0
  /// How tall the scrim's fade from clear is, above that, in points.
  static let scrimFadeHeight = 80.0

  /// Called by the banner to move pages for assistive technologies (increment: +1, decrement: −1).
  var onAdjust: (@MainActor (Int) -> Void)?

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
    isAccessibilityElement = true
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(imageView)
    addSubview(scrimView)
    addSubview(titleLabel)
    addSubview(subtitleLabel)
    imageView.contentMode = .aspectFill
    imageView.isAccessibilityElement = false
    titleLabel.isAccessibilityElement = false
    subtitleLabel.isAccessibilityElement = false
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = styling
    cornerRadius = styling.cornerRadius
    titleLabel.font = styling.titleFont
    titleLabel.textColor = styling.titleColor
    titleLabel.numberOfLines = styling.titleLines
    subtitleLabel.font = styling.subtitleFont
    subtitleLabel.textColor = styling.subtitleColor
    subtitleLabel.numberOfLines = styling.subtitleLines
    scrimView.color = styling.scrimColor
    updatePlaceholder()
  }

  open override func updateContent() {
    super.updateContent()
    let item = content?.item
    imageView.setImage(url: item?.imageURL)
    titleLabel.text = item?.title ?? ""
    subtitleLabel.text = item?.subtitle ?? ""
    titleLabel.isHidden = titleLabel.text.isEmpty
    subtitleLabel.isHidden = subtitleLabel.text.isEmpty
    scrimView.isHidden = titleLabel.isHidden && subtitleLabel.isHidden
    updatePlaceholder()
    updateAccessibility()
  }

  private func updatePlaceholder() {
    imageView.placeholderColor = content?.item.backgroundColor ?? styling.placeholderColor
    backgroundColor = imageView.placeholderColor
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = bounds
    let insets = textInsets
    let width = max(0, bounds.width - insets.leading - insets.trailing)
    let x = effectiveLayoutDirection == .rightToLeft ? insets.trailing : insets.leading
    var bottom = bounds.height - insets.bottom
    var top = bottom
    if !subtitleLabel.isHidden {
      let height = subtitleLabel.fittingSize(for: Size(width: width, height: .infinity)).height
      subtitleLabel.frame = Rect(x: x, y: bottom - height, width: width, height: height)
      bottom -= height + 4
      top = subtitleLabel.frame.minY
    }
    if !titleLabel.isHidden {
      let height = titleLabel.fittingSize(for: Size(width: width, height: .infinity)).height
      titleLabel.frame = Rect(x: x, y: bottom - height, width: width, height: height)
      top = titleLabel.frame.minY
    }
    // The scrim fades in above the text and is at full strength, full width, behind all of it:
    // the text reads on the brightest picture, whichever side it sits on.
    let solidTop = max(0, top - Self.scrimClearance)
    let scrimTop = max(0, solidTop - Self.scrimFadeHeight)
    scrimView.fadeHeight = solidTop - scrimTop
    scrimView.frame = Rect(x: 0, y: scrimTop, width: bounds.width, height: bounds.height - scrimTop)
  }

  // MARK: - Accessibility

  private func updateAccessibility() {
    guard let content else {
      accessibilityLabel = nil
      accessibilityValue = nil
      return
    }
    let strings = strings
    let words = [content.item.title, content.item.subtitle].compactMap { $0?.isEmpty == false ? $0 : nil }
    accessibilityLabel =
      words.isEmpty ? strings[.bannerUntitled] : words.joined(separator: strings[.listSeparator])
    accessibilityValue = strings.format(
      .bannerPagePosition, strings.number(content.index + 1), strings.number(content.count))
    var traits: AccessibilityTraits = content.count > 1 ? [.adjustable] : []
    if content.item.action != nil { traits.insert(.button) }
    accessibilityTraits = traits
    accessibilityHint = content.item.action != nil ? strings[.bannerLinkHint] : nil
    // For assistive technologies without adjustable elements: the same moves as actions.
    accessibilityCustomActions =
      content.count > 1
      ? [
        AccessibilityCustomAction(name: strings[.bannerNextPage]) { [weak self] in
          self?.onAdjust?(1)
          return self?.onAdjust != nil
        },
        AccessibilityCustomAction(name: strings[.bannerPreviousPage]) { [weak self] in
          self?.onAdjust?(-1)
          return self?.onAdjust != nil
        },
      ] : []
  }

  /// Activating the page (a screen reader's double tap, AT-SPI's activate, Return on its focused
  /// node) selects it as a tap on it at rest does, when its item has a link. Sent directly, so a
  /// page that is still sliding in opens rather than being caught by the tap.
  open override func accessibilityActivate() -> Bool {
    guard content?.item.action != nil, !isHidden else { return false }
    send(.select)
    return true
  }

  /// The next page, as an assistive technology's swipe up on an adjustable element asks.
  open override func accessibilityIncrement() {
    onAdjust?(1)
  }

  /// The previous page, as an assistive technology's swipe down on an adjustable element asks.
  open override func accessibilityDecrement() {
    onAdjust?(-1)
  }
}
