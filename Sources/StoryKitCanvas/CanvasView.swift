import Foundation
import StoryKit
import StoryKitLayers
import StoryKitUI

/// The canvas widget's view: the feed's canvas layers laid out in a box of the canvas's aspect
/// ratio, fitted inside the view's bounds and centred, with the letterbox colour around it.
///
/// ```
/// ┌ CanvasView (letterbox) ─────────┐
/// │      ┌ canvasBox ──────┐        │
/// │      │ background      │        │  the box: the content's ratio, fitted and centred,
/// │      │ ┌ layers ─────┐ │        │  rounded, bordered, clipping its layers
/// │      │ │ text, poll… │ │        │
/// │      │ └─────────────┘ │        │
/// │      └─────────────────┘        │
/// └─────────────────────────────────┘
/// ```
///
/// The layers are drawn by ``StoryLayersView``, the player's own layer views: a canvas's button,
/// poll, quiz, countdown, emoji reaction and product tag look and behave as in a story.
///
/// ```swift
/// let canvas = CanvasView()
/// canvas.content = feed.canvas
/// canvas.placementToken = feed.placement.token     // scopes stored poll votes
/// canvas.serverStyling = variant.styling.canvas
/// canvas.styling.cornerRadius = 20                 // app styling wins over the server's
/// canvas.onInteraction = { interaction in print(interaction) }
/// ```
///
/// - **Ratio.** A ratio that is not a positive number is drawn square, one outside
///   ``CanvasGeometry/supportedRatios`` is clamped; both log a warning naming the value.
/// - **Votes.** Poll votes and quiz answers are kept in ``interactionStore`` under
///   ``interactionScope(placementToken:)`` and the layer's ID, so a canvas shown again shows them.
/// - **Time.** Countdowns count on the view ``View/clock`` from ``currentDate``; ``isPaused`` holds
///   them and emoji pops still.
/// - **Keyboard.** ``registerKeyCommands(in:)`` moves a focus ring over the interactive layers
///   with the arrows and activates them with Return or Space.
open class CanvasView: View {
  /// What the canvas shows; setting equal content does nothing.
  public var content: CanvasContent? {
    didSet {
      guard content != oldValue else { return }
      warnAboutRatio()
      dateAnchor = nil
      focusedView = nil
      contentDidChange()
    }
  }

  /// The placement the canvas is shown in: part of the scope its votes are stored under.
  public var placementToken: String? {
    didSet { if placementToken != oldValue { contentDidChange() } }
  }

  /// Styling set in code; it wins over ``serverStyling``. The canvas puts both into its
  /// environment: it reads the box's look there, and the layers their font.
  public var styling = CanvasStyling() {
    didSet { if styling != oldValue { stylingInputsDidChange() } }
  }

  /// Styling from the feed's widget variant (`styling.canvas`).
  public var serverStyling = CanvasStyling() {
    didSet { if serverStyling != oldValue { stylingInputsDidChange() } }
  }

  /// The styling in effect: ``styling`` over ``serverStyling`` over the appearance.
  public var resolvedStyling: ResolvedCanvasStyling { resolvedStyling(ResolvedCanvasStyling.self) }

  /// Remembers poll votes and quiz answers; shared with the player, it keeps them all in one place.
  public var interactionStore: any StoryInteractionStore = InMemoryStoryInteractionStore() {
    didSet { if isBuilt { layersView.interactionStore = interactionStore } }
  }

  /// The user whose votes and answers are stored and shown; `nil` for an anonymous user.
  public var userID: String? {
    didSet { if isBuilt, userID != oldValue { layersView.userID = userID } }
  }

  /// The wall-clock date, read when the canvas starts counting (a new content, a resume); from
  /// there countdowns advance with the view ``View/clock``. Renderers and tests set a fixed date.
  public var currentDate: @MainActor () -> Date = { Date() } {
    didSet {
      dateAnchor = nil
      if isBuilt { layersView.setNeedsDisplay() }
    }
  }

  /// Called on the main actor for every interaction with a layer or the product card.
  public var onInteraction: (@MainActor (StoryLayerInteraction) -> Void)?

  /// Whether the clock-driven animations hold still: countdowns stop updating and emoji pops hold
  /// their frame until it is set back to `false`; countdowns then show the time left from
  /// ``currentDate`` again.
  public var isPaused = false {
    didSet {
      guard isPaused != oldValue else { return }
      if !isPaused { dateAnchor = nil }
      if isBuilt { layersView.isPaused = isPaused }
    }
  }

  /// The box of the canvas's ratio, made from the ``StoryKitUI/Components/canvasBox`` slot: it
  /// reads the styling's background, corners and border itself.
  open lazy var boxView: CanvasBoxView = makePart(CanvasBoxSlot.self)

  /// The layers, made from the ``StoryKitUI/Components/canvasLayersView`` slot; it fills
  /// ``boxView``.
  open lazy var layersView: StoryLayersView = makePart(CanvasLayersViewSlot.self)

  /// The aspect ratio drawn: the content's, made safe (see ``CanvasGeometry``); 1 without content.
  public var drawnAspectRatio: Double {
    CanvasGeometry.effectiveRatio(content?.aspectRatio ?? 1)
  }

  /// Whether the content has anything to draw: layers or a background colour.
  public var hasContent: Bool {
    guard let content else { return false }
    return !content.layers.isEmpty || content.backgroundColor != nil
  }

