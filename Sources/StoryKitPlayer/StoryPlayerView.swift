import Foundation
import StoryKit
import StoryKitUI

/// The fullscreen story player: the story's picture filling the view, a scrim, the progress
/// bars and the header, driven by a ``StoryPlayback`` on the view's clock.
///
/// ```swift
/// let player = StoryPlayerView()
/// player.onEvent = { event in analytics.record(event) }
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
///   (``StoryPlayback/PauseReason/loading``); a picture that fails is skipped forwards, with a
///   ``StoryPlayback/Event/storyFailed(_:)`` event.
/// - **Touch.** A tap on the trailing two thirds goes to the next story, on the leading third to
///   the previous one (mirrored right to left). A long press pauses and hides the chrome until
///   the finger lifts.
/// - **Keys** (``keyCommands``): ← / → stories, ⇧← / ⇧→ groups, space pauses and resumes, Esc
///   closes.
open class StoryPlayerView: View {
  /// The playback shown; `nil` until ``open(_:at:story:)``.
  public private(set) var playback: StoryPlayback?

  /// Every event of the playback, in order (analytics, seen state).
  public var onEvent: (@MainActor (StoryPlayback.Event) -> Void)?
  /// Called once when the player closes.
  public var onDismiss: (@MainActor (StoryPlayback.DismissReason) -> Void)?

  /// Where shown stories are marked seen (each one as it starts, written off the main actor);
  /// `nil` keeps seen state to the playback.
  public var seenStore: SeenStore?

  /// The seen store's writes, one at a time in the order the stories were shown.
  private let seenWrites = DispatchQueue(label: "StoryKit.StoryPlayerView.seen")

  /// The app's styling, over ``serverStyling``.
  public var styling = StoryPlayerStyling() {
    didSet { headerView.styling = styling }
  }

  /// The feed's player styling.
  public var serverStyling = StoryPlayerStyling() {
    didSet { headerView.serverStyling = serverStyling }
  }

  /// The story's picture (the poster of a video story).
  open lazy var mediaView: ImageView = viewFactory.makeImageView(for: self)
  /// The shade under the chrome, so white bars and titles read on any picture.
  open lazy var scrimView = PlayerScrimView()
  /// The progress bars.
  open lazy var progressView = StoryProgressView()
  /// The header.
  open lazy var headerView = StoryHeaderView()

  /// Whether the chrome (progress, header) is hidden, as while the story is held.
  public private(set) var isChromeHidden = false

  /// The player's keys, for the host to route key events to: ← / → stories, ⇧← / ⇧→ groups
  /// (mirrored right to left), space pauses and resumes, Esc closes.
  public let keyCommands = KeyCommandRouter()

