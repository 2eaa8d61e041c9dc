import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct HitTestTests {
  func tree() -> (root: View, card: View, button: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let card = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let button = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(card)
    card.addSubview(button)
    return (root, card, button)
  }

  @Test func deepestViewUnderThePointWins() {
    let (root, card, button) = tree()
    #expect(root.hitTest(Point(x: 65, y: 65)) === button)
    #expect(root.hitTest(Point(x: 120, y: 120)) === card)
    #expect(root.hitTest(Point(x: 10, y: 10)) === root)
    #expect(root.hitTest(Point(x: 250, y: 10)) == nil)
  }

  @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
    let (root, card, button) = tree()
    button.isHidden = true
    #expect(root.hitTest(Point(x: 65, y: 65)) === card)
    button.isHidden = false
    button.alpha = 0
    #expect(root.hitTest(Point(x: 65, y: 65)) === card)
    button.alpha = 1
    card.isUserInteractionEnabled = false
    #expect(root.hitTest(Point(x: 65, y: 65)) === root, "a non-interactive view hides its subtree too")
  }

  @Test func transformsAreHonoured() {
    let (root, card, button) = tree()
    card.transform = .scale(x: 0.5, y: 0.5)  // now covers 75...125
    #expect(root.hitTest(Point(x: 60, y: 60)) === root)
    #expect(root.hitTest(Point(x: 110, y: 110)) === card, "(110, 110) is (70, 70) in the card")
    #expect(root.hitTest(Point(x: 80, y: 80)) === button, "(80, 80) is (10, 10) in the card: the button")
    card.transform = .scale(x: 0, y: 0)
    #expect(root.hitTest(Point(x: 100, y: 100)) === root, "a collapsed view cannot be hit")
  }

  @Test func pointsConvertBetweenViews() {
    let (root, card, button) = tree()
    #expect(button.convert(Point(x: 0, y: 0), to: root) == Point(x: 60, y: 60))
    #expect(root.convert(Point(x: 60, y: 60), to: button) == Point(x: 0, y: 0))
    #expect(button.convert(Point(x: 5, y: 5), to: card) == Point(x: 15, y: 15))
  }
}
