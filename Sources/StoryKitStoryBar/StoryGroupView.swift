import StoryKit
import StoryKitUI

/// The base of every story group cell: subclass it for a custom look and return it
/// from a ``StoryGroupViewFactory``, or put your subclass in ``StoryKitUI/Components/storyGroupView``.
///
/// A cell's state is its ``content`` (`setState` / `getState` in other view APIs): the bar sets it
/// whenever the cell is about to show a (possibly different) group, and setting equal content does
/// nothing. Show it in ``updateContent()`` — or in the classic hook
/// ``populateView(storyGroup:)``, which `updateContent()` calls. Use every field you need, such as
/// `isPinned` or `type`. The bar's resolved ``styling`` arrives before the cell is set up and
/// whenever it changes; a change re-runs ``setUpAppearance()`` (the cell's, then its parts') and
/// ``updateContent()``.
///
/// ```swift
/// final class TitleOnlyView: StoryGroupView {
///   let label = Label()
///   override func setUpLayout() { VContainer { label }.embed(in: self) }
///   override func populateView(storyGroup: StoryGroup?) {
///     label.text = storyGroup?.title ?? ""
///   }
/// }
/// ```
///
/// User actions go through ``send(_:)``: the bar's taps do, and a custom cell with its own controls
/// calls it too. ``onAction`` hears them first (a factory can wire it), then the bar.
open class StoryGroupView: View, ItemActionSending {
  /// What a cell shows.
  public struct Content: Sendable, Hashable {
    /// The group, or `nil` for a loading (skeleton) cell.
    public var storyGroup: StoryGroup?

    /// Creates content; `nil` for a skeleton cell.
    public init(storyGroup: StoryGroup?) {
      self.storyGroup = storyGroup
    }
  }

  /// What the user did with a cell.
  public enum Action: Sendable, Hashable {
    /// Tapped it: the group opens.
    case select
    /// Pressed and held it.
    case longPress
  }

  /// The cell's state; `nil` (or a `nil` group) shows a loading skeleton.
  public var content: Content? {
    didSet {
      if content != oldValue { contentDidChange() }
    }
  }

  /// The group shown, or `nil` for a loading (skeleton) cell.
  public var storyGroup: StoryGroup? { content?.storyGroup }

  /// The bar's resolved styling, read from the environment; the default cell draws with it,
  /// custom cells may ignore it.
  public var styling: ResolvedStoryBarStyling { resolvedStyling(ResolvedStoryBarStyling.self) }

  /// Hears the cell's actions before the bar does; a ``StoryGroupViewFactory`` or view factory can
  /// set it on the cells it makes.
  public var onAction: (@MainActor (StoryGroupView, Action) -> Void)? {
    get { actions.listener }
    set { actions.listener = newValue }
  }

  /// The cell's listener and the bar's handler.
  let actions = ItemActionRelay<StoryGroupView, Action>()

  public required init(frame: Rect) {
    super.init(frame: frame)
    accessibilityTraits = .button
  }

  /// A new styling shows at once: the cell's content may depend on it (titles shown, the
  /// thematic icon).
  open override func setUpAppearance() {
    super.setUpAppearance()
    if isPrepared { updateContent() }
  }

  /// Shows the content's group, then calls ``populateView(storyGroup:)``; call `super`.
  open override func updateContent() {
    super.updateContent()
    let group = storyGroup
    isAccessibilityElement = group != nil
    let strings = strings
    accessibilityLabel = group.map { Self.accessibilityDescription($0, strings: strings) }
    populateView(storyGroup: group)
  }

  /// The classic story group hook: show `storyGroup` (or a skeleton for `nil`). Called from
  /// ``updateContent()`` every time the content changes, cells being recycled.
  open func populateView(storyGroup: StoryGroup?) {}

  /// Called when the user taps this cell and its group starts opening; the default cell turns
  /// its ring until ``didFinishOpening()``. Custom cells get no animation unless they add one.
  open func willOpen() {}

  /// Called when the opening animation should stop.
  open func didFinishOpening() {}

  /// An assistive technology's activation opens the group, as a tap does (``Action/select``);
  /// `false` for a skeleton cell.
  open override func accessibilityActivate() -> Bool {
    guard storyGroup != nil else { return false }
    send(.select)
    return true
  }

  /// Sends a user action: ``onAction`` hears it, then the bar (which opens the group on
  /// ``Action/select``). Does nothing for a skeleton cell.
  public func send(_ action: Action) {
    guard storyGroup != nil else { return }
    actions.send(action, from: self)
  }

  /// "title, new stories / seen, pinned / live / video": what assistive technologies say, in
  /// the language of `strings` (English by default; a cell says it in its tree's).
  public static func accessibilityDescription(
    _ group: StoryGroup, strings: StoryKitStrings = .english
  ) -> String {
    var parts = [
      group.title.isEmpty ? strings[.barUntitledGroup] : group.title,
      strings[group.isSeen ? .barSeen : .barNewStories],
    ]
    if group.isPinned { parts.append(strings[.barPinned]) }
    switch group.type {
    case .live: parts.append(strings[.barLive])
    case .ivod: parts.append(strings[.barVideo])
    default: break
    }
    return parts.joined(separator: strings[.listSeparator])
  }
}

/// Makes custom story group views for one bar: `createView()` whenever the bar needs a
/// new cell (cells are recycled, so far fewer times than there are groups) and the cell size,
/// which wins over the size styling. The bar asks it first, then the tree's
/// ``StoryKitUI/ViewFactory`` (whose default is the ``StoryKitUI/Components/storyGroupView`` slot).
@MainActor
public protocol StoryGroupViewFactory: AnyObject {
  /// A new, empty cell.
  func createView() -> StoryGroupView
  /// The size of every cell.
  var size: Size { get }
}
