import StoryKit
import StoryKitUI

/// Adds an accessible view (a button unless told otherwise) to `parent` and returns it.
@MainActor
@discardableResult
func addAccessibleView(
  _ label: String, _ frame: Rect, to parent: View, traits: AccessibilityTraits = .button
) -> View {
  let view = View(frame: frame)
  view.isAccessibilityElement = true
  view.accessibilityLabel = label
  view.accessibilityTraits = traits
  parent.addSubview(view)
  return view
}

/// Adds a plain container view to `parent` and returns it.
@MainActor
@discardableResult
func addContainer(_ frame: Rect, to parent: View) -> View {
  let view = View(frame: frame)
  parent.addSubview(view)
  return view
}

/// The labels of elements, in order.
func labels(_ elements: [AccessibilityElement]) -> [String] {
  elements.map { $0.label ?? "" }
}

/// The frames of elements by label.
func framesByLabel(_ elements: [AccessibilityElement]) -> [String: Rect] {
  Dictionary(elements.map { ($0.label ?? "", $0.frame) }, uniquingKeysWith: { first, _ in first })
}

/// Whether two rectangles agree to a thousandth of a point (for rotated frames).
func accessibilityFramesMatch(_ lhs: Rect?, _ rhs: Rect) -> Bool {
  guard let lhs else { return false }
  let tolerance = 0.001
  return abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
    && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}
