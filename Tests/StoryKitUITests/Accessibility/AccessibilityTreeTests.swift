import StoryKit
import StoryKitUI
import Testing

/// Which views ``View/accessibilityElements()`` returns, and the frames it gives them.
@MainActor
@Suite("Accessibility tree walk")
struct AccessibilityTreeTests {
  @Test func hiddenAndTransparentViewsAreSkippedWithTheirSubtrees() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 50))
    addAccessibleView("Visible", Rect(x: 0, y: 0, width: 40, height: 50), to: root)
    addAccessibleView("Hidden", Rect(x: 50, y: 0, width: 40, height: 50), to: root).isHidden = true
    addAccessibleView("Clear", Rect(x: 100, y: 0, width: 40, height: 50), to: root).alpha = 0
    let hiddenBox = addContainer(Rect(x: 150, y: 0, width: 40, height: 50), to: root)
    hiddenBox.isHidden = true
    addAccessibleView("In hidden box", Rect(x: 0, y: 0, width: 40, height: 50), to: hiddenBox)
    let faintBox = addContainer(Rect(x: 200, y: 0, width: 40, height: 50), to: root)
    faintBox.alpha = 0.005
    addAccessibleView("In faint box", Rect(x: 0, y: 0, width: 40, height: 50), to: faintBox)
    addAccessibleView("Half", Rect(x: 250, y: 0, width: 40, height: 50), to: root).alpha = 0.5
    let dimBox = addContainer(Rect(x: 300, y: 0, width: 100, height: 50), to: root)
    dimBox.alpha = 0.02
    addAccessibleView("In dim box", Rect(x: 10, y: 0, width: 40, height: 50), to: dimBox)

    let elements = root.accessibilityElements()
    #expect(labels(elements) == ["Visible", "Half", "In dim box"])
    #expect(
      elements.map(\.frame) == [
        Rect(x: 0, y: 0, width: 40, height: 50),
        Rect(x: 250, y: 0, width: 40, height: 50),
        Rect(x: 310, y: 0, width: 40, height: 50),
      ])
  }

  @Test func aHiddenOrTransparentRootHasNoElements() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    addAccessibleView("A", Rect(x: 0, y: 0, width: 50, height: 50), to: root)
    root.isHidden = true
    #expect(root.accessibilityElements().isEmpty)
    root.isHidden = false
    root.alpha = 0
    #expect(root.accessibilityElements().isEmpty)
    root.alpha = 1
    #expect(labels(root.accessibilityElements()) == ["A"])
  }

  @Test func aTreeWithoutElementsHasNone() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let box = addContainer(Rect(x: 10, y: 10, width: 50, height: 50), to: root)
    box.accessibilityLabel = "Not an element"
    addContainer(Rect(x: 0, y: 0, width: 10, height: 10), to: box)
    #expect(root.accessibilityElements().isEmpty)
  }

  @Test func anElementsSubviewsAreNotWalked() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let cell = addAccessibleView("New in", Rect(x: 20, y: 10, width: 80, height: 80), to: root)
    cell.accessibilityValue = "new stories"
    addAccessibleView("Cover", Rect(x: 0, y: 0, width: 80, height: 60), to: cell, traits: .image)
    let caption = Label(frame: Rect(x: 0, y: 60, width: 80, height: 20))
    caption.text = "New in"
    cell.addSubview(caption)

    let title = Label(frame: Rect(x: 120, y: 10, width: 160, height: 30))
    title.text = "Stories"
    addAccessibleView("Inside a label", Rect(x: 0, y: 0, width: 10, height: 10), to: title)
    root.addSubview(title)

    let elements = root.accessibilityElements()
    #expect(labels(elements) == ["New in", "Stories"])
    #expect(
      elements.map(\.frame) == [
        Rect(x: 20, y: 10, width: 80, height: 80),
        Rect(x: 120, y: 10, width: 160, height: 30),
      ])
    #expect(elements.map(\.spokenDescription) == ["New in, button, new stories", "Stories"])
    #expect(elements.first?.view === cell)
    #expect(elements.last?.view === title)

    // Walking an element returns just that element, still in root coordinates.
    let own = cell.accessibilityElements()
    #expect(own.count == 1)
    #expect(own.first?.view === cell)
    #expect(own.first?.frame == Rect(x: 20, y: 10, width: 80, height: 80))
  }

  @Test func labelsAreStaticTextElementsNamedByTheirText() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 40))
    let named = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    named.text = "Hello"
    root.addSubview(named)
    let renamed = Label(frame: Rect(x: 100, y: 0, width: 100, height: 40))
    renamed.text = "×"
    renamed.accessibilityLabel = "Close"
    renamed.accessibilityTraits = .button
    root.addSubview(renamed)

    let elements = root.accessibilityElements()
    #expect(labels(elements) == ["Hello", "Close"])
    #expect(elements.map(\.traits) == [.staticText, .button])
    #expect(elements.map(\.spokenDescription) == ["Hello", "Close, button"])
  }

  /// ```
  /// root 300×300
  /// ├ scaled parent (20, 30, 100×100)  └ "Scaled" (10, 10, 40×20), scale 2 about its centre
  /// ├ scrolled (150, 0, 100×100), boundsOrigin (0, 40)  └ "Scrolled" (10, 50, 30×30)
  /// ├ plain (0, 150, 100×100)  └ "Rotated" (30, 40, 40×20), a quarter turn
  /// └ halved (150, 150, 100×100), scale 0.5  └ "In halved" (0, 0, 50×50)
  /// ```
  @Test func transformedAndOffsetFramesAreConvertedToRootCoordinates() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))

    let scaledParent = addContainer(Rect(x: 20, y: 30, width: 100, height: 100), to: root)
    let scaled = addAccessibleView("Scaled", Rect(x: 10, y: 10, width: 40, height: 20), to: scaledParent)
    scaled.transform = .scale(x: 2, y: 2)

    let scrolled = addContainer(Rect(x: 150, y: 0, width: 100, height: 100), to: root)
    scrolled.boundsOrigin = Point(x: 0, y: 40)
    addAccessibleView("Scrolled", Rect(x: 10, y: 50, width: 30, height: 30), to: scrolled)

    let plain = addContainer(Rect(x: 0, y: 150, width: 100, height: 100), to: root)
    let rotated = addAccessibleView("Rotated", Rect(x: 30, y: 40, width: 40, height: 20), to: plain)
    rotated.transform = .rotation(.pi / 2)

    let halved = addContainer(Rect(x: 150, y: 150, width: 100, height: 100), to: root)
    halved.transform = .scale(x: 0.5, y: 0.5)
    addAccessibleView("In halved", Rect(x: 0, y: 0, width: 50, height: 50), to: halved)

    let elements = root.accessibilityElements()
    let frames = framesByLabel(elements)
    // Centre (30, 20) in the parent; 80×40 about it is (−10, 0); plus the parent's (20, 30).
    #expect(frames["Scaled"] == Rect(x: 10, y: 30, width: 80, height: 40))
    // (10, 50) − the scroll offset (0, 40) + the parent's (150, 0).
    #expect(frames["Scrolled"] == Rect(x: 160, y: 10, width: 30, height: 30))
    // Centre (50, 50) in the parent, 20×40 about it is (40, 30); plus the parent's (0, 150).
    #expect(accessibilityFramesMatch(frames["Rotated"], Rect(x: 40, y: 180, width: 20, height: 40)))
    // The parent's centre is (200, 200); (0, 0) and (50, 50) are 50 from it, halved to 25.
    #expect(frames["In halved"] == Rect(x: 175, y: 175, width: 25, height: 25))

    // Rows by the converted frames, not the unconverted ones: Scrolled (10…40, centre 25) is above
    // Scaled (30…70, centre 50) — neither centre is in the other's span —; In halved (175…200)
    // and Rotated (180…220, centre 200 on In halved's bottom edge) share a row.
    #expect(labels(elements) == ["Scrolled", "Scaled", "Rotated", "In halved"])
  }

  @Test func elementsKeepTheirViewWeakly() {
    let elements = makeElementsOfDiscardedTree()
    #expect(elements.count == 1)
    #expect(elements.first?.view == nil)
    #expect(elements.first?.label == "Gone")
  }

  @Test func elementsAreEqualWhenTheyDescribeTheSameViewTheSameWay() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = addAccessibleView("A", Rect(x: 0, y: 0, width: 50, height: 50), to: root)
    let twin = addAccessibleView("A", Rect(x: 0, y: 0, width: 50, height: 50), to: root)
    let first = root.accessibilityElements()
    #expect(first == root.accessibilityElements())
    #expect(Set(first).count == 2)
    #expect(first.map(\.viewIdentifier) == [ObjectIdentifier(view), ObjectIdentifier(twin)])

    view.accessibilityValue = "on"
    #expect(first != root.accessibilityElements())
  }

  private func makeElementsOfDiscardedTree() -> [AccessibilityElement] {
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    addAccessibleView("Gone", Rect(x: 0, y: 0, width: 10, height: 10), to: root)
    return root.accessibilityElements()
  }
}
