import Foundation
import StoryKit
import StoryKitCairo
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// The layers' cards follow the canvas's page rather than the theme, the countdown's unit labels
/// keep a readable size, and cards keep their shadow inside their frame.
@MainActor
@Suite struct CanvasLayerSurfaceTests {
  typealias F = CanvasFixtures

  static let cream = Color(red8: 0xFF, green8: 0xF4, blue8: 0xE6)
  static let nearBlack = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)

  func host(theme: Theme, textScale: Double = 1, _ content: PlacementWidgetContent = F.content) -> CanvasHost
  {
    let host = CanvasHost(content)
    var appearance = Appearance(theme: theme)
    appearance.fonts.sizeMultiplier = textScale
    host.root.appearance = appearance
    host.root.layoutIfNeeded()
    return host
  }

  /// The example feed without its page colour: the box shows the appearance's background.
  static var contentWithoutPage: PlacementWidgetContent {
    var canvas = F.canvas
    canvas.backgroundColor = nil
    return PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant)
  }

  @Test func aLightPageKeepsLightCardsInTheDarkTheme() throws {
    let host = host(theme: .dark)
    #expect(host.layers.surfaceColor == Self.cream)
    let countdown = try #require(host.view("ends", as: CountdownLayerView.self))
    #expect(countdown.palette.card == .white)
    #expect(countdown.palette.text == Self.nearBlack)
    #expect(countdown.palette.accent == Appearance(theme: .light).colors.accent)
    // In pixels: the middle of the card, left of the digit boxes, is white.
    let bitmap = Bitmap(size: Size(width: 420, height: 525), scale: 1)
    bitmap.render(host.root)
    let card = countdown.convert(Point(x: 7, y: countdown.cardRect.midY), to: nil)
    let pixel = bitmap.pixel(x: Int(card.x), y: Int(card.y))
    #expect(pixel.red == 255 && pixel.green == 255 && pixel.blue == 255)
  }

  @Test(arguments: [Theme.light, .dark])
  func withoutAPageColourTheCardsFollowTheTheme(theme: Theme) throws {
    let host = host(theme: theme, Self.contentWithoutPage)
    let countdown = try #require(host.view("ends", as: CountdownLayerView.self))
    #expect(countdown.palette.card == (theme == .dark ? Self.nearBlack : .white))
  }

  @Test func theCardThemeComesFromTheSurfacesLuminanceAndFromTheThemeWithout() {
    #expect(LayerPalette.cardTheme(theme: .dark, surface: nil) == .dark)
    #expect(LayerPalette.cardTheme(theme: .light, surface: nil) == .light)
    #expect(LayerPalette.cardTheme(theme: .dark, surface: Self.cream) == .light)
    #expect(LayerPalette.cardTheme(theme: .light, surface: Self.nearBlack) == .dark)
    // A mostly transparent surface shows what is under it: the theme decides.
    #expect(LayerPalette.cardTheme(theme: .dark, surface: Self.cream.withAlpha(0.2)) == .dark)
    // Mid grey #777777 (luminance 0.18) takes light cards; #737373 (0.17) dark ones.
    let lighterGrey = Color(red8: 0x77, green8: 0x77, blue8: 0x77)
    let darkerGrey = Color(red8: 0x73, green8: 0x73, blue8: 0x73)
    #expect(LayerPalette.cardTheme(theme: .dark, surface: lighterGrey) == .light)
    #expect(LayerPalette.cardTheme(theme: .light, surface: darkerGrey) == .dark)
  }

  @Test(arguments: [1.0, 1.5])
  func theUnitLabelsKeepTwelvePointsAndGrowWithTheTextUpToTheTitle(textScale: Double) throws {
    let host = host(theme: .light, textScale: textScale)
    let countdown = try #require(host.view("ends", as: CountdownLayerView.self))
    let scale = countdown.storyScale
    #expect(abs(countdown.unitFont(fit: 1).size - 13 * scale * textScale) < 0.001)
    // Squeezed: 12 pt times the text scale, as long as the title (17 pt at that fit) is larger…
    #expect(abs(countdown.unitFont(fit: 0.8).size - 12 * textScale) < 0.001)
    // …else the title's size, but never under 12 pt.
    let title = 17 * scale * textScale * 0.5
    #expect(abs(countdown.unitFont(fit: 0.5).size - max(12, title)) < 0.001)
    #expect(countdown.unitFont(fit: 0.1).size >= 12 - 0.001)
  }

  @Test(arguments: [1.0, 1.5])
  func cardsKeepTheirShadowInsideTheirFrame(textScale: Double) throws {
    let host = host(theme: .light, textScale: textScale)
    let countdown = try #require(host.view("ends", as: CountdownLayerView.self))
    let reach = LayerPalette.shadowReach(scale: countdown.storyScale)
    #expect(countdown.cardRect.minY - reach.above >= -0.001)
    #expect(countdown.cardRect.maxY + reach.below <= countdown.bounds.height + 0.001)
  }
}
