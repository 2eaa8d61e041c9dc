import Foundation
import StoryKit
import StoryKitUI

/// One group's page in the player: the story's picture (or a video's poster), its interactive
/// layers, a shade, the progress bars and the header.
///
/// The player shows one page, and two while the user swipes between groups (the cube turns
/// from one page to the other), so everything a story shows lives here, and the player only
/// decides which story each page shows and where the page is.
open class StoryPageView: View {
  /// The group shown.
  public private(set) var group: StoryGroup?
  /// The story shown, counted from 0 in ``group``.
  public private(set) var storyIndex = 0

  /// The story's picture (the poster of a video story).
  open lazy var mediaView: ImageView = viewFactory.makeImageView(for: self)
  /// The story's interactive layers.
  open lazy var layersView = StoryLayersView()
  /// A video story's captions, at the bottom, above the swipe-up layer.
  open lazy var captionView = CaptionView()
  /// The shade under the chrome, so white bars and titles read on any picture.
  open lazy var scrimView = PlayerScrimView()
  /// The progress bars.
  open lazy var progressView = StoryProgressView()
  /// The header.
  open lazy var headerView = StoryHeaderView()
  /// A notice over the picture: the story could not be loaded, or its video cannot play here.
  open lazy var noticeView = PlayerNoticeView()
  /// Darkens the page as it turns away in the cube transition.
  open lazy var shadeView = PlayerShadeView()

  /// Today, for the time since a story was posted ("2 h").
  public var currentDate: @MainActor () -> Date = { Date() } {
    didSet { layersView.currentDate = currentDate }
  }

  /// The chrome's opacity (progress, header, shade): the crossfade between groups shows one
  /// header at a time.
  public var chromeAlpha = 1.0 {
    didSet {
      for view: View in [progressView, headerView, scrimView] { view.alpha = chromeAlpha }
    }
  }

  /// Whether the chrome (progress, header) is hidden, as while the story is held.
  public var isChromeHidden = false {
    didSet {
      progressView.isHidden = isChromeHidden
      headerView.isHidden = isChromeHidden
      scrimView.isHidden = isChromeHidden
    }
  }

  open override func setUpLayout() {
    super.setUpLayout()
    mediaView.contentMode = .aspectFill
    mediaView.transition = .none
    mediaView.isUserInteractionEnabled = false
    mediaView.placeholderColor = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
    noticeView.isHidden = true
    shadeView.alpha = 0
    for view: View in [
      mediaView, scrimView, layersView, captionView, progressView, headerView, noticeView, shadeView,
    ] {
      addSubview(view)
    }
  }

  /// Shows `story` of `group`, its progress at `progress`.
  public func show(_ group: StoryGroup, story index: Int, progress: Double) {
    self.group = group
    storyIndex = index
    let story = group.stories.indices.contains(index) ? group.stories[index] : nil
    headerView.group = group
    headerView.storyPosition = (index, group.stories.count)
    headerView.subtitle = story?.postedAt.map { StoryHeaderView.timeSincePosted($0, now: currentDate()) }
    mediaView.isAccessibilityElement = true
    mediaView.accessibilityTraits = .image
    mediaView.accessibilityLabel = story.map { $0.title.isEmpty ? "Story" : $0.title }
    mediaView.accessibilityValue = "\(index + 1) of \(group.stories.count)"
    mediaView.url = story.flatMap(Self.pictureURL)
    if layersView.story != story { layersView.story = story }
    captionView.content = nil
    noticeView.isHidden = true
    setProgress(progress)
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
  /// page's bottom, or 12 pt above the swipe-up layer when that is higher.
  func layOutCaptions() {
    var bottom = bounds.height - 32
    if let swipeUp = layersView.swipeUpFrame, swipeUp.minY > bounds.height / 2 {
      bottom = min(bottom, layersView.frame.minY + swipeUp.minY - 12)
    }
    let width = max(0, bounds.width - 32)
    let height = captionView.sizeThatFits(Size(width: width, height: bounds.height)).height
    captionView.frame = Rect(x: 16, y: max(0, bottom - height), width: width, height: height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    mediaView.frame = bounds
    layersView.frame = bounds
    shadeView.frame = bounds
    scrimView.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, 140))
    let inset = 8.0
    progressView.frame = Rect(x: inset, y: 8, width: max(0, bounds.width - inset * 2), height: 6)
    headerView.frame = Rect(x: 0, y: 16, width: bounds.width, height: StoryHeaderView.height)
    layOutCaptions()
    let noticeSize = noticeView.sizeThatFits(Size(width: max(0, bounds.width - 48), height: bounds.height))
    noticeView.frame = Rect(
      x: (bounds.width - noticeSize.width) / 2, y: (bounds.height - noticeSize.height) / 2,
      width: noticeSize.width, height: noticeSize.height)
  }
}
