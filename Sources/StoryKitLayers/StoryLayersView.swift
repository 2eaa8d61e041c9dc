import Foundation
import StoryKit
import StoryKitUI

/// The interactive layers of one story, drawn over its picture: captions, stickers, buttons,
/// swipe-up, polls, quizzes, image quizzes, rating sliders, emoji reactions, countdowns, product
/// tags and promo codes.
///
/// The player puts it over the story's media, filling the story. Each layer is drawn at its unit
/// frame times the bounds, rotated clockwise by its rotation, in the order of the feed.
///
/// ```swift
/// let layers = StoryLayersView(frame: story.bounds)
/// layers.interactiveFont = FontDescriptor(family: "Avenir Next", size: 17, weight: .semibold)
/// layers.interactionStore = votes  // a FileStoryInteractionStore, shared by the app
/// layers.userID = "user-42"
/// layers.onInteraction = { interaction in print(interaction) }
/// layers.onSheetChange = { isOpen in isOpen ? player.pause() : player.resume() }
/// layers.story = story
/// ```
///
/// - **Taps.** Buttons, swipe-up, polls, quizzes, reactions, countdowns and product tags take
///   taps with their own recognizers, so the player's tap-to-advance under them does not fire.
///   Text and image layers, and the space between layers, are never hit: a tap there reaches
///   the story.
/// - **Fonts.** Every layer's text uses ``interactiveFont``'s family and weight at the SDK's
///   sizes, scaled with the story's width (sizes are points at a 390 pt story) and the text scale
///   of the appearance, and shrunk where a layer's frame is too small.
/// - **Hostile content.** A layer with a frame that is not a number or is empty, an unknown
///   layer and a product tag whose product is missing are not drawn; nothing in a feed crashes.
/// - **Layers of no story.** The canvas widget sets ``content`` (its layers, its products and the
///   scope its votes are kept under) in place of ``story``, and ``isPaused`` while its widget is
///   paused.
open class StoryLayersView: View {
  /// The story whose layers are shown; setting it rebuilds the layer views and closes the
  /// product card. It sets ``content`` to the story's layers and products, with the story's ID
  /// as the interaction scope.
  public var story: Story? {
    get { shownStory }
    set {
      guard newValue != shownStory else { return }
      shownStory = newValue
      shownContent = newValue.map(Content.init(story:))
      rebuild()
    }
  }

  /// The layers shown, with the products their tags name and the scope their votes are kept
  /// under. Set it to show layers that belong to no story (a canvas); that sets ``story`` to
  /// `nil`. Setting it rebuilds the layer views and closes the product card.
  public var content: Content? {
    get { shownContent }
    set {
      guard newValue != shownContent else { return }
      shownStory = nil
      shownContent = newValue
      rebuild()
    }
  }

  private var shownStory: Story?
  private var shownContent: Content?

  /// Whether the clock-driven animations hold still: while `true`, countdowns stop counting
  /// (``currentDate`` is not read again), an emoji pop holds its frame, and the layers ask for
  /// no frames (``View/nextFrameTime(now:)``); setting it back to `false` carries on from where
  /// they stopped. The player leaves it `false`; a canvas widget sets it while paused.
  public var isPaused = false {
    didSet {
      guard isPaused != oldValue else { return }
      let now = clock.now
      if isPaused {
        pausedAt = now
      } else if let pausedAt {
        pausedDuration += max(0, now - pausedAt)
        self.pausedAt = nil
      }
      for view in layerViews { view.setNeedsDisplay() }
    }
  }

  private var pausedAt: Double?
  private var pausedDuration = 0.0

  /// The time the layers animate by: the view ``View/clock``, less the time spent paused, and
  /// standing still while ``isPaused``.
  public var animationTime: Double {
    (pausedAt ?? clock.now) - pausedDuration
  }

