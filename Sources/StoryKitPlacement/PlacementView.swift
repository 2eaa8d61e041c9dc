import Foundation
import StoryKit
import StoryKitUI

/// Hosts the widget a placement's server chooses (the server-driven placement view): a story bar, a
/// banner, swipe cards, a canvas, whichever variant the resolver picks for this user, swapped
/// when new content arrives.
///
/// ```swift
/// let provider = PlacementDataProvider(config: config, cache: cache)   // owned by the app
/// StoryBarWidget.register()
/// BannerWidget.register()
/// let placement = PlacementView(dataProvider: provider, delegate: state)
/// placement.frame = Rect(x: 0, y: 0, width: 390, height: 390 / (state.ratio ?? 4))
/// ```
///
/// - **Size.** It has no intrinsic size: it takes the frame it is given. Derive the height from
///   the ratio ``PlacementDelegate/onWidgetReady(widget:ratio:)`` reports.
/// - **Content.** It watches its provider (loading it if nobody has), shows the variant's widget
///   with the config's theme, layout direction and locale, and swaps widgets in one step when the
///   kind changes, so no frame is blank between them.
/// - **Precedence.** The direction: the app's on the widget (its `styling.layoutDirection`, or
///   `layoutDirection` set on its view) over the config's over the app's tree (a direction set on
///   an ancestor of the placement) over the feed variant's, which applies only when nobody sets
///   one, over left to right. The theme: the config's, when set, else
///   the app's appearance. The locale: the config's, when set, else the app's. The player a
///   widget presents over the app's root takes all three from the placement.
/// - **Ownership.** The provider belongs to the app and outlives host views. A host recreated by
///   a lazy list shows the provider's current content at once, without reloading.
/// - **Widgets.** Only kinds registered in ``registry`` render; an unregistered kind hides the
///   placement and logs once which product to register.
/// - **Analytics.** ``analytics`` gets a `widgetViewed` event once per variant shown when at least
///   half the placement is on screen, and every event of the widget, each with the placement
///   token, the variant ID and the rollout bucket.
public final class PlacementView: View {
  /// The narrowest and widest ratio reported; a variant's ratio outside is clamped with a warning.
  public static let ratioRange = 0.05...20.0

  /// The placement's provider; setting another shows its content (reattaching costs no reload).
  public var dataProvider: PlacementDataProvider? {
    didSet { if dataProvider !== oldValue { attach() } }
  }
  /// The app's delegate, held weakly. Set before any content shows, it hears the remembered
  /// ratio at once (``PlacementDelegate/onWidgetExpected(ratio:)``).
  public weak var delegate: (any PlacementDelegate)? {
    didSet { if delegate !== oldValue { reportExpectedRatio() } }
  }
  /// The app's commerce delegate, held weakly.
  public weak var commerceDelegate: (any PlacementCommerceDelegate)?
  /// Where the widgets come from.
  public var registry: WidgetRegistry = .shared {
    didSet { if registry !== oldValue { observeRegistry() } }
  }
  /// Receives the placement's analytics events (``AnalyticsQueue/record(_:)``, say).
  public var analytics: (@MainActor (AnalyticsEvent) -> Void)?

  /// The widget shown, if any.
  public private(set) var widget: (any PlacementWidget)?
  /// The shown widget's keys, for the host to route hardware keys to (a GTK host's
  /// `keyCommands`, or the `next` of the app's own router); `nil` when it takes none.
  public var keyCommands: KeyCommandRouter? { widget?.keyCommands }
  /// The content the provider last delivered.
  public private(set) var content: PlacementContent?
  /// The ratio last reported to the delegate.
  public private(set) var ratio: Double?
  /// The visibility last reported; `nil` before the first report.
  public private(set) var isVisible: Bool?
  /// How long a request to open a story by ID or deep link waits for content, in seconds, before
  /// it fails with ``StoryKit/StoryOpenError/timeout(seconds:)``; infinity waits for as long as
  /// the content takes.
  public var openingTimeout = 10.0
  /// The timer of that wait; tests set a ``StoryKitUI/ManualTimeoutScheduler``.
  public var openingTimer: any TimeoutScheduling = SystemTimeoutScheduler()
  let openWaiter = StoryOpenWaiter()

  private weak var reportedWidget: (any PlacementWidget)?
  private var stateObservation: Observation?
  private var registryObservation: Observation?
  private var diagnosedKinds: Set<WidgetKind> = []
  var viewedVariants: Set<String> = []

  /// Creates a host for `dataProvider`'s placement.
  public convenience init(
    dataProvider: PlacementDataProvider, delegate: (any PlacementDelegate)? = nil,
    registry: WidgetRegistry = .shared
  ) {
    self.init(frame: .zero)
    self.delegate = delegate
    self.registry = registry
    observeRegistry()
    self.dataProvider = dataProvider
    attach()
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    observeRegistry()
  }

