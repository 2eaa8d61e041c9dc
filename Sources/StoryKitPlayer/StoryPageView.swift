import Foundation
import StoryKit
import StoryKitLayers
import StoryKitUI

/// One group's page in the player: the story's picture (or a video's poster), its interactive
/// layers, a shade, the progress bars and the header.
///
/// The player shows one page, and two while the user swipes between groups (the cube turns
/// from one page to the other), so everything a story shows lives here, and the player only
/// decides which story each page shows and where the page is.
///
/// Every part is an `open` lazy property made through the ``StoryKitUI/ViewFactory`` door from
/// its ``StoryKitUI/Components`` slot (see ``StoryKitUI/Components/storyPage``), and the parts
/// stack in one order, ``Overlay``, whatever part an app replaced.
open class StoryPageView: View {
  /// Where each kind of part sits, back to front. A part an app replaces, or adds as a subview,
  /// keeps its kind's place: a loading view never covers a notice, the notice and the chrome stay
  /// over the layers, and the cube's shade darkens everything.
  ///
  /// ```
  /// media · video · scrim · layers · captions · progress · header · footer · loading · notice · shade
  /// ```
  public enum Overlay: Int, Sendable, CaseIterable, Comparable {
    /// The story's picture.
    case media
    /// A video story's frames, over its poster.
    case video
    /// The shade behind the chrome.
    case scrim
    /// The interactive layers, and anything else an app adds.
    case layers
    /// A video's captions.
    case captions
    /// The progress bars.
    case progress
    /// The header.
    case header
    /// The footer (the like button).
    case footer
    /// The loading view, while the story's media loads.
    case loading
    /// The notice of a story that could not be loaded, or a video that cannot play.
    case notice
    /// The cube's shade.
    case shade

    public static func < (lhs: Overlay, rhs: Overlay) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The group shown.
  public private(set) var group: StoryGroup?
  /// The story shown, counted from 0 in ``group``.
  public private(set) var storyIndex = 0

  /// The story's picture (the poster of a video story).
  open lazy var mediaView: ImageView = makePart(StoryMediaSlot.self)
  /// The story's interactive layers.
  open lazy var layersView: StoryLayersView = makePart(StoryLayersSlot.self)
  /// A video story's captions, at the bottom, above the swipe-up layer.
  open lazy var captionView: CaptionView = makePart(StoryCaptionsSlot.self)
  /// The shade under the chrome, so white bars and titles read on any picture.
  open lazy var scrimView: PlayerScrimView = makePart(StoryScrimSlot.self)
  /// The progress bars.
  open lazy var progressView: StoryProgressView = makePart(StoryProgressSlot.self)
  /// The header.
  open lazy var headerView: StoryHeaderView = makePart(StoryHeaderSlot.self)
  /// The footer: the like button at the bottom, when the styling shows it.
  open lazy var footerView: StoryFooterView = makePart(StoryFooterSlot.self)
  /// A notice over the picture: the story could not be loaded, or its video cannot play here.
  open lazy var noticeView: PlayerNoticeView = makePart(StoryNoticeSlot.self)
  /// Darkens the page as it turns away in the cube transition.
  open lazy var shadeView: PlayerShadeView = makePart(StoryShadeSlot.self)

  /// The kind of each view this page placed, for ``Overlay``'s order.
  private var overlays: [ObjectIdentifier: Overlay] = [:]

  /// Today, for the time since a story was posted ("2h").
  public var currentDate: @MainActor () -> Date = { Date() } {
    didSet { layersView.currentDate = currentDate }
  }

  /// The chrome's opacity (progress, header, footer, shade): the crossfade between groups shows one
  /// header at a time.
  public var chromeAlpha = 1.0 {
    didSet {
      for view: View in [progressView, headerView, footerView, scrimView] { view.alpha = chromeAlpha }
    }
  }

  /// Whether the chrome (progress, header, footer) is hidden, as while the story is held.
  public var isChromeHidden = false {
    didSet {
      progressView.isHidden = isChromeHidden
      headerView.isHidden = isChromeHidden
      footerView.isHidden = isChromeHidden
      scrimView.isHidden = isChromeHidden
    }
  }

  open override func setUpLayout() {
    super.setUpLayout()
    let parts: [(View, Overlay)] = [
      (mediaView, .media), (scrimView, .scrim), (layersView, .layers), (captionView, .captions),
      (progressView, .progress), (headerView, .header), (footerView, .footer), (noticeView, .notice),
      (shadeView, .shade),
    ]
    for (view, overlay) in parts { place(view, as: overlay) }
    mediaView.contentMode = .aspectFill
    mediaView.transition = .none
    mediaView.isUserInteractionEnabled = false
    noticeView.isHidden = true
    shadeView.alpha = 0
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    // Dark grey until the picture arrives: the player is dark in both themes.
    mediaView.placeholderColor = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
  }

  /// Adds `view` to the page in ``Overlay`` order, as `overlay` (moving it if it is here
  /// already). Views an app adds with `addSubview` count as ``Overlay/layers``: the next layout
  /// puts them under the captions and the chrome.
  public func place(_ view: View, as overlay: Overlay) {
    overlays[ObjectIdentifier(view)] = overlay
    let others = subviews.filter { $0 !== view }
    let index = others.firstIndex { (overlays[ObjectIdentifier($0)] ?? .layers) > overlay } ?? others.count
    if view.superview === self, subviews.firstIndex(where: { $0 === view }) == index { return }
    insertSubview(view, at: index)
  }

