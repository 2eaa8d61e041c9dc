import StoryKit
import Testing

@testable import StoryKitUI

/// Styling through the environment: a widget's inputs resolve once per change for all its parts,
/// a part reads them in its own `setUpAppearance()`, and an equal input changes nothing.
@MainActor
@Suite struct ResolvedStylingTests {
  struct Inputs: Sendable, Hashable {
    var tint: Color?
  }

  struct Resolved: ResolvedStyling {
    var tint: Color
    static var unset: Inputs { Inputs() }
    init(app: Inputs, server: Inputs, appearance: Appearance) {
      tint = app.tint ?? server.tint ?? appearance.colors.accent
    }
  }

  /// A part that reads the tint in its own `setUpAppearance()`, and counts the passes.
  final class TintedPart: View {
    var passes = 0
    override func setUpAppearance() {
      super.setUpAppearance()
      passes += 1
      backgroundColor = resolvedStyling(Resolved.self).tint
    }
  }

  func widget(parts: Int) -> (View, [TintedPart]) {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let made = (0..<parts).map { _ in TintedPart() }
    for part in made { root.addSubview(part) }
    root.setStylingInputs(Resolved.self, app: Inputs(), server: Inputs(tint: .blue))
    root.prepareIfNeeded()
    return (root, made)
  }

  @Test func everyPartReadsTheServersValueUnderTheApps() {
    let (root, parts) = widget(parts: 3)
    #expect(parts.allSatisfy { $0.backgroundColor == .blue })
    root.setStylingInputs(Resolved.self, app: Inputs(tint: .orange), server: Inputs(tint: .blue))
    #expect(parts.allSatisfy { $0.backgroundColor == .orange }, "a change reaches every part, no push")
  }

  @Test func inputsResolveOncePerChangeForAllParts() {
    let (root, parts) = widget(parts: 5)
    #expect(root.stylingResolutionCount(Resolved.self) == 1, "five parts, one resolution")
    root.setStylingInputs(Resolved.self, app: Inputs(), server: Inputs(tint: .blue))
    #expect(
      root.stylingResolutionCount(Resolved.self) == 1 && parts.allSatisfy { $0.passes == 1 },
      "equal inputs: nothing runs")
    var dark = root.appearance
    dark.theme = .dark
    root.appearance = dark
    #expect(root.stylingResolutionCount(Resolved.self) == 2 && parts.allSatisfy { $0.passes == 2 })
  }

  @Test func aPartOutsideAnyWidgetReadsTheAppearancesDefault() {
    let part = TintedPart()
    part.prepareIfNeeded()
    #expect(part.backgroundColor == part.appearance.colors.accent)
  }

  @Test func whatTheAppSetOnAPartStandsThroughThemeChanges() {
    let (root, parts) = widget(parts: 2)
    parts[0].backgroundColor = .green
    #expect(parts[0].isStyleSetByApp("background"))
    root.setStylingInputs(Resolved.self, app: Inputs(tint: .orange), server: Inputs())
    var dark = root.appearance
    dark.theme = .dark
    root.appearance = dark
    #expect(parts[0].backgroundColor == .green && parts[1].backgroundColor == .orange)
    parts[0].resetAppStyles()
    #expect(parts[0].backgroundColor == .orange, "handed back to the styling")
  }
}