  open override func setUpLayout() {
    super.setUpLayout()
    mediaView.contentMode = .aspectFill
    mediaView.transition = .none
    mediaView.isUserInteractionEnabled = false
    mediaView.placeholderColor = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
    addSubview(mediaView)
    addSubview(scrimView)
    addSubview(progressView)
    addSubview(headerView)
    headerView.onClose = { [weak self] in self?.close(.closed) }
    addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) })
    registerKeys()
    addGestureRecognizer(
      LongPressGestureRecognizer(minimumPressDuration: 0.2) { [weak self] recognizer in
        self?.pressed(recognizer)
      })
  }

  // MARK: - Opening and moving

  /// Opens `groups` at group `index` (at `story`, else its first story not seen).
  public func open(_ groups: [StoryGroup], at index: Int, story: Int? = nil) {
    var playback = StoryPlayback(groups: groups, openingGroup: index, story: story, now: clock.now)
    let events = playback.openingEvents
    self.playback = playback
    apply(events)
  }

  /// Lets the playback run to the clock's now: the picture's arrival or failure, the story's
  /// end. Call it before drawing a frame.
  public func tick() {
    guard var playback else { return }
    let now = clock.now
    var events: [StoryPlayback.Event] = []
    if playback.pauseReasons.contains(.loading) {
      switch mediaView.loadState {
      case .loaded: events += playback.resume(.loading, now: now)
      case .failed: events += playback.storyFailed(now: now)
      case .idle, .loading: break
      }
    }
    events += playback.update(now: now)
    self.playback = playback
    apply(events)
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

  private func mutate(_ change: (inout StoryPlayback, Double) -> [StoryPlayback.Event]) {
    guard var playback else { return }
    let events = change(&playback, clock.now)
    self.playback = playback
    apply(events)
  }

  /// Shows the playback's state and hands its events on.
  private func apply(_ events: [StoryPlayback.Event]) {
    guard let playback else { return }
    for event in events {
      if case .storyStarted = event {
        showStory()
        markSeen()
      }
    }
    progressView.content = .init(
      count: playback.group?.stories.count ?? 0, current: playback.position.story, progress: playback.progress
    )
    setNeedsDisplay()
    for event in events {
      onEvent?(event)
      if case .dismissed(let reason) = event { onDismiss?(reason) }
    }
  }

  /// Marks the current story seen in ``seenStore``, off the main actor; a failed write is logged.
  private func markSeen() {
    guard let store = seenStore, let group = playback?.group, let story = playback?.story else { return }
    let (groupID, storyID) = (group.id, story.id)
    seenWrites.async {
      do throws(SeenStoreError) {
        try store.markSeen(storyID: storyID, inGroup: groupID)
      } catch {
        Task { @MainActor in
          StoryKitLog.warning("the player could not mark story \(storyID) of \(groupID) seen: \(error)")
        }
      }
    }
  }

  /// Waits until the seen marks made so far are written (tests, and a host about to quit).
  public func waitForSeenWrites() async {
    await withCheckedContinuation { continuation in seenWrites.async { continuation.resume() } }
  }

  /// The current story's picture, header and progress; its time waits for the picture.
  private func showStory() {
    guard var playback, let story = playback.story else { return }
    headerView.group = playback.group
    let url: URL? =
      switch story.media {
      case .image(let url): url
      case .video(let video): video.posterURL
      }
    mediaView.url = url
    mediaView.layoutIfNeeded()
    if case .loaded = mediaView.loadState {
      self.playback = playback
      return
    }
    _ = playback.pause(.loading, now: clock.now)
    self.playback = playback
  }

  // MARK: - Keys

  private func registerKeys() {
    keyCommands.register(.left) { [weak self] event in self?.arrow(towardsEnd: false, event) }
    keyCommands.register(.right) { [weak self] event in self?.arrow(towardsEnd: true, event) }
    keyCommands.register(.space) { [weak self] _ in
      guard let self, let playback = self.playback else { return }
      if playback.pauseReasons.contains(.hold) { self.resume(.hold) } else { self.pause(.hold) }
    }
    keyCommands.register(.escape) { [weak self] _ in self?.close(.closed) }
  }

  /// An arrow: towards the end of the line (→ left to right, ← right to left) goes forwards.
  private func arrow(towardsEnd: Bool, _ event: KeyEvent) {
    let forward = towardsEnd != (effectiveLayoutDirection == .rightToLeft)
    guard var playback else { return }
    let now = clock.now
    let events =
      event.isShiftDown
      ? (forward ? playback.nextGroup(by: .key, now: now) : playback.previousGroup(by: .key, now: now))
      : (forward ? playback.next(by: .key, now: now) : playback.previous(by: .key, now: now))
    self.playback = playback
    apply(events)
  }

  // MARK: - Touch

  private func tapped(_ recognizer: GestureRecognizer) {
    let x = recognizer.location(in: self).x
    let leading = effectiveLayoutDirection == .rightToLeft ? x > bounds.width * 2 / 3 : x < bounds.width / 3
    if leading { previous(by: .tap) } else { next(by: .tap) }
  }

  private func pressed(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began: setChromeHidden(true, pausing: true)
    case .ended, .cancelled, .failed: setChromeHidden(false, pausing: true)
    default: break
    }
  }

  private func setChromeHidden(_ hidden: Bool, pausing: Bool) {
    isChromeHidden = hidden
    progressView.isHidden = hidden
    headerView.isHidden = hidden
    scrimView.isHidden = hidden
    if pausing { hidden ? pause(.hold) : resume(.hold) }
  }

  // MARK: - Layout and drawing

  open override func layoutSubviews() {
    super.layoutSubviews()
    mediaView.frame = bounds
    scrimView.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, 140))
    let inset = 8.0
    progressView.frame = Rect(x: inset, y: 8, width: max(0, bounds.width - inset * 2), height: 6)
    headerView.frame = Rect(x: 0, y: 16, width: bounds.width, height: StoryHeaderView.height)
  }

  /// Every frame while the story runs: its bar fills continuously.
  open override func nextFrameTime(now: Double) -> Double? {
    guard let playback, playback.isRunning || playback.pauseReasons == [.loading] else { return nil }
    return now
  }
}
