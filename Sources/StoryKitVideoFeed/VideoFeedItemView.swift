import Foundation
import StoryKit
import StoryKitUI

/// One item of a ``VideoFeedView``: the video's poster (and its frames while it plays), the
/// duration, the title and product chips at the bottom over a scrim.
///
/// ```
/// ┌──────────────────────────────────┐
/// │ poster (aspect fill)      ╭────╮ │  the duration badge, top trailing
/// │ frames over it, playing   │0:47│ │
/// │               ╭─╮         ╰────╯ │
/// │               │▶│                │  play glyph, centred, whenever the item does not
/// │               ╰─╯                │  play; a notice instead (and no badge) when its
/// │                                  │  video failed
/// │░░░░░░░░░░░░░░ scrim ░░░░░░░░░░░░░│
/// │ Title, up to 2 lines              │  leading-aligned, mirrored right to left
/// │ ╭ product chip ─────╮             │
/// │ ╰───────────────────╯             │
/// └──────────────────────────────────┘
/// ```
///
/// Replace it through ``StoryKitUI/Components/videoFeedItemView``; a subclass reads ``content``,
/// ``styling`` (the feed's, from the environment) and ``playback`` in ``updateContent()`` /
/// ``setUpAppearance()`` / ``playbackDidChange()``. The item reports taps on it and on its
/// product chips through ``send(_:)``: ``onAction`` hears them first, then the feed.
open class VideoFeedItemView: View, ItemActionSending {
  /// What the user did with an item.
  public enum Action: Sendable, Hashable {
    /// Tapped the item (or pressed Return on it): it opens full screen, or its failed video tries
    /// again.
    case select
    /// Tapped a product chip (or chose it with an assistive technology).
    case selectProduct(Product)
  }

  /// What the item shows.
  public struct Content: Sendable, Hashable {
    /// The item.
    public var item: VideoFeedItem
    /// Its place in the feed, from 0.
    public var index: Int
    /// How many items the feed has.
    public var count: Int

    /// Creates item content.
    public init(item: VideoFeedItem, index: Int, count: Int) {
      self.item = item
      self.index = index
      self.count = count
    }
  }

  /// What the item's video is doing.
  public enum Playback: Sendable, Hashable {
    /// Not playing: the poster and the play glyph.
    case poster
    /// Opening its video: the poster and the play glyph until the first frame.
    case loading
    /// Playing: the video's frames.
    case playing
    /// Held on a frame of its video (the app paused the feed): the frame and the play glyph.
    case paused
    /// Its video could not play: the poster and a notice.
    case failed
  }

  /// What the item shows.
  public var content: Content? {
    didSet { if content != oldValue { contentDidChange() } }
  }

  /// The feed's styling, read from the environment.
  public var styling: ResolvedVideoFeedStyling { resolvedStyling(ResolvedVideoFeedStyling.self) }

  /// Hears the item's actions before the feed does; a factory or the app sets it.
  public var onAction: (@MainActor (VideoFeedItemView, Action) -> Void)? {
    get { actions.listener }
    set { actions.listener = newValue }
  }

  let actions = ItemActionRelay<VideoFeedItemView, Action>()

  /// Reports `action`: ``onAction`` hears it, then the feed.
  public func send(_ action: Action) {
    actions.send(action, from: self)
  }

  /// What the item's video is doing; set by the feed.
  public var playback = Playback.poster {
    didSet { if playback != oldValue { playbackDidChange() } }
  }

  /// The player whose frames show while ``playback`` is `loading` or `playing`; the feed holds it.
  public var videoPlayer: (any VideoPlayer)? {
    get { frameView.player }
    set { frameView.player = newValue }
  }

  /// The notice shown, and spoken, when the video could not play: StoryKit's
  /// (``StoryKitUI/StoryKitStringKey/videoFeedFailureNotice``) in the item's language, until
  /// the app sets its own.
  public var failureNotice: String {
    get { appFailureNotice ?? strings[.videoFeedFailureNotice] }
    set { appFailureNotice = newValue }
  }

  /// The line under ``failureNotice`` that says a tap tries the video again
  /// (``StoryKitUI/StoryKitStringKey/videoFeedRetryNotice`` until the app sets its own); empty
  /// for none.
  public var retryNotice: String {
    get { appRetryNotice ?? strings[.videoFeedRetryNotice] }
    set { appRetryNotice = newValue }
  }

  /// The failure notice the app set; `nil` for StoryKit's.
  var appFailureNotice: String? {
    didSet { if appFailureNotice != oldValue { playbackDidChange() } }
  }

  /// The retry line the app set; `nil` for StoryKit's.
  var appRetryNotice: String? {
    didSet { if appRetryNotice != oldValue { playbackDidChange() } }
  }

