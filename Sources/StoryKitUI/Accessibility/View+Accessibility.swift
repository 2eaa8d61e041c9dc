import StoryKit

extension View {
  /// The accessibility elements in this view's subtree, in reading order.
  ///
  /// The walk, from this view down:
  /// - A hidden view, one with ``alpha`` at most 0.01 (the hit-testing threshold), or one with
  ///   ``accessibilityElementsHidden``, is skipped with its whole subtree.
  /// - A view whose ``isAccessibilityElement`` is `true` becomes one element, and its subviews
  ///   are not walked: the element speaks for them (as in UIKit). This view itself can be that
  ///   element.
  /// - Any other view is a container: its subviews are walked.
  /// - A view with ``accessibilityViewIsModal`` shuts out the rest: when one is found (the last
  ///   in drawing order, the one on top, when there are several), only the elements inside it
  ///   are returned. An open player hides the bar under it this way.
  ///
  /// Each element's ``AccessibilityElement/frame`` is the bounding box of the view's bounds'
  /// corners converted with ``convert(_:to:)->Rect`` to the ``rootView``'s coordinates, so transforms,
  /// scroll offsets and nesting are accounted for. Elements outside their containers' visible
  /// areas are kept (a screen reader scrolls to them).
  ///
  /// The order is ``AccessibilityElement/sortedInReadingOrder(_:direction:)`` with the
  /// ``effectiveLayoutDirection`` of *this* view — the one whose tree is walked: rows top to
  /// bottom, each row left to right, or right to left when this view's direction is
  /// ``LayoutDirection/rightToLeft``. A row whose elements all have another direction (a
  /// right-to-left bar in a left-to-right screen) is read in theirs.
  ///
  /// ```swift
  /// bar.layoutDirection = .rightToLeft
  /// bar.accessibilityElements().map(\.label)  // ["First", "Second", "Third"], rightmost first
  /// ```
  public func accessibilityElements() -> [AccessibilityElement] {
    var found: [AccessibilityElement] = []
    var modal: [AccessibilityElement]?
    collectAccessibilityElements(into: &found, modal: &modal, group: nil)
    return AccessibilityElement.sortedInReadingOrder(modal ?? found, direction: effectiveLayoutDirection)
  }

  /// The view with ``accessibilityViewIsModal`` whose elements ``accessibilityElements()``
  /// returns (the innermost, on top, of those showing), or `nil` when none shuts the rest out: a
  /// host moves a screen reader's focus into it when it appears, as a presented screen does.
  public var accessibilityModalView: View? {
    guard !isHidden, alpha > 0.01, !accessibilityElementsHidden, !isAccessibilityElement else { return nil }
    var found: View? = accessibilityViewIsModal ? self : nil
    for subview in subviews {
      if let inner = subview.accessibilityModalView { found = inner }
    }
    return found
  }

  /// What a screen reader says for this view: its label, trait words and value (see
  /// ``AccessibilityElement/spokenDescription``), whether or not it is an element.
  public var accessibilitySpokenDescription: String {
    AccessibilityElement.spokenDescription(
      label: accessibilityLabel, value: accessibilityValue, traits: accessibilityTraits)
  }

  /// The bounding box of the view's bounds, after every transform, in the root view's coordinates.
  public var accessibilityFrameInRoot: Rect {
    let box = bounds
    let corners = [
      Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
      Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY),
    ].map { convert($0, to: nil) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    let maxX = xs.max() ?? 0
    let maxY = ys.max() ?? 0
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private func collectAccessibilityElements(
    into found: inout [AccessibilityElement], modal: inout [AccessibilityElement]?,
    group: ObjectIdentifier?
  ) {
    guard !isHidden, alpha > 0.01, !accessibilityElementsHidden else { return }
    guard accessibilityViewIsModal else {
      collectOwnAccessibilityElements(into: &found, modal: &modal, group: group)
      return
    }
    // Everything outside this view is shut out; a modal view inside this one (or a later one,
    // on top) shuts this one out in turn.
    var own: [AccessibilityElement] = []
    var inner: [AccessibilityElement]?
    collectOwnAccessibilityElements(into: &own, modal: &inner, group: group)
    modal = inner ?? own
  }

  private func collectOwnAccessibilityElements(
    into found: inout [AccessibilityElement], modal: inout [AccessibilityElement]?,
    group: ObjectIdentifier?
  ) {
    if isAccessibilityElement {
      var element = AccessibilityElement(
        view: self, label: accessibilityLabel, value: accessibilityValue, hint: accessibilityHint,
        traits: accessibilityTraits, frame: accessibilityFrameInRoot,
        customActionNames: accessibilityCustomActions.map(\.name))
      element.focusGroup = group
      element.layoutDirection = effectiveLayoutDirection
      found.append(element)
      return
    }
    let inner = isAccessibilityFocusGroup ? ObjectIdentifier(self) : group
    for subview in subviews {
      subview.collectAccessibilityElements(into: &found, modal: &modal, group: inner)
    }
  }
}
