import Foundation
import StoryKit
import StoryKitLayers
import StoryKitUI

/// The fullscreen story player: the story's picture filling the view, its layers, a scrim, the
/// progress bars and the header, driven by a ``StoryPlayback`` on the view's clock.
///
/// ```swift
/// let player = StoryPlayerView()
/// player.onEvent = { event in print(event) }
/// player.onDismiss = { reason in close(player) }
/// root.addSubview(player)
/// player.open(feed.visibleStoryGroups(testMode: false), at: tappedIndex)
/// // every frame, before drawing:
/// player.tick()
/// ```
///
/// - **Time.** ``tick()`` lets the playback run to the clock's now. The host calls it before it
///   draws, while ``nextFrameTime(now:)`` says something moves; drawing never changes state.
/// - **Loading.** A story's time does not run until its picture has arrived
///   (``StoryPlayback/PauseReason/loading``); the ``loadingView`` shows meanwhile. A picture that
///   fails, or takes longer than ``loadTimeout``, shows a notice for ``failureNoticeDuration``
///   and is skipped forwards, with a ``StoryPlayback/Event/storyFailed(_:)`` event. A story is
///   marked seen once its media is on screen, never before.
/// - **Quality.** ``qualityReport`` sums the session: time to first frame, stalls, failures,
///   bytes; the analytics get `storyMediaShown`, `storyStalled` and `groupSessionQuality`.
/// - **Touch.** A tap on the trailing two thirds goes to the next story, on the leading third to
///   the previous one (mirrored right to left). A long press pauses and hides the chrome until
///   the finger lifts. A horizontal drag turns the cube to the next or previous group; a drag
///   down shrinks the player away, and a drag up opens the story's action.
/// - **Keys** (``keyCommands``): ← / → stories, ⇧← / ⇧→ groups, space pauses and resumes, Esc
///   closes, Return opens the story's action.
open class StoryPlayerView: View {
  /// The playback shown; `nil` until ``open(_:at:story:)``.
  public internal(set) var playback: StoryPlayback?

  /// Every event of the playback, in order (analytics, seen state).
  public var onEvent: (@MainActor (StoryPlayback.Event) -> Void)?
  /// Called once when the player closes.
  public var onDismiss: (@MainActor (StoryPlayback.DismissReason) -> Void)?
  /// Called once when the player closes, with the session's ``PlaybackQualityReport`` (also
  /// readable at any time as ``qualityReport``).
  public var onQualityReport: (@MainActor (PlaybackQualityReport) -> Void)?

  /// The app's side: actions, products, reminders, sharing. Held weakly.
  public weak var delegate: (any StoryPlayerDelegate)?
  /// A delegate the player keeps alive itself: the link to the widget a presenter opened it for.
  var ownedDelegate: (any StoryPlayerDelegate)?
  /// When an action reaches the app: after the player closes (the default, so the app can
  /// navigate with nothing in front), or while it stays, paused.
  public var actionDelivery = StoryActionDelivery.afterDismissal

  /// Records the playback's events into an ``AnalyticsQueue``; `nil` records nothing.
  public var analytics: StoryPlayerAnalytics?

  /// Where shown stories are marked seen (each one once its media is on screen, written off the
  /// main actor);
  /// `nil` keeps seen state to the playback.
  public var seenStore: SeenStore?

  /// The seen store's writes, one at a time in the order the stories were shown.
  let seenWrites = DispatchQueue(label: "StoryKit.StoryPlayerView.seen")

  /// The app's styling, over ``serverStyling``. The player puts both into its environment, where
  /// every part reads the ``ResolvedStoryPlayerStyling`` (and the layers their font).
  public var styling = StoryPlayerStyling() {
    didSet { if styling != oldValue { stylingInputsDidChange() } }
  }

  /// The feed's player styling.
  public var serverStyling = StoryPlayerStyling() {
    didSet { if serverStyling != oldValue { stylingInputsDidChange() } }
  }

  /// The styling in effect here: ``styling`` over ``serverStyling`` over the appearance.
  public var resolvedStyling: ResolvedStoryPlayerStyling { resolvedStyling(ResolvedStoryPlayerStyling.self) }

  /// Remembers poll votes and quiz answers per user (give it a ``FileStoryInteractionStore`` to
  /// keep them across launches).
  public var interactionStore: any StoryInteractionStore = InMemoryStoryInteractionStore() {
    didSet { for page in pages { page.layersView.interactionStore = interactionStore } }
  }

