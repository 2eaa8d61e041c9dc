import Foundation
import StoryKit
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

/// The bar's titles reach WCAG AA (4.5:1 for text) on the theme's background, in light and dark:
/// the defaults (the appearance's text and secondary text) and the demo feed's own colours; a
/// seen cell draws its title in that colour.
@MainActor
@Suite struct StoryBarTitleContrastTests {
  static func appearance(_ theme: Theme) -> Appearance {
    var appearance = Appearance()
    appearance.theme = theme
    return appearance
  }

  @Test(arguments: [Theme.light, .dark])
  func theDefaultTitlesReadOnTheBackground(theme: Theme) {
    let appearance = Self.appearance(theme)
    let styling = ResolvedStoryBarStyling(app: .init(), server: .init(), appearance: appearance)
    let background = appearance.colors.background
    let seen = styling.text.colorSeen.contrastRatio(with: background)
    let unseen = styling.text.colorNotSeen.contrastRatio(with: background)
    #expect(seen >= 4.5, "seen \(seen):1 (\(theme))")
    #expect(unseen >= 4.5, "not seen \(unseen):1 (\(theme))")
    #expect(seen < unseen, "a seen title stays quieter")
  }

  @Test(arguments: [Theme.light, .dark])
  func theDemoFeedsTitlesReadOnTheBackground(theme: Theme) throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/feeds/demo.json")
    let feed = try #require(FeedDecoder().decode(contentsOf: url).feed)
    let appearance = Self.appearance(theme)
    let background = appearance.colors.background
    var checked = 0
    for variant in feed.placement.variants {
      let server = variant.styling.storyBar
      let styling = ResolvedStoryBarStyling(app: .init(), server: server, appearance: appearance)
      let seen = styling.text.colorSeen.contrastRatio(with: background)
      let unseen = styling.text.colorNotSeen.contrastRatio(with: background)
      #expect(seen >= 4.5, "\(variant.id): seen \(seen):1 (\(theme))")
      #expect(unseen >= 4.5, "\(variant.id): not seen \(unseen):1 (\(theme))")
      checked += 1
    }
    #expect(checked >= 2)
  }

  @Test(arguments: [Theme.light, .dark])
  func aSeenCellDrawsItsTitleInTheSeenColour(theme: Theme) throws {
    let bar = StoryBarView()
    bar.appearance = Self.appearance(theme)
    bar.content = .init(storyGroups: StoryBarViewTests.groups(4, seenEvery: 2))
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    bar.layoutIfNeeded()
    let seen = try #require(bar.visibleCells[0] as? DefaultStoryGroupView)
    let unseen = try #require(bar.visibleCells[1] as? DefaultStoryGroupView)
    #expect(seen.storyGroup?.isSeen == true && unseen.storyGroup?.isSeen == false)
    let colors = Self.appearance(theme).colors
    #expect(seen.titleLabel.textColor == colors.secondaryText)
    #expect(unseen.titleLabel.textColor == colors.text)
  }
}
