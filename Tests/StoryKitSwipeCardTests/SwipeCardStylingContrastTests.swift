import Foundation
import StoryKit
import Testing

@testable import StoryKitSwipeCard
@testable import StoryKitUI

/// The colours the styling resolves to read well: subtitles and the end state's line reach 4.5:1
/// in both themes, a themed title brings its subtitle along, and in dark mode the cards behind
/// the top one are dimmed so two cards of one colour do not merge.
@MainActor
@Suite struct SwipeCardStylingContrastTests {
  static func resolved(_ theme: Theme, app: SwipeCardStyling = .init()) -> ResolvedSwipeCardStyling {
    var appearance = Appearance()
    appearance.theme = theme
    return ResolvedSwipeCardStyling(app: app, server: .init(), appearance: appearance)
  }

  @Test(arguments: [Theme.light, .dark])
  func theDefaultSubtitleAndEndStateLineReadWell(theme: Theme) {
    let styling = Self.resolved(theme)
    let colors = ColorPalette().resolved(for: theme)
    #expect(styling.subtitleColor.contrastRatio(with: styling.cardBackgroundColor) >= 4.5)
    #expect(styling.endStateSecondaryTextColor.contrastRatio(with: colors.background) >= 4.5)
    #expect(styling.subtitleColor != styling.titleColor, "still quieter than the title")
  }

  @Test func inLightTheSubtitleIsDarkerThanTheSharedSecondaryText() {
    let styling = Self.resolved(.light)
    let shared = ColorPalette().resolved(for: .light).secondaryText
    #expect(styling.subtitleColor.relativeLuminance < shared.relativeLuminance)
  }

  @Test(arguments: [Theme.light, .dark])
  func aThemedTitleBringsItsSubtitleAlong(theme: Theme) {
    let title = Themed(light: rgb(0x5A3200), dark: rgb(0xFFD9A0))
    let background = Themed(light: rgb(0xFFF4E0), dark: rgb(0x2B2118))
    let styling = Self.resolved(
      theme, app: SwipeCardStyling(cardBackgroundColor: background, titleColor: title))
    let subtitle = styling.subtitleColor
    #expect(subtitle.contrastRatio(with: styling.cardBackgroundColor) >= 4.5)
    for (part, low, high) in [
      (subtitle.red, styling.titleColor.red, styling.cardBackgroundColor.red),
      (subtitle.green, styling.titleColor.green, styling.cardBackgroundColor.green),
      (subtitle.blue, styling.titleColor.blue, styling.cardBackgroundColor.blue),
    ] {
      #expect(part >= min(low, high) - 1e-9 && part <= max(low, high) + 1e-9, "between title and card")
    }
    #expect(subtitle != styling.titleColor)
  }

  @Test func aSetSubtitleColourWins() {
    let styling = Self.resolved(.light, app: SwipeCardStyling(subtitleColor: Themed(rgb(0xFF0000))))
    #expect(styling.subtitleColor == rgb(0xFF0000))
  }

  @Test func aTitleWithTooLittleContrastIsNotMadeWorse() {
    let pale = Color(red8: 0xE0, green8: 0xE0, blue8: 0xE0)
    #expect(pale.secondary(on: .white) == pale)
  }

  @Test func inDarkTheCardsBehindTheTopAreDimmed() throws {
    let stack = SwipeCardFixtures.stack { stack in
      var dark = Appearance()
      dark.theme = .dark
      stack.appearance = dark
    }
    #expect(stack.cardViews[0]?.dimming == 0, "the top card is not")
    let behind = try #require(stack.cardViews[1])
    #expect(behind.dimming > 0.3)
    #expect(!behind.dimmingView.isHidden && behind.dimmingView.frame == behind.bounds, "and drawn")
    #expect(behind.dimmingView === behind.subviews.last, "over every part")
    #expect(stack.cardViews[2]?.dimming == stack.cardViews[1]?.dimming)
    stack.dragTopCard(to: Point(x: 72, y: 0))
    stack.layoutIfNeeded()
    let rising = try #require(stack.cardViews[1]?.dimming)
    #expect(rising > 0 && rising < 0.45, "the card rising to the top brightens as it goes")
    let light = SwipeCardFixtures.stack()
    #expect(
      light.cardViews.values.allSatisfy { $0.dimming == 0 }, "light sets the cards apart with hairlines")
  }
}