  /// The user whose votes and answers are stored.
  public var userID: String? {
    didSet { for page in pages { page.layersView.userID = userID } }
  }

  /// Supplies polls' vote counts; without one, a poll shows the user's own vote.
  public var pollResults: (any PollResultsProviding)? {
    didSet { for page in pages { page.layersView.pollResults = pollResults } }
  }

  /// Today, for the header's time since a story was posted; renders and tests fix it.
  public var currentDate: @MainActor () -> Date = { Date() } {
    didSet { for page in pages { page.currentDate = currentDate } }
  }

  /// The page showing the current story, made from the ``StoryKitUI/Components/storyPage`` slot.
  /// The two pages change places when a swipe turns to another group.
  open lazy var currentPage: StoryPageView = makePart(StoryPageSlot.self)
  /// The page of the group a swipe turns to; hidden otherwise.
  open lazy var neighbourPage: StoryPageView = makePart(StoryPageSlot.self)
  /// Both pages, once the player has made them in ``setUpLayout()``; none before, so a setting
  /// given before the player is in a tree does not make its pages from the wrong components.
  var pages: [StoryPageView] { hasMadePages ? [currentPage, neighbourPage] : [] }
  private var hasMadePages = false

  /// The current story's picture (the poster of a video story).
  public var mediaView: ImageView { currentPage.mediaView }
  /// The current page's progress bars.
  public var progressView: StoryProgressView { currentPage.progressView }
  /// The current page's header.
  public var headerView: StoryHeaderView { currentPage.headerView }
  /// The current page's footer (the like button).
  public var footerView: StoryFooterView { currentPage.footerView }

  /// What shows while a story's media loads, centred on the current page under its notice: the
  /// ``StoryKitUI/Components/storyLoading`` slot's class (``StorySpinnerView``) unless set.
  open var loadingView: any StoryLoadingView {
    get {
      if let storedLoadingView { return storedLoadingView }
      let made = makePart(StoryLoadingSlot.self)
      storedLoadingView = made
      return made
    }
    set {
      storedLoadingView?.view.removeFromSuperview()
      storedLoadingView = newValue
      guard isPrepared else { return }
      currentPage.place(newValue.view, as: .loading)
      newValue.hide()
      if playback?.pauseReasons.contains(.loading) == true { newValue.show() }
    }
  }
  private var storedLoadingView: (any StoryLoadingView)?

  /// Plays video stories; the default shows their posters. ``VideoStoryMediaPlayer`` plays them
  /// through a `VideoPlayer` (StoryKitGStreamer's on Linux).
  public var mediaPlayer: any StoryMediaPlayer = PosterStoryMediaPlayer() {
    didSet {
      oldValue.view?.removeFromSuperview()
      oldValue.release()
      videoRequest = nil
    }
  }

  /// Whether video stories play without sound. The app sets the default; the header's mute
  /// button (and the M key) toggles it for the rest of the session.
  public var isVideoMuted = true {
    didSet { if isVideoMuted != oldValue { videoMuteDidChange() } }
  }

  /// Whether a video story's captions show: `nil` (the default) follows the user's Closed
  /// Captions setting (``View/isClosedCaptioningEnabled``).
  public var captionsEnabled: Bool? {
    didSet { updateCaptions() }
  }

  /// How long a story's media may load before it counts as failed, in seconds.
  public var loadTimeout = 10.0
  /// How long a failed story's notice shows before the player moves on, in seconds.
  public var failureNoticeDuration = 1.5
  /// The notice over a story whose media failed: StoryKit's
  /// (``StoryKitStringKey/playerFailureNotice``, "This story could not be loaded") in the
  /// player's language, with the appearance's override, until the app sets its own.
  public var failureNotice: String {
    get { appFailureNotice ?? strings[.playerFailureNotice] }
    set { appFailureNotice = newValue }
  }
  /// The notice over a video story this build cannot play: it names the product that plays
  /// video (``StoryKitStringKey/playerVideoUnavailableNotice``) in the player's language, until
  /// the app sets its own.
  public var videoUnavailableNotice: String {
    get { appVideoUnavailableNotice ?? strings[.playerVideoUnavailableNotice] }
    set { appVideoUnavailableNotice = newValue }
  }
  private var appFailureNotice: String?
  private var appVideoUnavailableNotice: String?