  /// It takes the size it is given: no intrinsic size.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    Size(
      width: proposal.width.isFinite ? max(0, proposal.width) : 0,
      height: proposal.height.isFinite ? max(0, proposal.height) : 0)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    widget?.view.frame = bounds
    recordImpressionIfOnScreen()
  }

  // MARK: - Content

  private func attach() {
    stateObservation = nil
    guard let provider = dataProvider else {
      hide()
      return
    }
    applyConfigEnvironment(provider.config)
    reportExpectedRatio()
    stateObservation = provider.observeState { [weak self] state in
      self?.apply(state)
      self?.openWaitingRequest()
    }
    if case .idle = provider.state {
      Task { @MainActor [weak provider] in await provider?.load() }
    } else {
      apply(provider.state)
    }
  }

  /// The config's theme, direction, locale and share options, for everything the placement shows
  /// and presents (a presented player takes the placement's environment). A value the config leaves unset
  /// follows the app's tree, and for the direction, the feed's variant first.
  private func applyConfigEnvironment(_ config: PlacementConfig) {
    layoutDirection = config.layoutDirection
    storySharing = config.share
    if let theme = config.theme {
      var themed = appearance
      themed.theme = theme
      appearance = themed
    }
    if let tag = config.locale { locale = Locale(identifier: tag.replacingOccurrences(of: "-", with: "_")) }
  }

  private func observeRegistry() {
    registryObservation = registry.observe { [weak self] kind in self?.registryChanged(kind) }
  }

  private func registryChanged(_ kind: WidgetKind) {
    guard let content, content.variant?.kind == kind else { return }
    show(content)
  }

  private func apply(_ state: PlacementDataProvider.State) {
    switch state {
    case .idle, .loading: return
    case .failed: hide()
    case .loaded(let content, _): show(content)
    }
  }

  private func show(_ content: PlacementContent) {
    self.content = content
    guard let variant = content.variant else { return hide() }
    guard registry.isRegistered(variant.kind) else {
      if widget?.kind != variant.kind { diagnoseMissing(variant.kind) }
      return hide()
    }
    let next: any PlacementWidget
    if let widget, widget.kind == variant.kind {
      next = widget
    } else if let made = registry.makeWidget(for: variant.kind) {
      next = made
      next.events = self
    } else {
      return hide()
    }
    next.show(PlacementWidgetContent(feed: content.feed, variant: variant, bucket: content.resolution.bucket))
    guard next.hasContent else { return hide() }
    if next !== widget { install(next) }
    let ratio = Self.clampedRatio(variant.ratio, variant: variant.id)
    self.ratio = ratio
    delegate?.onWidgetReady(widget: next, ratio: ratio)
    report(next, isVisible: true)
    recordImpressionIfOnScreen()
  }

  /// Tells the delegate the ratio the provider remembers while no content has arrived, so the
  /// host can size the placement before it does.
  private func reportExpectedRatio() {
    guard let delegate, let provider = dataProvider, let remembered = provider.rememberedRatio else { return }
    switch provider.state {
    case .idle, .loading:
      delegate.onWidgetExpected(
        ratio: Self.clampedRatio(remembered, variant: "\(provider.config.token) (remembered)"))
    case .loaded, .failed: return
    }
  }

  /// Puts `next` in place of the current widget in one step: the old view leaves in the same
  /// main-actor turn the new one arrives, so no frame shows neither.
  private func install(_ next: any PlacementWidget) {
    next.view.frame = bounds
    addSubview(next.view)
    widget?.view.removeFromSuperview()
    widget = next
    setNeedsLayout()
    setNeedsDisplay()
  }

  private func hide() {
    widget?.view.removeFromSuperview()
    widget = nil
    ratio = nil
    report(nil, isVisible: false)
    setNeedsDisplay()
  }

  private func report(_ widget: (any PlacementWidget)?, isVisible: Bool) {
    guard self.isVisible != isVisible || reportedWidget !== widget else { return }
    self.isVisible = isVisible
    reportedWidget = widget
    delegate?.onVisibilityChange(widget: widget, isVisible: isVisible)
  }

  private func diagnoseMissing(_ kind: WidgetKind) {
    guard diagnosedKinds.insert(kind).inserted else { return }
    let token = dataProvider?.config.token ?? "?"
    StoryKitLog.warning(
      "placement \(token): the server chose a \(kind.name) widget, but none is registered, so nothing renders; "
        + "link and register \(WidgetRegistry.productName(for: kind))")
  }

  /// `ratio` within ``ratioRange``; a value outside (or not a number) is clamped with a warning.
  static func clampedRatio(_ ratio: Double, variant: String) -> Double {
    guard ratio.isFinite else {
      StoryKitLog.warning("widget variant \(variant): expected a finite ratio, found \(ratio); using 1")
      return 1
    }
    let clamped = min(max(ratio, ratioRange.lowerBound), ratioRange.upperBound)
    if clamped != ratio {
      StoryKitLog.warning(
        "widget variant \(variant): expected a ratio within \(ratioRange.lowerBound)…\(ratioRange.upperBound), "
          + "found \(ratio); using \(clamped)")
    }
    return clamped
  }
}
