/// A widget's styling with every value decided, made from its inputs in one place: the app's
/// styling set in code, the server's from the feed, and the ``Appearance`` (theme, colours, fonts,
/// text scale) in effect where it is read.
///
/// A widget puts its app and server styling into its tree's environment
/// (``View/setStylingInputs(_:app:server:)``); every part reads the resolved value there, in its own
/// ``View/setUpAppearance()`` (``View/resolvedStyling(_:)``). Nothing hands styling to a part by
/// hand, and a changed input re-runs `setUpAppearance()` down the tree. A part outside any widget
/// reads the resolution of unset styling: the appearance's defaults.
///
/// ```swift
/// open override func setUpAppearance() {
///   super.setUpAppearance()
///   let styling = resolvedStyling(ResolvedBannerStyling.self)
///   titleLabel.font = styling.titleFont
/// }
/// ```
@MainActor
public protocol ResolvedStyling: Sendable, Hashable {
  /// The styling values an app and a feed set, each value `nil` while unset.
  associatedtype Styling: Sendable, Hashable
  /// Styling with nothing set.
  static var unset: Styling { get }
  /// Decides every value: `app` over `server`, and the appearance for what both leave unset.
  init(app: Styling, server: Styling, appearance: Appearance)
}

/// One widget's styling inputs in a view's environment, and the value last resolved from them.
@MainActor
final class StylingInputs {
  let app: any Sendable
  let server: any Sendable
  let isEqual: (StylingInputs) -> Bool
  /// The appearance last resolved for, where it came from and when, and the result: parts of one
  /// widget share one appearance, so each change resolves once, and reads between changes compare
  /// no appearances.
  var cache: (appearance: Appearance, source: ObjectIdentifier, epoch: Int, resolved: any Sendable)?
  /// How many times these inputs were resolved (tests of "resolve once per change").
  var resolutionCount = 0

  init<Value: Sendable & Hashable>(app: Value, server: Value) {
    self.app = app
    self.server = server
    isEqual = { other in (other.app as? Value) == app && (other.server as? Value) == server }
  }

  /// The styling resolved for `view`'s appearance; between appearance changes, from the cache
  /// without comparing appearances.
  func resolved<R: ResolvedStyling>(_ type: R.Type, for view: View) -> R {
    let source = ObjectIdentifier(view.appearanceSource)
    let epoch = View.appearanceEpoch
    if let cache, cache.source == source, cache.epoch == epoch, let resolved = cache.resolved as? R {
      return resolved
    }
    let appearance = view.appearance
    if let cache, cache.appearance == appearance, let resolved = cache.resolved as? R {
      self.cache = (appearance, source, epoch, resolved)
      return resolved
    }
    let made = R(
      app: app as? R.Styling ?? R.unset, server: server as? R.Styling ?? R.unset, appearance: appearance)
    resolutionCount += 1
    cache = (appearance, source, epoch, made)
    return made
  }
}

extension View {
  /// Puts a widget's app and server styling into this view's environment: every view in the
  /// subtree reads ``resolvedStyling(_:)`` from them. Setting different inputs re-runs
  /// ``setUpAppearance()`` in the subtree; setting equal ones does nothing.
  public func setStylingInputs<R: ResolvedStyling>(_ type: R.Type, app: R.Styling, server: R.Styling) {
    let key = ObjectIdentifier(type)
    let inputs = StylingInputs(app: app, server: server)
    if let current = environmentOverrides.stylings[key], current.isEqual(inputs) { return }
    environmentOverrides.stylings[key] = inputs
    environmentDidChange()
  }

  /// The styling of type `R` in effect here: the nearest inputs up the tree, resolved with this
  /// view's ``appearance``; without inputs, unset styling resolved with it.
  public func resolvedStyling<R: ResolvedStyling>(_ type: R.Type = R.self) -> R {
    let key = ObjectIdentifier(type)
    var view: View? = self
    while let current = view {
      if let inputs = current.environmentOverrides.stylings[key] { return inputs.resolved(type, for: self) }
      view = current.superview
    }
    return R(app: R.unset, server: R.unset, appearance: appearance)
  }

  /// How many times the styling inputs set on this view were resolved (for tests).
  public func stylingResolutionCount<R: ResolvedStyling>(_ type: R.Type) -> Int {
    environmentOverrides.stylings[ObjectIdentifier(type)]?.resolutionCount ?? 0
  }
}
