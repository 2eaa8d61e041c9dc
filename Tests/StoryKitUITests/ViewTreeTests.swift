import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct ViewTreeTests {
  @Test func addingAndRemovingSubviewsKeepsParentLinks() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View()
    root.addSubview(child)
    #expect(child.superview === root)
    #expect(root.subviews.count == 1)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(root.subviews.isEmpty)
  }
}
