import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct AppearanceTests {
  @Test func lightAndDarkColoursDeriveFromTheBaseColours() throws {
    var palette = ColorPalette()
    palette.accent = try Color(hex: "#7B2FF7")
    palette.neutral = try Color(hex: "#202020")
    let light = palette.resolved(for: .light)
    let dark = palette.resolved(for: .dark)
    #expect(light.background == .white && dark.background == .black)
    #expect(light.text == palette.neutral && dark.text == .white)
    #expect(light.accent == palette.accent)
    #expect(dark.accent == palette.accent.mixed(with: .white, amount: 0.15), "lifted a little on black")
    #expect(light.skeleton == palette.neutral.mixed(with: .white, amount: 0.9))
    #expect(light.secondaryText != dark.secondaryText)
    var appearance = Appearance(palette: palette)
    #expect(appearance.colors == light)
    appearance.theme = .dark
    #expect(appearance.colors == dark)
  }

  @Test func colourMixingIsLinearAndClamped() {
    #expect(Color.black.mixed(with: .white, amount: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(Color.black.mixed(with: .white, amount: 3) == .white)
    #expect(Color.black.mixed(with: .white, amount: .nan) == .black)
  }

  @Test func fontsScaleWithTheMultiplier() {
    var fonts = Fonts()
    #expect(fonts.font(.body).size == 17)
    #expect(fonts.font(.headline).weight == .semibold)
    fonts.sizeMultiplier = 1.5
    #expect(fonts.font(.caption).size == 18)
    fonts.sizeMultiplier = 99
    #expect(fonts.sizeMultiplier == 3, "clamped")
    fonts.sizeMultiplier = .nan
    #expect(fonts.sizeMultiplier == 1)
    fonts.overrides[.title] = FontDescriptor(family: "Georgia", size: 30, weight: .bold)
    fonts.sizeMultiplier = 2
    #expect(fonts.font(.title) == FontDescriptor(family: "Georgia", size: 60, weight: .bold))
    #expect(Fonts(family: "Inter").font(.body).family == "Inter")
  }

  @Test func largerTextMakesLabelsLarger() {
    let label = Label()
    label.text = "Hello"
    label.textStyle = .body
    label.textEngine = fixedMetrics
    label.prepareIfNeeded()
    let regular = label.fittingSize(for: .unbounded)
    var large = Appearance.default
    large.fonts.sizeMultiplier = 2
    label.appearance = large
    let doubled = label.fittingSize(for: .unbounded)
    // 5 characters × 8.5 pt = 42.5 → 43; at twice the size 85.
    #expect(regular.width == 43)
    #expect(doubled.width == 85, "the cached measurement was dropped")
  }

  @Test func iconsCanBeReplacedPerAppearance() {
    var icons = IconSet()
    let before = icons
    icons.replace(.close) { rect in [IconShape(path: .ellipse(in: rect), style: .fill)] }
    #expect(icons != before)
    #expect(
      icons.shapes(.close, in: Rect(x: 0, y: 0, width: 20, height: 10)) == [
        IconShape(path: .ellipse(in: Rect(x: 5, y: 0, width: 10, height: 10)), style: .fill)
      ])
    let canvas = RecordingCanvas()
    icons.draw(.close, in: Rect(x: 0, y: 0, width: 10, height: 10), color: .white, canvas: canvas)
    #expect(canvas.commands == [.fill(.ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.white))])
  }
}
