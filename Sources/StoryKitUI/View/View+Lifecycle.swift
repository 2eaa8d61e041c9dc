/// The customizable view lifecycle, written once here for every view.
///
/// | method | runs |
/// | --- | --- |
/// | ``View/setUp()`` | once, first: delegates, recognizers, actions |
/// | ``View/setUpLayout()`` | once, second: add subviews, build stacks |
/// | ``View/setUpAppearance()`` | once, third; again whenever the appearance or theme changes |
/// | ``View/updateContent()`` | once, last; again every time the view's content changes |
///
/// They run when the view first joins a prepared tree: when it is added to a superview that is
/// already set up, or when a root view is laid out, rendered or sent ``View/prepareIfNeeded()``.
/// Subviews are prepared after their superview's `setUpLayout()` has added them. Override and
/// call `super` to extend; skip `super` to replace (a custom layout from scratch).
///
/// A `setState(_:)` / `getState()` pair is the same idea as `content`: a view with data has a
/// nested `Content` value and `var content: Content? { didSet { if content != oldValue { contentDidChange() } } }`; setting
/// it is `setState`, reading it is `getState`, and `updateContent()` is where the view shows it.
extension View {
  /// Runs the lifecycle if it has not run yet, then prepares the subviews.
  public func prepareIfNeeded() {
    guard lifecycle == .new else { return }
    lifecycle = .preparing
    if superview == nil { captureRootEnvironment() }
    View.asStoryKit {
      setUp()
      setUpLayout()
      setUpAppearance()
      updateContent()
    }
    lifecycle = .ready
    for view in subviews { view.prepareIfNeeded() }
  }

  /// Whether the lifecycle has run.
  public var isPrepared: Bool { lifecycle == .ready }

  /// Call from a `content` property's `didSet`: re-runs ``updateContent()`` if the view is set up
  /// (otherwise it runs when the view joins a tree) and schedules layout.
  public func contentDidChange() {
    invalidateMeasurement()
    setNeedsLayout()
    guard lifecycle == .ready else { return }
    View.asStoryKit { updateContent() }
  }

  /// Re-runs ``setUpAppearance()`` on this view and every set-up descendant, parents first, and
  /// schedules layout: call it when something a view reads in `setUpAppearance()` other than the
  /// appearance changes (a widget's resolved styling), so each part's own look is applied after
  /// its parent's, as when the view was set up.
  public func appearanceInputsDidChange() {
    environmentDidChange()
  }

  /// Re-runs ``setUpAppearance()`` on this view and every set-up descendant, and schedules layout
  /// (fonts may have changed sizes). The ancestors' measurements are forgotten once, at the top;
  /// each descendant forgets only its own.
  func environmentDidChange() {
    guard lifecycle == .ready else { return }
    invalidateMeasurement()
    environmentDidChangeInSubtree()
  }

  private func environmentDidChangeInSubtree() {
    guard lifecycle == .ready else { return }
    View.asStoryKit { setUpAppearance() }
    measurementCache.removeAll()
    needsLayout = true
    for view in subviews { view.environmentDidChangeInSubtree() }
  }

}