  /// Puts the subviews back in ``Overlay`` order when something was added out of it (a view an
  /// app added on top counts as ``Overlay/layers``), keeping the order within each kind.
  func arrangeOverlays() {
    let ranked = subviews.enumerated().map {
      (rank: overlays[ObjectIdentifier($1)] ?? .layers, index: $0, view: $1)
    }
    let sorted = ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
    guard sorted.map(\.index) != ranked.map(\.index) else { return }
    for (position, entry) in sorted.enumerated() { insertSubview(entry.view, at: position) }
  }

  /// The place of `view` in ``Overlay`` order, if this page placed it.
  public func overlay(of view: View) -> Overlay? { overlays[ObjectIdentifier(view)] }

  /// Shows `story` of `group`, its progress at `progress`.
  public func show(_ group: StoryGroup, story index: Int, progress: Double) {
    self.group = group
    storyIndex = index
    let story = group.stories.indices.contains(index) ? group.stories[index] : nil
    headerView.group = group
    headerView.storyPosition = (index, group.stories.count)
    mediaView.isAccessibilityElement = true
    mediaView.accessibilityTraits = .image
    updateStoryTexts()
    mediaView.url = story.flatMap(Self.pictureURL)
    if layersView.story != story { layersView.story = story }
    captionView.content = nil
    noticeView.isHidden = true
    setProgress(progress)
  }

  /// The story's texts are written again in a new language.
  open override func updateContent() {
    super.updateContent()
    updateStoryTexts()
  }

  /// The header's age of the story and what the picture says to a screen reader, in the page's
  /// language and digits.
  private func updateStoryTexts() {
    guard let group else { return }
    let story = group.stories.indices.contains(storyIndex) ? group.stories[storyIndex] : nil
    let strings = strings
    headerView.subtitle = story?.postedAt.map {
      StoryHeaderView.timeSincePosted($0, now: currentDate(), strings: strings)
    }
    mediaView.accessibilityLabel = story.map { $0.title.isEmpty ? strings[.playerUntitledStory] : $0.title }
    mediaView.accessibilityValue = strings.format(
      .playerStoryIndex, strings.number(storyIndex + 1), strings.number(group.stories.count))
  }

  /// The picture a story shows first: its image, or a video's poster.
  public static func pictureURL(of story: Story) -> URL? {
    switch story.media {
    case .image(let image): image.url
    case .video(let video): video.posterURL
    }
  }

  /// Moves the current story's bar.
  public func setProgress(_ progress: Double) {
    progressView.content = .init(count: group?.stories.count ?? 0, current: storyIndex, progress: progress)
  }

  /// Shows caption cues over the story's bottom; none hides the captions.
  public func showCaptions(_ cues: [CaptionCue]) {
    let content = cues.isEmpty ? nil : CaptionView.Content(cues: cues)
    guard captionView.content != content else { return }
    captionView.content = content
    layOutCaptions()
  }

  /// Shows `text` over the picture, or hides the notice for `nil`.
  public func showNotice(_ text: String?) {
    noticeView.text = text ?? ""
    noticeView.isHidden = text == nil
    setNeedsLayout()
  }

  /// The captions span the page less 16 pt each side; their box's bottom is 32 pt above the
  /// page's bottom, 8 pt above the footer's buttons when it shows them, or 12 pt above the
  /// swipe-up layer when that is higher.
  func layOutCaptions() {
    var bottom = bounds.height - 32
    if footerView.showsContent, !footerView.isHidden {
      bottom = min(bottom, footerView.frame.minY + footerView.rowTop - 8)
    }
    if let swipeUp = layersView.swipeUpFrame, swipeUp.minY > bounds.height / 2 {
      bottom = min(bottom, layersView.frame.minY + swipeUp.minY - 12)
    }
    let width = max(0, bounds.width - 32)
    let height = captionView.sizeThatFits(Size(width: width, height: bounds.height)).height
    captionView.frame = Rect(x: 16, y: max(0, bottom - height), width: width, height: height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangeOverlays()
    mediaView.frame = bounds
    layersView.frame = bounds
    shadeView.frame = bounds
    let inset = 8.0
    progressView.frame = Rect(x: inset, y: 8, width: max(0, bounds.width - inset * 2), height: 6)
    // The header is taller when large text puts its title on a row of its own.
    let headerHeight = headerView.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
    headerView.frame = Rect(x: 0, y: 16, width: bounds.width, height: headerHeight)
    // The scrim holds its strength behind the header's text and fades out under it.
    let textBottom = max(0, headerView.frame.maxY - PlayerScrimView.textInset)
    scrimView.frame = Rect(
      x: 0, y: 0, width: bounds.width, height: min(bounds.height, textBottom + PlayerScrimView.fadeHeight))
    scrimView.chromeBottom = textBottom
    let footerHeight = min(
      bounds.height, footerView.sizeThatFits(Size(width: bounds.width, height: .infinity)).height)
    footerView.frame = Rect(x: 0, y: bounds.height - footerHeight, width: bounds.width, height: footerHeight)
    layOutCaptions()
    let noticeSize = noticeView.sizeThatFits(Size(width: max(0, bounds.width - 48), height: bounds.height))
    noticeView.frame = noticeFrame(for: noticeSize)
    for view in subviews {
      switch overlays[ObjectIdentifier(view)] {
      case .video: view.frame = bounds
      case .loading: view.frame = centredFrame(of: view)
      default: break
      }
    }
  }

  /// A loading view's frame: its own size within 24 pt of each side, centred on the page.
  private func centredFrame(of view: View) -> Rect {
    let room = Size(width: max(0, bounds.width - 48), height: max(0, bounds.height - 48))
    let fitted = view.sizeThatFits(room)
    let side = Size(width: min(fitted.width, room.width), height: min(fitted.height, room.height))
    return Rect(
      x: (bounds.width - side.width) / 2, y: (bounds.height - side.height) / 2, width: side.width,
      height: side.height)
  }
}
