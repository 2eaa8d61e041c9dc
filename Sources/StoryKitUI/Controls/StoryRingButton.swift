import StoryKit

/// A round story button: a picture inside a gradient ring, with an optional status badge, that
/// spins while its story loads, like `IGStoryButton`.
///
/// ```
///   ╭──────────────╮ ← ringView: ringWidth thick, angular gradient (clear draws none)
///   │ ╭──────────╮ │ ← ringGap
///   │ │  image   │ │   imageView: round, aspect fill, skeleton colour until it has an image
///   │ │   view   │ │
///   │ ╰──────────╯╭┴─╮
///   ╰─────────────┤● │ ← badgeView: the status, bottom-trailing (bottom-left in RTL)
///                 ╰──╯
/// ```
///
/// Its parts come from the tree's ``ViewFactory`` (and so from ``Components``): the ring is the
/// same ``StoryRingView`` story group cells use.
///
/// Inputs come three ways (STYLE.md, after Epoxy): ``content`` is what the story is (display
/// type, ring colours, picture) and changes often; ``ringWidth``, ``ringGap``, ``loadingStyle``,
/// ``badgeDiameter`` and ``badgeOutlineWidth`` are the style; ``onTap`` and ``onLongPress`` are
/// the behaviour.
///
/// ```swift
/// let button = StoryRingButton()
/// button.content = .init(display: .unseen, image: avatar)
/// button.accessibilityLabel = "Anna's story"
/// button.onTap = { sender in openStories(from: sender) }
/// button.startAnimating()          // 0.2 turns per second, picture at 70 % opacity
/// button.stopAnimating()
/// ```
///
/// The button is square: given another shape, it draws in the centred inscribed square and logs
/// one ``StoryKitLog`` warning per button instead of stopping with a `fatalError`. Its natural size
/// is a square of the proposal's shorter finite side, else ``defaultSide``.
///
/// Accessibility: one element with the button trait, your ``View/accessibilityLabel``, and a value
/// from the display type ("new story", "seen") unless you set ``accessibilityValue`` yourself.
open class StoryRingButton: View {
  // MARK: - Content

  /// What the button shows; `nil` is a picture-less button with no state (``DisplayType/none``).
  /// Setting content equal to the current one does nothing.
  public var content: Content? {
    didSet {
      guard content != oldValue else { return }
      contentDidChange()
    }
  }

  // MARK: - Style

  /// The ring's thickness in points (its border's width); clamped to the radius.
  public var ringWidth: Double = 3 {
    didSet { setNeedsLayout() }
  }

  /// The empty space between the ring and the picture, in points.
  public var ringGap: Double = 3 {
    didSet { setNeedsLayout() }
  }

  /// How the ring looks while loading: rotating solid (the default) or rotating dashes.
  public var loadingStyle: LoadingStyle = .solid {
    didSet { if loadingStyle != oldValue { setNeedsLayout() } }
  }

  /// The status badge's diameter in points; `nil` makes it 30 % of the button's side.
  public var badgeDiameter: Double? {
    didSet { setNeedsLayout() }
  }

  /// The outline, in the theme's background colour, that sets the badge apart from the picture.
  public var badgeOutlineWidth: Double = 2 {
    didSet { setNeedsLayout() }
  }

  /// The side of the natural size when the proposal gives no finite side.
  public static let defaultSide = 64.0

  // MARK: - Behaviour

  /// Called with the button when it is tapped.
  public var onTap: (@MainActor (StoryRingButton) -> Void)?

  /// Called with the button once when a long press begins.
  public var onLongPress: (@MainActor (StoryRingButton) -> Void)?

  /// The recognizer behind ``onTap``; adjust its tolerances if needed.
  public let tapRecognizer = TapGestureRecognizer()

  /// The recognizer behind ``onLongPress``; adjust ``LongPressGestureRecognizer/minimumPressDuration``
  /// if needed.
  public let longPressRecognizer = LongPressGestureRecognizer()

  // MARK: - Parts (open, so a subclass can return its own for this button only)

  /// The gradient ring (``Components/storyRing``).
  open lazy var ringView: StoryRingView = makePart(StoryRingSlot.self)

