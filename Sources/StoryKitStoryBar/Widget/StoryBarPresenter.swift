import Foundation
import StoryKit
import StoryKitUI

/// Opens stories from a story bar, as Instagram does, through StoryKitUI's presenting seam (a
/// ``StoryKitUI/StoryPresenting``, StoryKitPlayer's `StoryPlayerPresenter` in an app):
/// - a tap on a group turns that cell's ring while the group's first picture loads (the
///   `borderRotation` group animation; custom cells decide for themselves);
/// - the player then covers `container` at that group, in the bar's order, with the bar's
///   environment (theme, direction, locale, components); if the picture takes longer than
///   ``maximumOpeningDelay`` the player opens anyway, with its loading view;
/// - swiped down, the player shrinks into the cell of the group it shows;
/// - when it closes, the bar's rings show what was seen (from the ``seenStore``), seen groups
///   moving to the end when the bar says so.
///
/// ```swift
/// let presenter = StoryBarPresenter(bar: bar, container: root, presenter: StoryPlayerPresenter())
/// presenter.request.styling.headerTextColor = Themed(.white)
/// // every frame, before drawing:
/// presenter.tick()
/// ```
@MainActor
public final class StoryBarPresenter {
  /// The bar the stories open from.
  public let bar: StoryBarView
  /// The view the player covers.
  public let container: View
  /// Where the player marks stories seen, and where the bar's rings are read from on close.
  public let seenStore: SeenStore?
  /// What opens the player.
  public var presenter: (any StoryPresenting)?
  /// The request's settings each player opens with (styling, action delivery, widget, variant);
  /// the presenter fills in the groups, the group, the seen store and the dismiss target.
  public var request = StoryPresentationRequest(groups: [], groupIndex: 0)
  /// Called when a player closes, after the bar has been refreshed.
  public var onDismiss: (@MainActor (StoryPlayback.DismissReason) -> Void)?
  /// The longest the cell's ring turns before the player opens anyway, in seconds.
  public var maximumOpeningDelay = 2.0

  /// The player on screen, if any.
  public private(set) var presentation: (any StoryPresentation)?
  /// The group waiting for its first picture, and since when.
  public private(set) var opening: (group: StoryGroup, since: Double)? {
    didSet { ticker.isWaiting = opening != nil }
  }

  /// Keeps the host's frames (and so ``tick()``) coming while a group opens, whether or not a
  /// cell shows its ring turning.
  private let ticker = PresenterTicker()
  /// The story an open request asked for in the group opening, and who hears how it ends.
  private var openingStory: Int?
  private var openingCompletion: StoryOpenCompletion?

  /// Creates a presenter and takes over the bar's ``StoryBarView/onStoryGroupSelected``.
  public init(
    bar: StoryBarView, container: View, seenStore: SeenStore? = nil, presenter: (any StoryPresenting)? = nil
  ) {
    self.bar = bar
    self.container = container
    self.seenStore = seenStore
    self.presenter = presenter
    bar.onStoryGroupSelected = { [weak self] group in self?.select(group) }
  }

  /// Starts opening `group`: its first picture is fetched while the cell's ring turns.
  public func select(_ group: StoryGroup) {
    guard presentation == nil, opening?.group.id != group.id else { return }
    beginOpening(group, storyIndex: nil, completion: nil)
  }

  /// Opens story `storyIndex` of `group` (its first story not seen when `nil`) the way a tap
  /// does: its picture is fetched first, for at most ``maximumOpeningDelay``. With a player on
  /// screen, the player moves there at once. `completion` hears when the player opened, or why
  /// it could not.
  public func open(_ group: StoryGroup, storyIndex: Int?, completion: StoryOpenCompletion?) {
    guard let presentation, !presentation.isDismissed else {
      return beginOpening(group, storyIndex: storyIndex, completion: completion)
    }
    let groups = bar.displayedGroups
    guard let index = groups.firstIndex(where: { $0.id == group.id }) else {
      return StoryOpenWaiter.finish(completion, .failure(.unknownGroup(group.id)))
    }
    presentation.show(groups, groupIndex: index, storyIndex: storyIndex, serverStyling: request.serverStyling)
    StoryOpenWaiter.finish(completion, .success(Self.opened(presentation, in: groups, at: index)))
  }

