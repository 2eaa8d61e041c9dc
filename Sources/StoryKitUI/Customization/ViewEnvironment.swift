import Foundation
import StoryKit

/// Everything a view reads from its surroundings: appearance, components, view factory, text
/// engine, clock, Reduce Motion, image loader, display scale, locale, and the widgets' styling.
///
/// Views read the nearest override up their tree (``View/appearance`` and friends), else the
/// environment their root captured when it was prepared. ``shared`` is only the starting value for
/// roots prepared after it is set; change it before building views.
@MainActor
public struct ViewEnvironment {
  /// Colours, fonts, icons and strings.
  public var appearance: Appearance
  /// The classes the parts of views are made of.
  public var components: Components
  /// The closures that make whole views.
  public var viewFactory: ViewFactory
  /// What measures and lays out text.
  public var textEngine: any TextEngine
  /// The time animations and playback read.
  public var clock: any Clock
  /// Whether the user asks for less motion: animations are replaced by cuts or fades.
  public var isReduceMotionEnabled: Bool
  /// Whether the user asks for captions on videos (iOS's Closed Captions + SDH setting); video
  /// views show captions by default when it is on.
  public var isClosedCaptioningEnabled: Bool
  /// What loads images; `nil` leaves image views on their placeholders.
  public var imageLoader: (any ImageLoading)?
  /// Pixels per point of the surface the tree is drawn on (2 or 3 on phones); image views
  /// request pictures of their size times this.
  public var displayScale: Double
  /// The locale of the text and numbers views write (prices, dates).
  public var locale: Locale
  /// How stories advance by themselves (``StoryPacing``): set it to ``StoryPacing/selfPaced``
  /// while a screen reader runs, or when the app offers a slower pace.
  public var storyPacing: StoryPacing
  /// Whether a screen reader is running (iOS's `UIAccessibility.isVoiceOverRunning`): with
  /// ``StoryPacing/automatic`` pacing, stories then wait for the user. A host sets it on its root
  /// while the platform reports a screen reader (StoryKitGTK's host follows the AT-SPI bus).
  public var isScreenReaderRunning: Bool
  /// How much a story player prefetches (``PrefetchPolicy``): a byte budget per session, and
  /// whether only the next story is fetched ahead.
  public var prefetchPolicy: PrefetchPolicy

  /// Creates an environment; what is left out takes StoryKit's defaults.
  public init(
    appearance: Appearance = .default, components: Components = .default,
    viewFactory: ViewFactory = ViewFactory(),
    textEngine: any TextEngine = ViewEnvironment.platformTextEngine, clock: any Clock = SystemClock(),
    isReduceMotionEnabled: Bool = false, imageLoader: (any ImageLoading)? = nil, displayScale: Double = 1,
    isClosedCaptioningEnabled: Bool = false, locale: Locale = .autoupdatingCurrent,
    storyPacing: StoryPacing = .automatic, isScreenReaderRunning: Bool = false,
    prefetchPolicy: PrefetchPolicy = .standard
  ) {
    self.prefetchPolicy = prefetchPolicy
    self.isScreenReaderRunning = isScreenReaderRunning
    self.locale = locale
    self.storyPacing = storyPacing
    self.isClosedCaptioningEnabled = isClosedCaptioningEnabled
    self.appearance = appearance
    self.components = components
    self.viewFactory = viewFactory
    self.textEngine = textEngine
    self.clock = clock
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.imageLoader = imageLoader
    self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
  }

  /// The environment roots capture when they are prepared: ``Appearance/default``,
  /// ``Components/default``, the installed ``ViewFactory`` and the shared text engine, clock and
  /// Reduce Motion setting.
  public static var shared: ViewEnvironment {
    get {
      ViewEnvironment(
        appearance: .default, components: .default, viewFactory: ViewFactory.installed,
        textEngine: sharedTextEngine ?? platformTextEngine,
        clock: sharedClock, isReduceMotionEnabled: sharedReduceMotion, imageLoader: sharedImageLoader,
        displayScale: sharedDisplayScale, isClosedCaptioningEnabled: sharedClosedCaptioning,
        locale: sharedLocale, storyPacing: sharedStoryPacing,
        isScreenReaderRunning: sharedScreenReaderRunning, prefetchPolicy: sharedPrefetchPolicy)
    }
    set {
      Appearance.default = newValue.appearance
      Components.default = newValue.components
      ViewFactory.installed = newValue.viewFactory
      sharedTextEngine = newValue.textEngine
      sharedClock = newValue.clock
      sharedReduceMotion = newValue.isReduceMotionEnabled
      sharedClosedCaptioning = newValue.isClosedCaptioningEnabled
      sharedImageLoader = newValue.imageLoader
      sharedDisplayScale = newValue.displayScale
      sharedLocale = newValue.locale
      sharedStoryPacing = newValue.storyPacing
      sharedScreenReaderRunning = newValue.isScreenReaderRunning
      sharedPrefetchPolicy = newValue.prefetchPolicy
      noteSharedChange("ViewEnvironment.shared")
    }
  }

  private static var sharedTextEngine: (any TextEngine)?
  private static let estimate = FixedWidthTextEngine()
  private static var hasWarnedAboutEstimate = false

  /// The platform's engine (``PlatformTextEngine``); without a linked backend, the fixed-width
  /// estimate, with one warning.
  public static var platformTextEngine: any TextEngine {
    if let engine = PlatformTextEngine.current { return engine }
    if !hasWarnedAboutEstimate {
      hasWarnedAboutEstimate = true
      StoryKitLog.warning(
        "no drawing backend registered a text engine: text is measured with a fixed-width estimate; link StoryKitCairo, or set ViewEnvironment.shared.textEngine"
      )
    }
    return estimate
  }
  private static var sharedClock: any Clock = SystemClock()
  private static var sharedReduceMotion = false
  private static var sharedClosedCaptioning = false
  private static var sharedImageLoader: (any ImageLoading)?
  private static var sharedDisplayScale = 1.0
  private static var sharedLocale = Locale.autoupdatingCurrent
  private static var sharedStoryPacing = StoryPacing.automatic
  private static var sharedScreenReaderRunning = false
  private static var sharedPrefetchPolicy = PrefetchPolicy.standard

  /// Whether any root has captured the shared environment yet.
  public private(set) static var hasBeenUsed = false

  static func markUsed() { hasBeenUsed = true }

  /// Warns when shared values change after trees captured them, rather than mixing silently.
  static func noteSharedChange(_ what: String) {
    guard hasBeenUsed else { return }
    StoryKitLog.warning(
      "\(what) changed after views were prepared; trees prepared earlier keep what they captured")
  }
}
