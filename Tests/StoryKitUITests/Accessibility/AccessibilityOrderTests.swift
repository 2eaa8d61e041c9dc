import StoryKit
import StoryKitUI
import Testing

/// Reading order of ``View/accessibilityElements()``. Frames are set by hand (no layout pass), and
/// every expected frame below is computed by hand in the root's coordinates.
@MainActor
@Suite("Accessibility order")
struct AccessibilityOrderTests {
  @Test("accessibility order in LTR and RTL")
  func rowOfThreeButtons() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    // Added out of visual order, so tree order cannot explain the result.
    addAccessibleView("B", Rect(x: 110, y: 20, width: 80, height: 40), to: root)
    addAccessibleView("C", Rect(x: 210, y: 20, width: 80, height: 40), to: root)
    addAccessibleView("A", Rect(x: 10, y: 20, width: 80, height: 40), to: root)

    let leftToRight = root.accessibilityElements()
    #expect(labels(leftToRight) == ["A", "B", "C"])
    #expect(
      leftToRight.map(\.frame) == [
        Rect(x: 10, y: 20, width: 80, height: 40),
        Rect(x: 110, y: 20, width: 80, height: 40),
        Rect(x: 210, y: 20, width: 80, height: 40),
      ])
    #expect(leftToRight.allSatisfy { $0.traits == .button })

    root.layoutDirection = .rightToLeft
    let rightToLeft = root.accessibilityElements()
    #expect(labels(rightToLeft) == ["C", "B", "A"])
    #expect(
      rightToLeft.map(\.frame) == [
        Rect(x: 210, y: 20, width: 80, height: 40),
        Rect(x: 110, y: 20, width: 80, height: 40),
        Rect(x: 10, y: 20, width: 80, height: 40),
      ])
  }

  @Test func gridOfTwoByTwoReadsRowByRow() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    addAccessibleView("4", Rect(x: 100, y: 50, width: 100, height: 50), to: root)
    addAccessibleView("1", Rect(x: 0, y: 0, width: 100, height: 50), to: root)
    addAccessibleView("3", Rect(x: 0, y: 50, width: 100, height: 50), to: root)
    addAccessibleView("2", Rect(x: 100, y: 0, width: 100, height: 50), to: root)

    let leftToRight = root.accessibilityElements()
    #expect(labels(leftToRight) == ["1", "2", "3", "4"])
    #expect(
      leftToRight.map(\.frame) == [
        Rect(x: 0, y: 0, width: 100, height: 50),
        Rect(x: 100, y: 0, width: 100, height: 50),
        Rect(x: 0, y: 50, width: 100, height: 50),
        Rect(x: 100, y: 50, width: 100, height: 50),
      ])

    root.layoutDirection = .rightToLeft
    #expect(labels(root.accessibilityElements()) == ["2", "1", "4", "3"])
  }

  @Test(arguments: LayoutDirection.allCases)
  func verticalListReadsTopToBottomInEitherDirection(_ direction: LayoutDirection) {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 176))
    root.layoutDirection = direction
    for (index, title) in ["Row 1", "Row 2", "Row 3", "Row 4"].enumerated().reversed() {
      addAccessibleView(title, Rect(x: 0, y: Double(index) * 44, width: 320, height: 44), to: root)
    }

    let elements = root.accessibilityElements()
    #expect(labels(elements) == ["Row 1", "Row 2", "Row 3", "Row 4"])
    #expect(
      elements.map(\.frame) == [
        Rect(x: 0, y: 0, width: 320, height: 44),
        Rect(x: 0, y: 44, width: 320, height: 44),
        Rect(x: 0, y: 88, width: 320, height: 44),
        Rect(x: 0, y: 132, width: 320, height: 44),
      ])
  }

  /// ```
  /// root 320×200
  /// ├ header (0, 0, 320×60):   "Stories" (16, 10, 200×40)  "Close" (270, 10, 40×40)
  /// └ content (0, 60, 320×140)
  ///   └ row (16, 20, 288×100): "First" (0, 0, 140×100)  "Second" (148, 0, 140×100)
  /// ```
  @Test func nestedContainersAreFlattenedIntoOneReadingOrder() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let header = addContainer(Rect(x: 0, y: 0, width: 320, height: 60), to: root)
    let content = addContainer(Rect(x: 0, y: 60, width: 320, height: 140), to: root)
    let row = addContainer(Rect(x: 16, y: 20, width: 288, height: 100), to: content)
    addAccessibleView("Second", Rect(x: 148, y: 0, width: 140, height: 100), to: row)
    addAccessibleView("First", Rect(x: 0, y: 0, width: 140, height: 100), to: row)
    addAccessibleView("Close", Rect(x: 270, y: 10, width: 40, height: 40), to: header)
    addAccessibleView("Stories", Rect(x: 16, y: 10, width: 200, height: 40), to: header, traits: .header)

    let elements = root.accessibilityElements()
    #expect(labels(elements) == ["Stories", "Close", "First", "Second"])
    #expect(
      elements.map(\.frame) == [
        Rect(x: 16, y: 10, width: 200, height: 40),
        Rect(x: 270, y: 10, width: 40, height: 40),
        Rect(x: 16, y: 80, width: 140, height: 100),  // 0 + 16 + 0, 60 + 20 + 0
        Rect(x: 164, y: 80, width: 140, height: 100),  // 0 + 16 + 148
      ])

    root.layoutDirection = .rightToLeft
    // Right edges: Close 310, Stories 216; Second 304, First 156.
    #expect(labels(root.accessibilityElements()) == ["Close", "Stories", "Second", "First"])
  }

  @Test func walkingASubtreeUsesThatSubtreesDirectionAndRootCoordinates() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let content = addContainer(Rect(x: 0, y: 60, width: 320, height: 140), to: root)
    let row = addContainer(Rect(x: 16, y: 20, width: 288, height: 100), to: content)
    addAccessibleView("First", Rect(x: 0, y: 0, width: 140, height: 100), to: row)
    addAccessibleView("Second", Rect(x: 148, y: 0, width: 140, height: 100), to: row)

    // Inherited from the root.
    root.layoutDirection = .rightToLeft
    #expect(labels(content.accessibilityElements()) == ["Second", "First"])

    // The walked view's own direction wins over the root's…
    content.layoutDirection = .leftToRight
    let elements = content.accessibilityElements()
    #expect(labels(elements) == ["First", "Second"])
    // …and frames stay in the root's coordinates, not the walked view's.
    #expect(
      elements.map(\.frame) == [
        Rect(x: 16, y: 80, width: 140, height: 100),
        Rect(x: 164, y: 80, width: 140, height: 100),
      ])

    // A row whose elements all sit in a deeper right-to-left view (a right-to-left bar in a
    // left-to-right screen) reads in that direction…
    row.layoutDirection = .rightToLeft
    #expect(labels(content.accessibilityElements()) == ["Second", "First"])
    // …but a row mixing directions reads in the walked view's.
    addAccessibleView("Third", Rect(x: 300, y: 0, width: 40, height: 100), to: content)
    #expect(labels(content.accessibilityElements()) == ["First", "Second", "Third"])
  }

  /// ```
  /// ┌─────┐ Title      (70, 5, 200×20)    centre 15
  /// │Avatar│            (0, 0, 60×60)      centre 30
  /// └─────┘ Subtitle   (70, 35, 200×20)   centre 45
  /// [ Follow ]         (0, 70, 270×40)    centre 90
  /// ```
  @Test func aTallElementGathersTheElementsBesideItIntoOneRow() {
    let root = View(frame: Rect(x: 0, y: 0, width: 270, height: 110))
    addAccessibleView("Follow", Rect(x: 0, y: 70, width: 270, height: 40), to: root)
    addAccessibleView("Subtitle", Rect(x: 70, y: 35, width: 200, height: 20), to: root, traits: .staticText)
    addAccessibleView("Title", Rect(x: 70, y: 5, width: 200, height: 20), to: root, traits: .staticText)
    addAccessibleView("Avatar", Rect(x: 0, y: 0, width: 60, height: 60), to: root, traits: .image)
    #expect(labels(root.accessibilityElements()) == ["Avatar", "Title", "Subtitle", "Follow"])

    // The same cell mirrored for right to left (x' = 270 − maxX) reads the same way.
    let mirrored = View(frame: Rect(x: 0, y: 0, width: 270, height: 110))
    mirrored.layoutDirection = .rightToLeft
    addAccessibleView("Follow", Rect(x: 0, y: 70, width: 270, height: 40), to: mirrored)
    addAccessibleView(
      "Subtitle", Rect(x: 0, y: 35, width: 200, height: 20), to: mirrored, traits: .staticText)
    addAccessibleView("Title", Rect(x: 0, y: 5, width: 200, height: 20), to: mirrored, traits: .staticText)
    addAccessibleView("Avatar", Rect(x: 210, y: 0, width: 60, height: 60), to: mirrored, traits: .image)
    #expect(labels(mirrored.accessibilityElements()) == ["Avatar", "Title", "Subtitle", "Follow"])
  }

  /// Each element overlaps the next by 10 points, but no centre lies in a neighbour's span, so
  /// there are three rows and right to left does not reverse them.
  @Test func staggeredElementsDoNotChainIntoOneRow() {
    let root = View(frame: Rect(x: 0, y: 0, width: 170, height: 100))
    root.layoutDirection = .rightToLeft
    addAccessibleView("A", Rect(x: 0, y: 0, width: 50, height: 40), to: root)  // 0…40, centre 20
    addAccessibleView("B", Rect(x: 60, y: 30, width: 50, height: 40), to: root)  // 30…70, centre 50
    addAccessibleView("C", Rect(x: 120, y: 60, width: 50, height: 40), to: root)  // 60…100, centre 80
    #expect(labels(root.accessibilityElements()) == ["A", "B", "C"])
  }

  @Test func misalignedButtonsStillShareARow() {
    // Centres 30, 28 and 35 all fall within the 10…50 span of the first.
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 60))
    addAccessibleView("C", Rect(x: 200, y: 20, width: 80, height: 30), to: root)
    addAccessibleView("A", Rect(x: 0, y: 10, width: 80, height: 40), to: root)
    addAccessibleView("B", Rect(x: 100, y: 18, width: 80, height: 20), to: root)
    #expect(labels(root.accessibilityElements()) == ["A", "B", "C"])
    root.layoutDirection = .rightToLeft
    #expect(labels(root.accessibilityElements()) == ["C", "B", "A"])
  }

  @Test func tiesGoToTheHigherElementThenToTreeOrder() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    // One row (the centres 25 and 30 are in each other's spans), same left edge.
    addAccessibleView("Lower", Rect(x: 0, y: 10, width: 40, height: 40), to: root)
    addAccessibleView("Upper", Rect(x: 0, y: 0, width: 40, height: 50), to: root)
    // Identical frames: tree order.
    addAccessibleView("First twin", Rect(x: 50, y: 0, width: 40, height: 50), to: root)
    addAccessibleView("Second twin", Rect(x: 50, y: 0, width: 40, height: 50), to: root)
    #expect(labels(root.accessibilityElements()) == ["Upper", "Lower", "First twin", "Second twin"])
  }

  @Test func sortingIsAvailableOnPlainElements() {
    let owner = View(frame: .zero)
    func element(_ label: String, _ x: Double, _ y: Double) -> AccessibilityElement {
      AccessibilityElement(
        view: owner, label: label, value: nil, hint: nil, traits: .button,
        frame: Rect(x: x, y: y, width: 10, height: 10))
    }
    let elements = [element("d", 20, 20), element("a", 0, 0), element("c", 0, 20), element("b", 20, 0)]
    #expect(
      labels(AccessibilityElement.sortedInReadingOrder(elements, direction: .leftToRight)) == [
        "a", "b", "c", "d",
      ])
    #expect(
      labels(AccessibilityElement.sortedInReadingOrder(elements, direction: .rightToLeft)) == [
        "b", "a", "d", "c",
      ])
    #expect(AccessibilityElement.sortedInReadingOrder([], direction: .rightToLeft).isEmpty)

    // Degenerate frames (negative or not-a-number sizes) are ordered without trapping.
    var flipped = element("flipped", 50, 10)
    flipped.frame = Rect(x: 50, y: 10, width: -10, height: -10)  // spans 0…10 vertically
    var broken = element("broken", 0, 0)
    broken.frame = Rect(x: .nan, y: 100, width: .nan, height: .infinity)
    let odd = AccessibilityElement.sortedInReadingOrder(
      [broken, flipped, elements[1]], direction: .leftToRight)
    #expect(labels(odd) == ["a", "flipped", "broken"])
  }
}