  private func beginOpening(_ group: StoryGroup, storyIndex: Int?, completion: StoryOpenCompletion?) {
    if let replaced = openingCompletion {
      let link = StoryLink(groupID: group.id, storyID: storyIndex.flatMap { group.stories[safe: $0]?.id })
      StoryOpenWaiter.finish(replaced, .failure(.superseded(by: link)))
    }
    openingStory = storyIndex
    openingCompletion = completion
    if ticker.superview !== container { container.addSubview(ticker) }
    opening = (group, bar.clock.now)
    ticker.setNeedsDisplay()
    if let request = firstPictureRequest(for: group, storyIndex: storyIndex) {
      bar.imageLoader?.prefetch([request.url], targetSize: request.targetSize, scale: request.scale)
    }
    tick()
  }

  /// Opens the player once the picture is there or the wait is over, and moves the player on.
  /// Call it before drawing each frame.
  public func tick() {
    if let opening {
      let waited = bar.clock.now - opening.since
      let ready =
        firstPictureRequest(for: opening.group, storyIndex: openingStory).map {
          bar.imageLoader?.cachedImage(for: $0) != nil
        } ?? true
      if ready || waited >= maximumOpeningDelay { present(opening.group) }
    }
    presentation?.tick()
  }

  /// The request the player's page will make for the group's opening picture.
  private func firstPictureRequest(for group: StoryGroup, storyIndex: Int?) -> ImageRequest? {
    let playback = StoryPlayback(groups: [group], openingGroup: 0, now: 0)
    let opened = storyIndex.flatMap { group.stories[safe: $0] } ?? playback.story
    guard let story = opened, let url = Self.pictureURL(of: story) else { return nil }
    let scale = container.displayScale
    return ImageRequest(
      url: url, targetSize: PixelSize(points: container.bounds.size, scale: scale), priority: .visible,
      scale: scale)
  }

  /// The picture a story shows first: its image, or a video's poster.
  static func pictureURL(of story: Story) -> URL? {
    switch story.media {
    case .image(let image): image.url
    case .video(let video): video.posterURL
    }
  }

  private func present(_ group: StoryGroup) {
    let completion = openingCompletion
    let storyIndex = openingStory
    openingCompletion = nil
    openingStory = nil
    opening = nil
    bar.finishOpening()
    let groups = bar.displayedGroups
    guard let index = groups.firstIndex(where: { $0.id == group.id }) else {
      return StoryOpenWaiter.finish(completion, .failure(.unknownGroup(group.id)))
    }
    guard let presenter else {
      return StoryOpenWaiter.finish(completion, .failure(.cannotPresent(reason: "no story presenter is set")))
    }
    var request = request
    request.groups = groups
    request.groupIndex = index
    request.storyIndex = storyIndex
    request.seenStore = seenStore
    request.dismissTarget = { [weak self] group in self?.cellFrame(of: group) }
    guard let presented = presenter.present(request, from: bar, over: container) else {
      return StoryOpenWaiter.finish(
        completion, .failure(.cannotPresent(reason: "the story presenter opened none")))
    }
    presented.onDismiss = { [weak self] reason in self?.dismissed(reason) }
    presentation = presented
    StoryOpenWaiter.finish(completion, .success(Self.opened(presented, in: groups, at: index)))
  }

  /// What `presentation` shows, for an open request's completion.
  static func opened(
    _ presentation: any StoryPresentation, in groups: [StoryGroup], at index: Int
  ) -> OpenedStory {
    let groupIndex = presentation.groupIndex ?? index
    let group = groups[safe: groupIndex] ?? groups[index]
    let storyIndex = presentation.storyIndex
    return OpenedStory(
      groupID: group.id, storyID: storyIndex.flatMap { group.stories[safe: $0]?.id }, groupIndex: groupIndex,
      storyIndex: storyIndex)
  }

  /// The bar cell showing `group`, in the container's coordinates, when it is on screen.
  func cellFrame(of group: StoryGroup) -> Rect? {
    guard let index = bar.displayedGroups.firstIndex(where: { $0.id == group.id }),
      let cell = bar.visibleCells[index]
    else { return nil }
    return cell.convert(cell.bounds, to: container)
  }

  private func dismissed(_ reason: StoryPlayback.DismissReason) {
    let finished = presentation
    presentation = nil
    Task { @MainActor [weak self] in
      await finished?.waitForSeenWrites()
      self?.refreshBar()
      self?.onDismiss?(reason)
    }
  }

  /// Reads the bar's seen state back from the store: the rings of groups seen in the player
  /// turn grey (and move to the end when the bar moves seen groups).
  public func refreshBar() {
    guard let store = seenStore, var content = bar.content else { return }
    content.storyGroups = store.applying(to: content.storyGroups)
    bar.content = content
  }
}
