import CGtk4
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitGTK

/// The accessibility proxies' pure parts: which widget and role an element gets, and where it is
/// placed (AT-SPI's extents are whole points).
@MainActor
@Suite struct GTKAccessibleProxyTests {
  func element(_ traits: AccessibilityTraits, actions: [String] = []) -> AccessibilityElement {
    AccessibilityElement(
      view: View(frame: .zero), label: "x", value: nil, hint: nil, traits: traits, frame: .zero,
      customActionNames: actions)
  }

  @Test func aPlainButtonIsAGtkButtonAndEverythingElseAWidgetWithItsRole() {
    #expect(GTKAccessibleProxy.Kind(element(.button)) == .button)
    #expect(GTKAccessibleProxy.Kind(element(.button, actions: ["Like"])) == .element(role: .button))
    #expect(
      GTKAccessibleProxy.Kind(element(.image, actions: ["Next story"])).gtkRole == GTK_ACCESSIBLE_ROLE_IMG)
    #expect(GTKAccessibleProxy.Kind(element([.adjustable, .button])).gtkRole == GTK_ACCESSIBLE_ROLE_SLIDER)
    #expect(GTKAccessibleProxy.Kind(element(.staticText)).gtkRole == GTK_ACCESSIBLE_ROLE_LABEL)
    #expect(GTKAccessibleProxy.Kind(element(.header)).gtkRole == GTK_ACCESSIBLE_ROLE_HEADING)
    #expect(GTKAccessibleProxy.Kind(element([])).gtkRole == GTK_ACCESSIBLE_ROLE_GROUP)
  }

  @Test func framesAreRoundedOutwardToWholePointsAndNeverEmpty() {
    let placed = GTKAccessibleProxy.placement(of: Rect(x: 15.5, y: 8.25, width: 80.5, height: 109.5))
    #expect(placed == (15, 8, 81, 110))
    #expect(GTKAccessibleProxy.placement(of: Rect(x: 3, y: 4, width: 0, height: 0)) == (3, 4, 1, 1))
    #expect(GTKAccessibleProxy.placement(of: Rect(x: .nan, y: 0, width: 10, height: 10)) == (0, 0, 1, 1))
    #expect(GTKAccessibleProxy.placement(of: Rect(x: 0, y: 0, width: .infinity, height: 10)) == (0, 0, 1, 1))
    let huge = GTKAccessibleProxy.placement(of: Rect(x: -1e12, y: 0, width: 2e12, height: 1))
    #expect(huge.x == -1_000_000 && huge.width == 2_000_000)
  }
}
