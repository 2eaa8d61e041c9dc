import Foundation
import StoryKit
import StoryKitCairo
import Testing

@testable import StoryKitCanvas
@testable import StoryKitLayers
@testable import StoryKitUI

/// The layers' cards follow the canvas's page rather than the theme, the countdown's texts keep a
/// readable size in a short frame, and cards keep their shadow inside their frame.
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

  /// The example feed's countdown in canvases from roomy to small: in a frame too short for the
  /// card, its texts shrink together to a legible floor (12 pt; the digits larger than their
  /// labels), and the heading makes way only when the card cannot fit with it,
  /// still spoken with the time left.
  @Test(arguments: [(420.0, 1.0), (360, 1), (300, 1), (240, 1), (420, 1.5), (300, 1.5)])
  func aSqueezedCountdownKeepsEveryTextLegibleAndDropsItsHeadingLast(width: Double, textScale: Double) throws
  {
    let host = CanvasHost(size: Size(width: width, height: width * 1.25))
    var appearance = Appearance(theme: .light)
    appearance.fonts.sizeMultiplier = textScale
    host.root.appearance = appearance
    host.root.layoutIfNeeded()
    let countdown = try #require(host.view("ends", as: CountdownLayerView.self))
    let metrics = try #require(countdown.metrics)
    let area = LayerPalette.cardArea(in: countdown.bounds, scale: countdown.storyScale)
    #expect(countdown.titleView.drawsText == metrics.showsTitle)
    #expect(host.spoken().contains { $0.hasPrefix("Ends in, ") && $0.contains("days") })
    let smallest = CountdownCardMetrics.smallestFit
    if !metrics.showsTitle {
      let titled = CountdownCardMetrics(for: countdown, fit: smallest, showsTitle: true)
      #expect(titled.card > area.height, "the heading goes only when the card cannot fit with it")
    }
    if countdown.cardRect.height > area.height + 0.001 {
      // Too short for a legible card: the smallest one, over its frame evenly above and below
      // (or, when only its shadow needs more room, inside the frame).
      #expect(metrics == CountdownCardMetrics(for: countdown, fit: smallest, showsTitle: false))
      let above = countdown.bounds.minY - countdown.cardRect.minY
      let below = countdown.cardRect.maxY - countdown.bounds.maxY
      #expect(
        countdown.cardRect.height <= countdown.bounds.height
          ? max(above, below) <= 0.001 : abs(above - below) < 0.001)
    }
    let floor = CountdownCardMetrics.legibleTextSize - 0.001
    for font in [metrics.titleFont, metrics.unitFont, metrics.buttonFont] {
      #expect(font.size >= floor)
    }
    #expect(metrics.digitFont.size >= CountdownCardMetrics.legibleDigitSize - 0.001)
    #expect(metrics.digitFont.size > metrics.unitFont.size, "the digits stay larger than their labels")
    #expect(metrics.titleFont.size > metrics.unitFont.size || metrics.unitFont.size <= floor + 0.002)
  }

  /// In a canvas so small that the legible card overflows its frame, the part of "Remind me"
  /// below the frame still takes the tap.
  @Test func aCardOverItsFrameTakesTapsWhereItIsDrawn() throws {
    let host = CanvasHost(size: Size(width: 180, height: 225))
    let countdown = try #require(host.view("ends", as: CountdownLayerView.self))
    let button = countdown.remindButton.frame
    #expect(button.maxY > countdown.bounds.maxY + 4, "the button reaches below the frame")
    let below = Point(x: button.midX, y: (max(button.minY, countdown.bounds.maxY) + button.maxY) / 2)
    #expect(below.y > countdown.bounds.maxY)
    host.tap(countdown.convert(below, to: nil))
    #expect(
      host.events.events == [
        .recorded(.reminderRequested, ["layerID": "ends", "endDate": "2027-06-21T22:00:00Z"])
      ])
  }

  @Test func theSmallCanvasOfTheCustomizationSheetsDropsTheHeadingButKeepsTheTimeAndTheButton() throws {
    let host = CanvasHost(size: Size(width: 288, height: 360))
    let countdown = try #require(host.view("ends", as: CountdownLayerView.self))
    let metrics = try #require(countdown.metrics)
    #expect(!metrics.showsTitle)
    #expect(countdown.remindButton.frame.height >= 12 * 2.2 - 0.001)
    // In pixels: the card is the one drawn for a countdown without a heading.
    var canvas = F.canvas
    canvas.layers = canvas.layers.map { layer in
      guard case .countdown(_, let endDate) = layer.kind else { return layer }
      var untitled = layer
      untitled.kind = .countdown(title: "", endDate: endDate)
      return untitled
    }
    let untitled = CanvasHost(
      PlacementWidgetContent(feed: F.feed(with: canvas), variant: F.variant),
      size: Size(width: 288, height: 360))
    #expect(render(host) == render(untitled))
  }

  private func render(_ host: CanvasHost) -> [UInt8] {
    let bitmap = Bitmap(size: host.root.bounds.size, scale: 1)
    bitmap.render(host.root)
    return bitmap.pngData()
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