  /// The scope a canvas's poll votes and quiz answers are stored under, in place of a story ID
  /// (``StoryInteractionKey/storyID``): `"placement/<token>/canvas"`, or `"placement/canvas"`
  /// without a token. With the layer's ID and the user's, it tells a canvas vote apart from every
  /// story's.
  public nonisolated static func interactionScope(placementToken: String?) -> String {
    guard let placementToken, !placementToken.isEmpty else { return "placement/canvas" }
    return "placement/\(placementToken)/canvas"
  }

  /// The interactive layer keyboard focus is on (see ``registerKeyCommands(in:)``), or `nil`.
  public internal(set) weak var focusedView: View? {
    didSet { focusRing.target = focusedView }
  }

  /// Draws the ring around ``focusedView``, over the layers.
  let focusRing = CanvasFocusRingView()
  private var dateAnchor: (date: Date, time: Double)?
  /// Whether ``setUpLayout()`` made the box and the layers.
  private(set) var isBuilt = false

  // MARK: - Lifecycle

  /// Creates an empty canvas; set ``content`` to fill it.
  public required init(frame: Rect) {
    super.init(frame: frame)
    // One keyboard stop: Tab reaches the focused layer, the arrows walk the layers.
    isAccessibilityFocusGroup = true
    stylingInputsDidChange()
  }

  // MARK: - A host's focus

  /// Where a host's keyboard focus belongs in the canvas: the layer the canvas's own keys
  /// focused, else the first interactive layer in reading order.
  open override var accessibilityFocusedElement: View? {
    focusedView ?? focusableElements.first?.view
  }

  /// A host's focus (Tab, a screen reader) moved to `element`: the canvas's own focus follows,
  /// so the arrows go on from there and Return activates it, and its ring gives way to the
  /// host's while the host's focus is inside; `nil` (focus left the canvas) clears it.
  open override func accessibilityFocusDidMove(to element: View?) {
    focusRing.isHidden = element != nil
    guard let element else {
      focusedView = nil
      return
    }
    if focusableElements.contains(where: { $0.view === element }) { focusedView = element }
  }

  open override func setUpLayout() {
    super.setUpLayout()
    layersView.interactionStore = interactionStore
    layersView.userID = userID
    layersView.isPaused = isPaused
    layersView.currentDate = { [weak self] in self?.countdownDate() ?? Date() }
    layersView.onInteraction = { [weak self] interaction in self?.onInteraction?(interaction) }
    boxView.addSubview(layersView)
    boxView.addSubview(focusRing)
    addSubview(boxView)
    isBuilt = true
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = resolvedStyling.letterboxColor
    applyBoxLook()
  }

  open override func updateContent() {
    super.updateContent()
    boxView.isHidden = content == nil
    layersView.content = content.map { canvas in
      StoryLayersView.Content(
        layers: canvas.layers, products: canvas.products,
        interactionScope: Self.interactionScope(placementToken: placementToken))
    }
    applyBoxLook()
  }

  /// Puts the styling into the environment: the canvas's own, and the layers' font.
  private func stylingInputsDidChange() {
    setStylingInputs(ResolvedCanvasStyling.self, app: styling, server: serverStyling)
    setStylingInputs(
      ResolvedStoryLayerStyling.self, app: StoryLayerStyling(interactiveFont: styling.interactiveFont),
      server: StoryLayerStyling(interactiveFont: serverStyling.interactiveFont))
  }

  /// Gives the box the content's background, and the layers the colour they sit on.
  private func applyBoxLook() {
    guard isBuilt else { return }
    boxView.contentBackgroundColor = content?.backgroundColor
    // The layers' cards follow the page they sit on, not the theme (see StoryLayersView.surfaceColor).
    layersView.surfaceColor = boxView.effectiveBackgroundColor
  }

  // MARK: - Layout

  /// With a finite width: that width and the height of the canvas's ratio (capped by a finite
  /// proposed height); otherwise the proposal, or zero.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let ratio = drawnAspectRatio
    if proposal.width.isFinite, proposal.width > 0 {
      let height = CanvasGeometry.height(forWidth: proposal.width, ratio: ratio)
      return Size(
        width: proposal.width, height: proposal.height.isFinite ? min(height, proposal.height) : height)
    }
    if proposal.height.isFinite, proposal.height > 0 {
      return Size(width: proposal.height * ratio, height: proposal.height)
    }
    return .zero
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    boxView.frame = CanvasGeometry.box(in: bounds, ratio: drawnAspectRatio)
    layersView.frame = boxView.bounds
    focusRing.frame = boxView.bounds
  }

  // MARK: - Time

  /// The countdowns' date: the anchor date plus the animation time since it was taken.
  private func countdownDate() -> Date {
    let time = layersView.animationTime
    if let dateAnchor { return dateAnchor.date.addingTimeInterval(time - dateAnchor.time) }
    let anchor = (date: currentDate(), time: time)
    dateAnchor = anchor
    return anchor.date
  }

  private var warnedRatio: Double?

  private func warnAboutRatio() {
    guard let ratio = content?.aspectRatio, let problem = CanvasGeometry.ratioProblem(ratio) else { return }
    // One warning per bad value, not one per content update.
    guard warnedRatio.map({ !($0 == ratio || ($0.isNaN && ratio.isNaN)) }) ?? true else { return }
    warnedRatio = ratio
    StoryKitLog.warning("CanvasView: canvas.aspectRatio: \(problem)")
  }
}
