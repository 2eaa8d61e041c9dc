import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// A layers view that outlines itself: a custom class in the `canvasLayersView` slot.
final class OutlinedCanvasLayers: StoryLayersView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 3, color: "#34C759")
  }
}

/// A box with a dashed accent border: a custom class in the `canvasBox` slot.
final class DashedCanvasBox: CanvasBoxView {
  override func draw(in canvas: Canvas) {
    canvas.stroke(
      .roundedRect(bounds.insetBy(dx: 6, dy: 6), cornerRadius: 12), with: .solid(appearance.colors.accent),
      style: StrokeStyle(width: 2, dash: [8, 6]))
  }
}

/// The canvas's parts come from `Components`, and its styling resolves per theme.
@MainActor
@Suite struct CanvasCustomizationTests {
  typealias F = CanvasFixtures

  func customized() -> View {
    var components = Components()
    components.canvasLayersView = OutlinedCanvasLayers.self
    components.canvasBox = DashedCanvasBox.self
    let tree = View()
    tree.components = components
    let canvas = CanvasView()
    canvas.clock = ManualClock(start: 0)
    canvas.imageLoader = F.images
    canvas.currentDate = { F.now }
    // Without the full-width hero picture, which would cover the box's dashed outline.
    var content = F.canvasWithPoll
    content.layers.removeAll { ["hero", "sticker"].contains($0.id) }
    canvas.content = content
    tree.addSubview(canvas)
    canvas.pin()
    return tree
  }

  @Test func thePartsComeFromTheComponentSlots() throws {
    let tree = customized()
    tree.frame = Rect(x: 0, y: 0, width: 420, height: 525)
    tree.layoutIfNeeded()
    let canvas = try #require(tree.subviews.first as? CanvasView)
    #expect(canvas.layersView is OutlinedCanvasLayers)
    #expect(canvas.boxView is DashedCanvasBox)
    #expect(canvas.layersView.layerView(id: "poll") != nil, "the custom layers view still draws the layers")
  }

  @Test func theDefaultsAreThePlayersLayersAndAPlainBox() {
    #expect(Components().canvasLayersView == StoryLayersView.self)
    #expect(Components().canvasBox == CanvasBoxView.self)
  }

  @Test func colorsResolvePerThemeAndMeasuresAreClamped() {
    let server = CanvasStyling(
      cornerRadius: 5_000, letterboxColor: Themed(light: .white), borderWidth: .nan)
    let app = CanvasStyling(letterboxColor: Themed(dark: "#111111"))
    var dark = Appearance()
    dark.theme = .dark
    let resolvedDark = ResolvedCanvasStyling(app: app, server: server, appearance: dark)
    #expect(resolvedDark.letterboxColor == Color(red8: 0x11, green8: 0x11, blue8: 0x11))
    #expect(resolvedDark.cornerRadius == 1_000)
    #expect(resolvedDark.borderWidth == 0)
    #expect(resolvedDark.backgroundColor == dark.colors.background)
    let resolvedLight = ResolvedCanvasStyling(app: app, server: server, appearance: Appearance())
    #expect(resolvedLight.letterboxColor == .white)
    #expect(resolvedLight.borderColor == Appearance().colors.separator)
  }

  @Test func theHostsThemeRestylesTheCanvas() {
    var styling = CanvasStyling()
    styling.letterboxColor = Themed(light: "#EEEEEE", dark: "#222222")
    let host = CanvasHost(size: Size(width: 600, height: 400), styling: styling)
    var dark = Appearance()
    dark.theme = .dark
    host.root.appearance = dark
    #expect(host.canvas.backgroundColor == Color(red8: 0x22, green8: 0x22, blue8: 0x22))
    #expect(host.canvas.resolvedStyling.theme == .dark)
  }

  @Test func customizedThroughComponents() async {
    await assertSnapshot(size: Size(width: 420, height: 525), variants: [.light]) { customized() }
  }
}