  /// The poster.
  open lazy var posterView: ImageView = makePart(VideoFeedPosterSlot.self)
  /// The video's frames, over the poster.
  public let frameView = VideoFrameView()
  /// The shade under the title and products.
  open lazy var scrimView: VideoFeedScrimView = makePart(VideoFeedScrimSlot.self)
  /// The play glyph.
  open lazy var playGlyphView: VideoFeedPlayGlyphView = makePart(VideoFeedPlayGlyphSlot.self)
  /// The duration, top trailing.
  open lazy var durationBadge: VideoFeedBadgeView = makePart(VideoFeedBadgeSlot.self)
  /// The notice over a video that failed: the error glyph, ``failureNotice`` and
  /// ``retryNotice``.
  open lazy var noticeBadge: VideoFeedNoticeView = makePart(VideoFeedNoticeSlot.self)
  /// The title.
  open lazy var titleLabel: Label = makePart(VideoFeedTitleSlot.self)
  /// The product chips shown, in the item's order.
  public private(set) var productViews: [VideoFeedProductView] = []

  /// Space between the item's edges and its title, chips and badge.
  public var contentInsets = DirectionalEdgeInsets(16) {
    didSet { if contentInsets != oldValue { setNeedsLayout() } }
  }

  /// Called to move to the next (+1) or previous (−1) item for assistive technologies.
  var onAdjust: (@MainActor (Int) -> Void)?

  /// How tall the scrim's fade from clear is, above the text, in points.
  static let scrimFadeHeight = 80.0

  open override func setUp() {
    super.setUp()
    clipsToBounds = true
    isAccessibilityElement = true
  }

  open override func setUpLayout() {
    super.setUpLayout()
    for view in [posterView, frameView, scrimView, playGlyphView, durationBadge, noticeBadge, titleLabel] {
      addSubview(view)
    }
    posterView.contentMode = .aspectFill
    posterView.isAccessibilityElement = false
    titleLabel.isAccessibilityElement = false
    titleLabel.isUserInteractionEnabled = false
    playbackDidChange()
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = styling
    cornerRadius = styling.cornerRadius
    titleLabel.font = styling.titleFont
    titleLabel.textColor = styling.titleColor
    titleLabel.numberOfLines = styling.titleLines
    scrimView.color = styling.scrimColor
    posterView.placeholderColor = styling.placeholderColor
    backgroundColor = styling.placeholderColor
    // The duration badge and the number of chips follow the styling too.
    if isPrepared { updateContent() }
  }

  open override func updateContent() {
    super.updateContent()
    let item = content?.item
    posterView.setImage(url: item?.video.posterURL)
    titleLabel.text = item?.title ?? ""
    titleLabel.isHidden = titleLabel.text.isEmpty
    durationBadge.text = VideoDurationText.string(for: item?.video.duration, strings: strings) ?? ""
    updateNotice()
    updateDurationBadge()
    updateProducts()
    updateAccessibility()
    setNeedsLayout()
  }

  /// Shows what ``playback`` says: the frames while the item has a player, the play glyph
  /// whenever it is not playing, the notice (and no duration) after a failure. Subclasses call
  /// `super`.
  open func playbackDidChange() {
    frameView.isHidden = playback == .poster || playback == .failed
    playGlyphView.isHidden = playback == .playing || playback == .failed
    noticeBadge.isHidden = playback != .failed
    updateNotice()
    updateDurationBadge()
    updateAccessibility()
    setNeedsLayout()
  }

  /// The notice's text: ``failureNotice`` and, on a line of its own, ``retryNotice``.
  private func updateNotice() {
    let failure = failureNotice
    let retry = retryNotice
    noticeBadge.text = retry.isEmpty ? failure : "\(failure)\n\(retry)"
  }

  /// The duration shows when it is known, the styling wants it and the video has not failed.
  private func updateDurationBadge() {
    durationBadge.isHidden =
      durationBadge.text.isEmpty || !styling.isDurationVisible || playback == .failed
  }