  /// Where the player shrinks to when swiped down: the bar cell the group was opened from, in
  /// the player's coordinates; `nil` shrinks it towards its centre.
  public var dismissTarget: (@MainActor (StoryGroup) -> Rect?)?

  /// Whether the chrome (progress, header) is hidden, as while the story is held.
  public var isChromeHidden: Bool { currentPage.isChromeHidden }

  /// The player's keys, for the host to route key events to: ← / → stories, ⇧← / ⇧→ groups
  /// (mirrored right to left), space pauses and resumes, Esc closes, Return opens the action, M
  /// mutes or unmutes a video story.
  public let keyCommands = KeyCommandRouter()

  /// When the current story's media started loading, and when it was found to have failed.
  var loadStartedAt: Double?
  var failedAt: Double?
  /// The swipe between groups under way, if any.
  var groupTransition: GroupTransition?
  /// The swipe down under way, if any.
  var dismissDrag: DismissDrag?
  /// An action to hand to the app once the player has closed.
  var pendingAction: (action: ContentAction, story: Story)?
  /// What the current video story's video has done, for its analytics.
  var videoProgress = VideoStoryProgress()
  /// Whether the video was last asked to play (`true`) or pause; `nil` since a story loaded.
  var videoRequest: Bool?
  /// What the last ``prefetchUpcoming()`` asked for, to cancel when it changes.
  var prefetched: (urls: [URL], size: PixelSize?, scale: Double) = ([], nil, 1)
  /// The session's prefetch budget, made from ``View/prefetchPolicy`` as the session opens.
  public internal(set) var prefetchBudget: PrefetchBudget?
  /// The session's quality of experience so far.
  var quality = PlaybackQualityTracker()
  /// The image pipeline's byte counter, and its mark when the session opened.
  var qualityCounter: ImageTransferCounter?
  var qualityBaseMark = 0
  /// Quality events to record after the batch being applied.
  var pendingQualityRecords: [PlaybackQualityTracker.Record] = []
  /// Why the current story's media failed, once the player has noticed.
  var mediaFailureReason: MediaFailureReason?

  public required init(frame: Rect) {
    super.init(frame: frame)
    // Full screen over the widget that opened it: assistive technologies see only the player.
    accessibilityViewIsModal = true
    stylingInputsDidChange()
  }

  /// The header's title ("New in, story 2 of 5"): where a screen reader's focus lands when the
  /// player opens, so that each story change is spoken as the title's name changes.
  open override var accessibilityPreferredFocus: View? { headerView.titleLabel }

  open override func setUpLayout() {
    super.setUpLayout()
    backgroundColor = .black
    addSubview(neighbourPage)
    addSubview(currentPage)
    hasMadePages = true
    neighbourPage.isHidden = true
    currentPage.place(loadingView.view, as: .loading)
    for page in pages {
      page.currentDate = currentDate
      page.layersView.interactionStore = interactionStore
      page.layersView.userID = userID
      page.layersView.pollResults = pollResults
      page.headerView.isMuted = isVideoMuted
      page.headerView.onClose = { [weak self] in self?.close(.closed) }
      page.headerView.onShare = { [weak self] in self?.share() }
      page.footerView.onToggleLike = { [weak self] in self?.toggleLike() }
      page.footerView.likeButton.isLiked = { [weak self, weak page] in
        guard let self, let page, let group = page.group, group.stories.indices.contains(page.storyIndex)
        else {
          return false
        }
        return self.isLiked(group.stories[page.storyIndex])
      }
      page.headerView.onToggleMute = { [weak self] in self?.toggleMute() }
      page.layersView.onInteraction = { [weak self] interaction in self?.handle(interaction) }
      page.layersView.onSheetChange = { [weak self] isOpen in
        isOpen ? self?.pause(.sheet) : self?.resume(.sheet)
      }
      page.layersView.onDragChange = { [weak self] isDragging in
        isDragging ? self?.pause(.hold) : self?.resume(.hold)
      }
    }
    installGestures()
    registerKeys()
    updateAccessibility()
  }

  // MARK: - Opening and moving

  /// Opens `groups` at group `index` (at `story`, else its first story not seen).
  public func open(_ groups: [StoryGroup], at index: Int, story: Int? = nil) {
    var playback = StoryPlayback(groups: groups, openingGroup: index, story: story, now: clock.now)
    playback.pacing = effectiveStoryPacing
    self.playback = playback
    beginQualitySession()
    apply(playback.openingEvents)
  }

