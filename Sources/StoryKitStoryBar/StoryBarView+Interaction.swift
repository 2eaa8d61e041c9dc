import StoryKit
import StoryKitUI

extension StoryBarView {
  /// The largest offset the content can scroll to.
  public var maximumContentOffset: Double {
    scroller.maximumContentOffset
  }

  /// Scrolls so the group with `id` sits at the leading (or top) edge, as far as the content
  /// allows. Returns `false` when no displayed group has that ID.
  @discardableResult
  public func scrollToGroup(id: String) -> Bool {
    guard let index = displayedGroups.firstIndex(where: { $0.id == id }) else { return false }
    scroller.scroll(toSlot: index, animated: false)
    return true
  }

  /// The group under a point in the bar's coordinates, if any.
  public func group(at point: Point) -> StoryGroup? {
    guard let index = index(at: point), displayedGroups.indices.contains(index) else { return nil }
    return displayedGroups[index]
  }

  func index(at point: Point) -> Int? {
    barLayout.index(at: scroller.contentPoint(for: point))
  }

  /// The cell under a point in the bar's coordinates, if one is showing there.
  func cell(at point: Point) -> StoryGroupView? {
    guard let index = index(at: point), displayedGroups.indices.contains(index) else { return nil }
    return cells[index]
  }

  /// Selects the group under a point, as a tap there does.
  func selectGroup(at point: Point) {
    cell(at: point)?.send(.select)
  }

  /// A cell's action, after the cell's own ``StoryGroupView/onAction``: a selected group starts
  /// its opening animation (unless disabled; custom cells decide for themselves) and is reported.
  func handle(_ action: StoryGroupView.Action, from cell: StoryGroupView) {
    guard let group = cell.storyGroup else { return }
    switch action {
    case .select:
      cell.willOpen()
      onStoryGroupSelected?(group)
    case .longPress:
      onStoryGroupLongPressed?(group)
    }
  }

  /// Stops every opening animation (call when the player has opened).
  public func finishOpening() {
    for cell in cells.values { cell.didFinishOpening() }
  }
}
