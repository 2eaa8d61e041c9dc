import StoryKit
import StoryKitUI

/// The base of every story group cell: subclass it for a custom look (seed 000) and return it from
/// a ``StoryGroupViewFactory``, or put your subclass in ``StoryKitUI/Components/storyGroupView``.
///
/// The bar recycles cells: ``populateView(storyGroup:)`` is called whenever a cell is about to show
/// a (possibly different) group — use every field you need, such as `isPinned` or `type`.
///
/// ```swift
/// final class TitleOnlyView: StoryGroupView {
///   let label = Label()
///   override func setUpLayout() { VContainer { label }.embed(in: self) }
///   override func populateView(storyGroup: StoryGroup?) {
///     super.populateView(storyGroup: storyGroup)
///     label.text = storyGroup?.title ?? ""
///   }
/// }
/// ```
open class StoryGroupView: View {
  /// The group shown, or `nil` for a loading (skeleton) cell.
  public private(set) var storyGroup: StoryGroup?

  /// The bar's resolved styling; the default view draws with it, custom views may ignore it.
  public internal(set) var styling: StoryBarStyling = .standard {
    didSet {
      if styling != oldValue, isPrepared { stylingDidChange() }
    }
  }

  /// Shows a group (or a skeleton for `nil`). Called on every reuse; call `super`.
  open func populateView(storyGroup: StoryGroup?) {
    self.storyGroup = storyGroup
    isAccessibilityElement = storyGroup != nil
    accessibilityTraits = .button
    accessibilityLabel = storyGroup.map(Self.accessibilityDescription)
  }

  /// Called when the bar's styling changes; the default view restyles itself.
  open func stylingDidChange() {}

  /// Called when the user taps this cell and its group starts opening; the default view rotates
  /// its ring until ``didFinishOpening()``. Custom views get no animation unless they add one.
  open func willOpen() {}

  /// Called when the opening animation should stop.
  open func didFinishOpening() {}

  /// "title, new stories / seen, pinned / live / video": what assistive technologies say.
  public static func accessibilityDescription(_ group: StoryGroup) -> String {
    var parts = [group.title.isEmpty ? "Story" : group.title, group.isSeen ? "seen" : "new stories"]
    if group.isPinned { parts.append("pinned") }
    switch group.type {
    case .live: parts.append("live")
    case .ivod: parts.append("video")
    default: break
    }
    return parts.joined(separator: ", ")
  }
}

/// Makes custom story group views for the bar (seed 000): `createView()` whenever the bar needs a
/// new cell (cells are recycled, so far fewer times than there are groups) and the cell size,
/// which wins over the size styling.
@MainActor
public protocol StoryGroupViewFactory: AnyObject {
  /// A new, empty cell.
  func createView() -> StoryGroupView
  /// The size of every cell.
  var size: Size { get }
}

extension Components {
  /// The story bar's default group view slot.
  public var storyGroupView: StoryGroupView.Type {
    get { view("storyBar.storyGroupView", default: DefaultStoryGroupView.self) }
    set { extensionSlots["storyBar.storyGroupView"] = newValue }
  }
}