  /// Lets the playback run to the clock's now: the settling of a swipe, the media's arrival or
  /// failure, the story's end. Call it before drawing a frame.
  public func tick() {
    let now = clock.now
    advanceDismissDrag(now: now)
    advanceGroupTransition(now: now)
    guard let playback, !playback.isDismissed else { return }
    let pacing = effectiveStoryPacing
    if playback.pacing != pacing { self.playback?.pacing = pacing }
    if playback.pauseReasons.contains(.loading) { checkMedia(now: now) }
    followVideo(now: now)
    mutate { $0.update(now: $1) }
    updateCaptions()
  }

  /// The next story (as a tap on the trailing part does).
  public func next(by trigger: StoryPlayback.Trigger = .program) { mutate { $0.next(by: trigger, now: $1) } }
  /// The previous story (as a tap on the leading part does).
  public func previous(by trigger: StoryPlayback.Trigger = .program) {
    mutate { $0.previous(by: trigger, now: $1) }
  }
  /// Pauses for `reason` (``StoryPlayback/PauseReason/app`` for the app's own pause).
  public func pause(_ reason: StoryPlayback.PauseReason = .app) { mutate { $0.pause(reason, now: $1) } }
  /// Ends a pause for `reason`.
  public func resume(_ reason: StoryPlayback.PauseReason = .app) { mutate { $0.resume(reason, now: $1) } }
  /// Closes the player.
  public func close(_ reason: StoryPlayback.DismissReason = .closed) {
    mutate { $0.dismiss(reason, now: $1) }
  }

  /// The host went to the background: playback pauses until ``hostWillEnterForeground()``.
  public func hostDidEnterBackground() { pause(.background) }
  /// The host came back: playback resumes unless something else still pauses it.
  public func hostWillEnterForeground() { resume(.background) }

  /// Puts the styling into the environment: the parts' resolved styling, and the layers' font
  /// (the app's `interactiveFont` over the feed's).
  private func stylingInputsDidChange() {
    applyStylingInputs(to: self)
  }

  /// Puts the player's styling into `view`'s environment (the player's own, or a share picture's
  /// root).
  func applyStylingInputs(to view: View) {
    view.setStylingInputs(ResolvedStoryPlayerStyling.self, app: styling, server: serverStyling)
    view.setStylingInputs(
      ResolvedStoryLayerStyling.self, app: StoryLayerStyling(interactiveFont: styling.interactiveFont),
      server: StoryLayerStyling(interactiveFont: serverStyling.interactiveFont))
  }

  func mutate(_ change: (inout StoryPlayback, Double) -> [StoryPlayback.Event]) {
    guard var playback else { return }
    let events = change(&playback, clock.now)
    self.playback = playback
    apply(events)
  }

  /// Shows the playback's state and hands its events on.
  func apply(_ events: [StoryPlayback.Event]) {
    guard let playback else { return }
    followQuality(events, in: playback)
    for event in events {
      switch event {
      case .storyStarted:
        showStory()
        prefetchUpcoming()
        preloadNextVideo()
      default: break
      }
    }
    syncVideoPlayback()
    currentPage.setProgress(playback.progress)
    updateAccessibility()
    setNeedsDisplay()
    analytics?.record(events, in: playback, failureReason: mediaFailureReason)
    recordQuality(after: events, in: playback)
    for event in events {
      onEvent?(event)
      if case .dismissed(let reason) = event { didDismiss(reason) }
    }
  }

  private func didDismiss(_ reason: StoryPlayback.DismissReason) {
    mediaPlayer.release()
    loadingView.hide()
    cancelPrefetch()
    onDismiss?(reason)
    deliverPendingAction()
  }

  // MARK: - Layout

  /// Writes a notice on screen again, in the player's language: StoryKit calls this when the
  /// locale or the appearance's strings change.
  open override func updateContent() {
    super.updateContent()
    rewriteShownNotice()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    currentPage.frame = bounds
    neighbourPage.frame = bounds
    layoutPages()
  }

  /// Every frame while the story runs, loads, or a swipe settles.
  open override func nextFrameTime(now: Double) -> Double? {
    if groupTransition?.settle != nil || dismissDrag?.settle != nil { return now }
    guard let playback, !playback.isDismissed else { return nil }
    if let failedAt { return failedAt + failureNoticeDuration }
    guard playback.isRunning || playback.pauseReasons == [.loading] else { return nil }
    return now
  }
}