  /// The picture inside the ring (``Components/imageView``).
  open lazy var imageView: ImageView = makePart(ImageViewSlot.self)

  /// The status badge (``Components/statusBadge``): a disc in the theme's background colour
  /// holding a coloured dot or a picture.
  open lazy var badgeView: StatusBadgeView = makePart(StatusBadgeSlot.self)

  // MARK: - Animation state (see StoryRingButton+Animation.swift)

  /// Whether the ring is animating (between ``startAnimating(speed:alpha:)`` and
  /// ``stopAnimating()``).
  public internal(set) var isAnimating = false
  /// Turns per second of the running animation.
  public internal(set) var animationSpeed = 0.0
  /// The picture's opacity while animating.
  public internal(set) var animationAlpha = 1.0

  var hasWarnedAboutShape = false

  // MARK: - Init

  public required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  // MARK: - Accessibility

  /// The value a screen reader speaks: the one you set, else the display type's ("new story",
  /// "seen", none for a status or no state).
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (content?.display ?? .none).accessibilityValueKey.map { strings[$0] } }
    set { super.accessibilityValue = newValue }
  }

  // MARK: - Lifecycle

  open override func setUp() {
    super.setUp()
    tapRecognizer.action = { [weak self] _ in
      guard let self else { return }
      self.onTap?(self)
    }
    longPressRecognizer.action = { [weak self] recognizer in
      guard let self, recognizer.state == .began else { return }
      self.onLongPress?(self)
    }
    addGestureRecognizer(tapRecognizer)
    addGestureRecognizer(longPressRecognizer)
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(ringView)
    addSubview(imageView)
    addSubview(badgeView)
    imageView.contentMode = .aspectFill
    imageView.isUserInteractionEnabled = false
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    ringView.fill = .sweep(startAngle: -Double.pi / 4)
    applyRingColors()
  }

  open override func updateContent() {
    super.updateContent()
    let content = content ?? Content()
    // A picture in the content replaces one the image view loads from a URL; without one, a
    // URL given to the image view (`button.imageView.url`) keeps its picture.
    if content.image != nil || imageView.url == nil { imageView.image = content.image }
    applyRingColors()
    badgeView.status = content.display.status
    badgeView.isHidden = content.display.status == nil
  }

  /// The content's ring colours in the current theme (``ColorType/colors(for:)``).
  private func applyRingColors() {
    ringView.colors = (content ?? Content()).resolvedColorType.colors(for: appearance.theme)
  }

  // MARK: - Layout

  /// A square: the proposal's shorter finite side, else ``defaultSide``.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let finite = [proposal.width, proposal.height].filter { $0.isFinite && $0 >= 0 }
    let side = finite.min() ?? Self.defaultSide
    return Size(width: side, height: side)
  }

  /// Places the ring and the picture in the centred square and the badge at its bottom-trailing
  /// corner; warns once if the bounds are not square.
  open override func layoutSubviews() {
    super.layoutSubviews()
    warnOnceIfNotSquare()
    let geometry = ringGeometry
    ringView.frame = geometry.square
    ringView.cornerRadius = geometry.square.width / 2
    ringView.lineWidth = geometry.ringWidth
    ringView.dashStyle = loadingStyle.segments.map {
      StoryRingView.DashStyle(segments: $0, fill: loadingStyle.fill)
    }
    imageView.frame = geometry.imageRect
    imageView.cornerRadius = geometry.imageRect.width / 2
    badgeView.frame = geometry.badgeRect(diameter: badgeDiameter, direction: effectiveLayoutDirection)
    badgeView.outlineWidth = badgeOutlineWidth
  }

  /// Where the ring, the picture and the badge go in the current bounds.
  var ringGeometry: StoryRingGeometry {
    StoryRingGeometry(bounds: bounds, ringWidth: ringWidth, ringGap: ringGap)
  }

  // MARK: - Private

  private func warnOnceIfNotSquare() {
    let size = bounds.size
    guard !hasWarnedAboutShape, abs(size.width - size.height) > 0.001 else { return }
    hasWarnedAboutShape = true
    let side = Size(width: min(size.width, size.height), height: min(size.width, size.height))
    StoryKitLog.warning("StoryRingButton is \(size), not square; drawing it in the centred \(side) square")
  }
}