  private func updateProducts() {
    let products = Array((content?.item.products ?? []).prefix(styling.maximumVisibleProducts))
    while productViews.count < products.count {
      let chip = makePart(VideoFeedProductViewSlot.self)
      addSubview(chip)
      productViews.append(chip)
    }
    for (index, chip) in productViews.enumerated() {
      guard products.indices.contains(index) else {
        chip.isHidden = true
        chip.onTap = nil
        continue
      }
      let product = products[index]
      chip.isHidden = false
      chip.content = .init(product: product)
      chip.onTap = { [weak self] in self?.send(.selectProduct(product)) }
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    posterView.frame = bounds
    frameView.frame = bounds
    let insets = contentInsets
    let width = max(0, bounds.width - insets.leading - insets.trailing)
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    func leading(_ x: Double, _ size: Size) -> Double {
      isRightToLeft ? bounds.width - x - size.width : x
    }
    var bottom = bounds.height - insets.bottom
    var top = bottom
    for chip in productViews.reversed() where !chip.isHidden {
      let size = chip.fittingSize(for: Size(width: width, height: .infinity))
      chip.frame = Rect(
        x: leading(insets.leading, size), y: bottom - size.height, width: size.width, height: size.height)
      top = chip.frame.minY
      bottom = top - 8
    }
    if !titleLabel.isHidden {
      if top < bounds.height - insets.bottom { bottom = top - 10 }
      let height = titleLabel.fittingSize(for: Size(width: width, height: .infinity)).height
      let x = isRightToLeft ? insets.trailing : insets.leading
      titleLabel.frame = Rect(x: x, y: bottom - height, width: width, height: height)
      top = titleLabel.frame.minY
    }
    let hasText = top < bounds.height - insets.bottom
    scrimView.isHidden = !hasText
    let solidTop = max(0, top - 6)
    let scrimTop = max(0, solidTop - Self.scrimFadeHeight)
    scrimView.fadeHeight = solidTop - scrimTop
    scrimView.frame = Rect(x: 0, y: scrimTop, width: bounds.width, height: bounds.height - scrimTop)
    let badge = durationBadge.fittingSize(for: Size(width: width, height: .infinity))
    durationBadge.frame = Rect(
      x: isRightToLeft ? 12 : bounds.width - 12 - badge.width, y: 12, width: badge.width, height: badge.height
    )
    let glyph = playGlyphView.fittingSize(for: bounds.size)
    playGlyphView.frame = centred(glyph, above: top)
    noticeBadge.frame = centred(
      noticeBadge.fittingSize(for: Size(width: width, height: .infinity)), above: top)
  }

  /// A frame of `size` centred on the item, or, when that would cover the text starting at
  /// `textTop`, just above the text (never above the item's top inset).
  private func centred(_ size: Size, above textTop: Double) -> Rect {
    let gap = 12.0
    let lowest = textTop - gap - size.height / 2
    let highest = min(bounds.midY, contentInsets.top + size.height / 2)
    let middle = max(min(bounds.midY, lowest), highest)
    return Rect(
      x: (bounds.width - size.width) / 2, y: middle - size.height / 2, width: size.width, height: size.height)
  }

  // MARK: - Accessibility

  /// The item's spoken name: its title and "video, 0:15" (the duration, when it is known), in
  /// the item's language.
  public var spokenName: String {
    let strings = strings
    let title = content?.item.title.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    var parts = [title.isEmpty ? strings[.videoFeedUntitled] : strings[.videoFeedVideo]]
    if let duration = VideoDurationText.string(for: content?.item.video.duration, strings: strings) {
      parts.append(duration)
    }
    if !title.isEmpty { parts.insert(title, at: 0) }
    return parts.joined(separator: strings[.listSeparator])
  }

  private func updateAccessibility() {
    guard let content else {
      accessibilityLabel = nil
      accessibilityValue = nil
      accessibilityCustomActions = []
      return
    }
    let strings = strings
    accessibilityLabel = spokenName
    var value = strings.format(
      .videoFeedItemPosition, strings.number(content.index + 1), strings.number(content.count))
    if playback == .failed { value += strings[.listSeparator] + failureNotice }
    accessibilityValue = value
    accessibilityTraits = content.count > 1 ? [.button, .adjustable] : [.button]
    accessibilityHint = strings[playback == .failed ? .videoFeedRetryHint : .videoFeedOpenHint]
    var actions = content.item.products.map { product in
      let parts = [product.title, product.formattedPrice(locale: locale) ?? ""].filter { !$0.isEmpty }
      let name = parts.joined(separator: strings[.listSeparator])
      return AccessibilityCustomAction(name: strings.format(.videoFeedProductAction, name)) { [weak self] in
        guard let self else { return false }
        self.send(.selectProduct(product))
        return true
      }
    }
    if content.count > 1 {
      actions.append(
        AccessibilityCustomAction(name: strings[.videoFeedNextVideo]) { [weak self] in
          self?.adjust(1) ?? false
        })
      actions.append(
        AccessibilityCustomAction(name: strings[.videoFeedPreviousVideo]) { [weak self] in
          self?.adjust(-1) ?? false
        })
    }
    accessibilityCustomActions = actions
  }

  private func adjust(_ step: Int) -> Bool {
    guard let onAdjust else { return false }
    onAdjust(step)
    return true
  }

  /// Activating the item (a screen reader's double tap, AT-SPI's activate, Return on its focused
  /// node) selects it as a tap on it at rest does: the feed opens the player there, or tries a
  /// failed video again. Sent directly, so an item still sliding into place is opened rather
  /// than caught by the tap as a finger would catch the list.
  open override func accessibilityActivate() -> Bool {
    guard content != nil, !isHidden else { return false }
    send(.select)
    return true
  }

  /// The next item, as an assistive technology's swipe up on an adjustable element asks.
  open override func accessibilityIncrement() {
    onAdjust?(1)
  }

  /// The previous item, as an assistive technology's swipe down on an adjustable element asks.
  open override func accessibilityDecrement() {
    onAdjust?(-1)
  }
}
