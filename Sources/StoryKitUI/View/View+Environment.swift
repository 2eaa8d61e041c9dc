import Foundation
import StoryKit

/// Environment values read up the tree: a view uses the nearest override among itself and its
/// ancestors, else what its root captured when it was prepared. Nothing reads a global at draw
/// time.
extension View {
  /// The appearance in effect here; setting it overrides it for this subtree and re-runs
  /// ``setUpAppearance()`` there, and ``updateContent()`` too when its strings
  /// (``Appearance/strings``) change, so the texts are written again.
  public var appearance: Appearance {
    get { resolve(\.appearance, \.appearance) }
    set {
      let stringsChanged = appearance.strings != newValue.strings
      environmentOverrides.appearance = newValue
      View.appearanceEpoch &+= 1
      environmentDidChange()
      if stringsChanged { localeDidChangeInSubtree() }
    }
  }

  /// The replaceable view types in effect here; setting it overrides them for this subtree
  /// (views already created keep their classes).
  public var components: Components {
    get { resolve(\.components, \.components) }
    set { environmentOverrides.components = newValue }
  }

  /// The view factory in effect here; setting it overrides it for this subtree.
  public var viewFactory: ViewFactory {
    get { resolve(\.viewFactory, \.viewFactory) }
    set { environmentOverrides.viewFactory = newValue }
  }

  /// The text engine that measures and lays out text here.
  public var textEngine: any TextEngine {
    get { resolve(\.textEngine, \.textEngine) }
    set {
      environmentOverrides.textEngine = newValue
      setNeedsLayoutInSubtree()
    }
  }

  /// The clock animations here read.
  public var clock: any Clock {
    get { resolve(\.clock, \.clock) }
    set { environmentOverrides.clock = newValue }
  }

  /// What loads images here; `nil` leaves image views on their placeholders.
  public var imageLoader: (any ImageLoading)? {
    get { resolveOptional(\.imageLoader, \.imageLoader) }
    set {
      environmentOverrides.imageLoader = newValue
      imageLoaderDidChangeInSubtree()
    }
  }

  /// Pixels per point of the surface this tree is drawn on; image views request pictures of
  /// their size times this. Setting it reloads the pictures of the subtree at the new size.
  public var displayScale: Double {
    get { resolve(\.displayScale, \.displayScale) }
    set {
      environmentOverrides.displayScale = newValue.isFinite && newValue > 0 ? newValue : 1
      imageLoaderDidChangeInSubtree()
    }
  }

  /// The locale of the text and numbers drawn here (prices, dates, and, with localization, every
  /// string): a placement's config sets it for everything it shows and presents.
  public var locale: Locale {
    get { resolve(\.locale, \.locale) }
    set {
      environmentOverrides.locale = newValue
      localeDidChangeInSubtree()
    }
  }

  /// The SDK's strings here, in the language of ``locale`` (else the system's preferred one, else
  /// English), with the overrides of ``appearance`` (``Appearance/strings``), and the locale's
  /// formatting of numbers and times. Views read every string they draw or announce from it.
  public var strings: StoryKitStrings {
    StoryKitStrings(locale: locale, overrides: appearance.strings)
  }

  /// Re-runs ``setUpAppearance()`` and ``updateContent()`` in the prepared subtree: text and
  /// numbers are written again in the new locale, or with the appearance's new strings, both where
  /// a view sets its fixed words (and a subclass its own after `super`) and where it writes its
  /// content.
  func localeDidChangeInSubtree() {
    guard lifecycle == .ready else { return }
    View.asStoryKit {
      setUpAppearance()
      updateContent()
    }
    invalidateMeasurement()
    setNeedsLayout()
    for view in subviews { view.localeDidChangeInSubtree() }
  }

  /// Where text copied here goes (a promo code's code): the nearest ``ClipboardWriting`` set on
  /// this view or an ancestor, or `nil` when the host set none. The GTK host sets
  /// `StoryKitGTK`'s `GTKClipboard` on its root; an app or a test sets its own.
  public var clipboard: (any ClipboardWriting)? {
    get { nearestOverride(\.clipboard).value }
    set { environmentOverrides.clipboard = newValue }
  }

  /// Whether animations here should avoid motion (the Reduce Motion setting).
  public var isReduceMotionEnabled: Bool {
    get { resolve(\.isReduceMotionEnabled, \.isReduceMotionEnabled) }
    set {
      environmentOverrides.isReduceMotionEnabled = newValue
      environmentDidChange()
    }
  }

  /// How stories advance by themselves here (``StoryPacing``): a player below reads it on every
  /// frame, so a change applies to the story on screen.
  public var storyPacing: StoryPacing {
    get { resolve(\.storyPacing, \.storyPacing) }
    set {
      environmentOverrides.storyPacing = newValue
      environmentDidChange()
    }
  }

  /// Whether a screen reader is running, as the host reports it (``ViewEnvironment/isScreenReaderRunning``):
  /// a player below reads it with ``storyPacing`` on every frame (see ``effectiveStoryPacing``).
  public var isScreenReaderRunning: Bool {
    get { resolve(\.isScreenReaderRunning, \.isScreenReaderRunning) }
    set {
      environmentOverrides.isScreenReaderRunning = newValue
      environmentDidChange()
    }
  }