  /// The family and weight of every layer's text (the size is ignored: the SDK keeps the sizes);
  /// `nil` uses the platform font. Unless set here, it is the widget's
  /// (``ResolvedStoryLayerStyling``, from the player's or the canvas's styling).
  public var interactiveFont: FontDescriptor? {
    didSet {
      guard acceptsStyleWrite(#function) else { return interactiveFont = oldValue }
      guard interactiveFont != oldValue else { return }
      productCard?.setNeedsLayout()
      restyle()
    }
  }

  /// The plain colour the layers sit on, or `nil` (the default) when they sit over a picture.
  /// With a colour, the layers' cards follow it rather than the theme: light cards on a light
  /// surface, dark cards on a dark one (relative luminance above or below 0.179), so they read
  /// as part of the page. The canvas sets its background here; the player leaves it `nil`.
  ///
  /// ```swift
  /// layers.surfaceColor = Color(red8: 0xFF, green8: 0xF4, blue8: 0xE6)  // a cream page: light cards
  /// ```
  public var surfaceColor: Color? {
    didSet { if surfaceColor != oldValue { restyle() } }
  }

  /// Remembers poll votes and quiz answers per user; setting it shows what it holds.
  public var interactionStore: any StoryInteractionStore = InMemoryStoryInteractionStore() {
    didSet { rebuild() }
  }

  /// The user whose votes and answers are stored and shown; `nil` for an anonymous user.
  public var userID: String? {
    didSet { if userID != oldValue { rebuild() } }
  }

  /// Supplies polls' vote counts; without one, a poll shows only the user's own vote.
  public var pollResults: (any PollResultsProviding)? {
    // A rating keeps room for its average only while a provider may give one.
    didSet { for view in layerViews { view.setNeedsLayout() } }
  }

  /// What time it is for countdowns; `Date()` by default. Renderers and tests set a fixed date.
  public var currentDate: @MainActor () -> Date = { Date() } {
    didSet { setNeedsDisplay() }
  }

  /// Called on the main actor for every interaction with a layer or the product card.
  public var onInteraction: (@MainActor (StoryLayerInteraction) -> Void)?

  /// Called with `true` when the product card opens and `false` when it closes; the player pauses
  /// while it is open.
  public var onSheetChange: (@MainActor (Bool) -> Void)?

  /// Called with `true` when the user starts dragging a layer (a rating's emoji) and `false`
  /// when they let go; the player holds the story meanwhile, as for a finger held on it.
  public var onDragChange: (@MainActor (Bool) -> Void)?

  /// The story's swipe-up layer's action, or `nil` when it has none: the player binds the
  /// swipe-up gesture and the Return key to it.
  public var swipeUpAction: ContentAction? { swipeUpLayer?.action }

  /// Where the swipe-up layer is drawn, in this view's coordinates, or `nil` when the story has
  /// none: views that sit at the bottom of the story (captions) stay above it.
  public var swipeUpFrame: Rect? {
    guard let id = swipeUpLayer?.id, let view = layerView(id: id) else { return nil }
    return view.frame
  }

  /// The views of the drawn layers, in the feed's order (back to front).
  public private(set) var layerViews: [View] = []

  /// The open product card, or `nil`.
  public internal(set) var productCard: ProductCardView?
  var productScrim: ProductCardScrim?

  /// Whether the product card is open.
  public var isProductCardOpen: Bool { productCard != nil }

  /// Creates an empty container; set ``story`` to fill it.
  public required init(frame: Rect) {
    super.init(frame: frame)
  }

  /// The view that draws the layer with `id`, or `nil` when it is not drawn.
  public func layerView(id: String) -> View? {
    layerViews.first { ($0 as? StoryLayerView)?.layer.id == id }
  }

  /// Sends the swipe-up layer's action, as a tap on it would: ``onInteraction`` hears
  /// ``StoryLayerInteraction/action(_:layerID:)``. Does nothing when the story has no swipe-up
  /// layer.
  public func performSwipeUp() {
    guard let swipeUp = swipeUpLayer else { return }
    send(.action(swipeUp.action, layerID: swipeUp.id))
  }

  private var swipeUpLayer: (id: String, action: ContentAction)? {
    for layer in content?.layers ?? [] {
      if case .swipeUp(_, let action) = layer.kind { return (layer.id, action) }
    }
    return nil
  }

  /// Tells the app; layer views call it.
  func send(_ interaction: StoryLayerInteraction) {
    onInteraction?(interaction)
  }

  // MARK: - Building

  private func rebuild() {
    closeProductCard()
    for view in layerViews { view.removeFromSuperview() }
    layerViews = (content?.layers ?? []).compactMap(makeView)
    for view in layerViews { addSubview(view) }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The view for a layer, or `nil` for one that is not drawn.
  private func makeView(for layer: ContentLayer) -> StoryLayerView? {
    guard layer.frame.rect(in: Rect(x: 0, y: 0, width: 1, height: 1)) != nil else {
      StoryKitLog.warning(
        "layer \(layer.id) has a frame that cannot be drawn (\(layer.frame)); it is skipped")
      return nil
    }
    let view: StoryLayerView
    switch layer.kind {
    case .text: view = TextLayerView()
    case .image: view = ImageLayerView()
    case .button: view = ButtonLayerView()
    case .swipeUp: view = SwipeUpLayerView()
    case .poll: view = PollLayerView()
    case .quiz: view = QuizLayerView()
    case .imageQuiz: view = ImageQuizLayerView()
    case .rating: view = RatingLayerView()
    case .emojiReaction: view = EmojiReactionLayerView()
    case .countdown: view = CountdownLayerView()
    case .promoCode: view = PromoCodeLayerView()
    case .productTag(let productID):
      guard let product = content?.products.first(where: { $0.id == productID }) else { return nil }
      let tag = ProductTagLayerView()
      tag.product = product
      view = tag
    case .unknown: return nil
    }
    view.container = self
    view.layer = layer
    return view
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    interactiveFont = resolvedStyling(ResolvedStoryLayerStyling.self).interactiveFont
  }

  private func restyle() {
    setNeedsLayoutInSubtree()
    for view in layerViews { view.setNeedsDisplay() }
    setNeedsDisplay()
  }

  // MARK: - Layout and input

  open override func layoutSubviews() {
    super.layoutSubviews()
    for case let view as StoryLayerView in layerViews {
      guard let rect = view.layer.frame.rect(in: bounds) else {
        view.isHidden = true
        continue
      }
      view.frame = rect
      view.transform = view.layer.rotationTransform
    }
    layoutProductCard()
  }

  /// Only the layers' own areas take taps: the container itself is never hit, so a tap between
  /// layers, or on text and image layers, reaches the story under it.
  open override func hitTest(_ point: Point) -> View? {
    let hit = super.hitTest(point)
    return hit === self ? nil : hit
  }
}