  /// How much a story player here prefetches (``PrefetchPolicy``): read when a player opens a
  /// session, so a change applies from the next one. A player opened from the story bar or a
  /// placement adopts the policy of the view it opened from.
  public var prefetchPolicy: PrefetchPolicy {
    get { resolve(\.prefetchPolicy, \.prefetchPolicy) }
    set {
      environmentOverrides.prefetchPolicy = newValue
      environmentDidChange()
    }
  }

  /// What a story player here gives the app when the user shares a story: a link, a picture
  /// (``StoryKit/StoryShareOptions``); `nil` (the default) gives the story alone. A placement sets
  /// its config's ``StoryKit/PlacementConfig/share`` here, and a player opened from it adopts it.
  public var storySharing: StoryShareOptions? {
    get { nearestOverride(\.storySharing).value }
    set {
      environmentOverrides.storySharing = newValue
      environmentDidChange()
    }
  }

  /// The pacing stories follow here: ``storyPacing``, except that ``StoryPacing/automatic``
  /// becomes ``StoryPacing/selfPaced`` while ``isScreenReaderRunning``.
  public var effectiveStoryPacing: StoryPacing {
    storyPacing.resolved(screenReaderRunning: isScreenReaderRunning)
  }

  /// Whether the user asks for captions on videos here (the Closed Captions setting).
  public var isClosedCaptioningEnabled: Bool {
    get { resolve(\.isClosedCaptioningEnabled, \.isClosedCaptioningEnabled) }
    set {
      environmentOverrides.isClosedCaptioningEnabled = newValue
      environmentDidChange()
    }
  }

  /// Removes every environment override set on this view.
  public func removeEnvironmentOverrides() {
    let textsChanged = environmentOverrides.locale != nil || environmentOverrides.appearance != nil
    environmentOverrides = EnvironmentOverrides()
    View.appearanceEpoch &+= 1
    environmentDidChange()
    imageLoaderDidChangeInSubtree()
    if textsChanged { localeDidChangeInSubtree() }
  }

  /// Tells the prepared views of the subtree that the image loader they read changed (image views
  /// reload); the look is unchanged, so ``setUpAppearance()`` does not run.
  func imageLoaderDidChangeInSubtree() {
    guard lifecycle == .ready else { return }
    imageLoaderDidChange()
    for view in subviews { view.imageLoaderDidChangeInSubtree() }
  }

  /// Tells the prepared views of the subtree that this view was hidden or shown.
  func visibilityDidChangeInSubtree() {
    guard lifecycle == .ready else { return }
    visibilityDidChange()
    for view in subviews { view.visibilityDidChangeInSubtree() }
  }

  /// Whether this view or one of its ancestors is hidden.
  var isHiddenInTree: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return true }
      view = current.superview
    }
    return false
  }

  private func resolve<Value>(
    _ override: KeyPath<EnvironmentOverrides, Value?>, _ shared: KeyPath<ViewEnvironment, Value>
  ) -> Value {
    let found = nearestOverride(override)
    return found.value ?? found.root.rootEnvironment[keyPath: shared]
  }

  private func resolveOptional<Value>(
    _ override: KeyPath<EnvironmentOverrides, Value?>, _ shared: KeyPath<ViewEnvironment, Value?>
  ) -> Value? {
    let found = nearestOverride(override)
    return found.value ?? found.root.rootEnvironment[keyPath: shared]
  }

  /// The nearest override up the tree, and the root reached when there is none.
  private func nearestOverride<Value>(
    _ override: KeyPath<EnvironmentOverrides, Value?>
  ) -> (value: Value?, root: View) {
    var view: View? = self
    var root = self
    while let current = view {
      if let value = current.environmentOverrides[keyPath: override] { return (value, current) }
      root = current
      view = current.superview
    }
    return (nil, root)
  }

  /// The view the appearance in effect here comes from: the nearest one overriding it, else the
  /// root.
  var appearanceSource: View {
    nearestOverride(\.appearance).root
  }

  /// What a root view reads when no view on the way up overrides a value: the shared environment
  /// as it was when the root was prepared (or first read).
  var rootEnvironment: ViewEnvironment {
    if let captured = capturedRootEnvironment { return captured }
    return ViewEnvironment.shared
  }

  func captureRootEnvironment() {
    if capturedRootEnvironment == nil {
      View.appearanceEpoch &+= 1
      capturedRootEnvironment = ViewEnvironment.shared
      ViewEnvironment.markUsed()
    }
  }
}

/// Values a view overrides for its subtree; `nil` inherits.
struct EnvironmentOverrides {
  var appearance: Appearance?
  var components: Components?
  var viewFactory: ViewFactory?
  var textEngine: (any TextEngine)?
  var clock: (any Clock)?
  var isReduceMotionEnabled: Bool?
  var isClosedCaptioningEnabled: Bool?
  var imageLoader: (any ImageLoading)?
  var displayScale: Double?
  var locale: Locale?
  var storyPacing: StoryPacing?
  var isScreenReaderRunning: Bool?
  var prefetchPolicy: PrefetchPolicy?
  var storySharing: StoryShareOptions?
  var clipboard: (any ClipboardWriting)?
  /// Widgets' styling inputs, by resolved styling type (``View/setStylingInputs(_:app:server:)``).
  var stylings: [ObjectIdentifier: StylingInputs] = [:]
}
