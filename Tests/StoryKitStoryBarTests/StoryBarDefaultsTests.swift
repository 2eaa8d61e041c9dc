import Foundation
import StoryKit
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

/// Right by default: dark mode, right to left, every default from the appearance, and the bar
/// doing only the work a change needs.
@MainActor
@Suite struct StoryBarDefaultsTests {
  func bar(
    theme: Theme = .light, count: Int = 6, configure: (StoryBarView) -> Void = { _ in }
  ) -> StoryBarView {
    let bar = StoryBarView()
    var appearance = Appearance()
    appearance.theme = theme
    bar.appearance = appearance
    configure(bar)
    bar.content = .init(storyGroups: StoryBarViewTests.groups(count))
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    bar.layoutIfNeeded()
    return bar
  }

  @Test func aLightOnlyServerColourNeverAppliesInDarkMode() throws {
    var server = StoryBarStyling()
    server.text.colorNotSeen = Themed(light: rgb(0x1C1C1E))
    let light = bar(theme: .light) { $0.serverStyling = server }.resolvedStyling
    let dark = bar(theme: .dark) { $0.serverStyling = server }.resolvedStyling
    #expect(light.text.colorNotSeen == rgb(0x1C1C1E))
    #expect(dark.text.colorNotSeen == .white, "the appearance's dark text colour fills it")
    let darkBar = bar(theme: .dark) { $0.serverStyling = server }
    let cell = try #require(darkBar.visibleCells[0] as? DefaultStoryGroupView)
    #expect(cell.titleLabel.textColor == .white)
  }

  @Test func theAppsColourForOneThemeBeatsTheServerThereOnly() {
    var server = StoryBarStyling()
    server.pinIconColor = Themed(light: .red, dark: .blue)
    var app = StoryBarStyling()
    app.pinIconColor = Themed(dark: .green)
    let appearance = Appearance(theme: .dark)
    #expect(ResolvedStoryBarStyling(app: app, server: server, appearance: appearance).pinIconColor == .green)
    #expect(ResolvedStoryBarStyling(app: app, server: server, appearance: Appearance()).pinIconColor == .red)
  }

  @Test func everyDefaultComesFromTheAppearance() {
    var appearance = Appearance()
    appearance.palette.pin = .purple
    appearance.palette.video = .mint
    appearance.palette.storyRing = Gradient(.red, .blue)
    appearance.fonts.sizeMultiplier = 1.5
    let resolved = ResolvedStoryBarStyling(
      app: StoryBarStyling(), server: StoryBarStyling(), appearance: appearance)
    let colors = appearance.colors
    #expect(resolved.pinIconColor == .purple && resolved.videoIconColor == .mint)
    #expect(resolved.ringNotSeen == Gradient(.red, .blue) && resolved.ringSeen == colors.seenRing)
    #expect(resolved.text.colorNotSeen == colors.text && resolved.text.colorSeen == colors.secondaryText)
    #expect(
      resolved.iconBackgroundColor == colors.skeleton && resolved.badgeOutlineColor == colors.badgeOutline)
    #expect(resolved.text.font == appearance.fonts.font(.caption), "larger text grows titles")
  }

  @Test func badgeOutlinesAndTheSeenRingFollowTheTheme() throws {
    for theme in Theme.allCases {
      let bar = bar(theme: theme)
      let cell = try #require(bar.visibleCells[1] as? DefaultStoryGroupView)
      let background = Appearance(theme: theme).colors.background
      #expect(cell.pinBadge.outlineColor == background, "\(theme)")
      #expect(cell.liveBadge.border?.paint == .solid(background) || bar.visibleCells[2] != nil)
    }
    let dark = Appearance(theme: .dark).colors
    // Seen rings stand out from the black background by at least a fifth of the range.
    for color in dark.seenRing.colors {
      #expect(max(color.red, color.green, color.blue) > 0.2)
    }
  }

  @Test func theDarkThemeShowsDarkIconsUnlessTheAppPicksALabel() {
    var server = StoryBarStyling()
    server.thematicIconLabel = "spring"
    #expect(bar(theme: .dark) { $0.serverStyling = server }.resolvedStyling.thematicIconLabel == "dark")
    #expect(bar(theme: .light) { $0.serverStyling = server }.resolvedStyling.thematicIconLabel == "spring")
    #expect(
      bar(theme: .dark) { $0.styling.thematicIconLabel = "night" }.resolvedStyling.thematicIconLabel
        == "night")
  }

  // MARK: - Direction

  @Test func aServerDirectionLosesToTheHostsAndTheApps() {
    var server = StoryBarStyling()
    server.layoutDirection = .leftToRight
    let host = View()
    host.layoutDirection = .rightToLeft
    let inHost = StoryBarView()
    inHost.serverStyling = server
    host.addSubview(inHost)
    #expect(inHost.effectiveLayoutDirection == .rightToLeft, "the host's direction wins over the feed's")
    let alone = StoryBarView()
    server.layoutDirection = .rightToLeft
    alone.serverStyling = server
    #expect(alone.effectiveLayoutDirection == .rightToLeft, "with nobody else setting one, the feed's")
    alone.layoutDirection = .leftToRight
    #expect(alone.effectiveLayoutDirection == .leftToRight, "set on the bar in code, the app's")
    alone.layoutDirection = nil
    alone.styling.layoutDirection = .leftToRight
    #expect(alone.effectiveLayoutDirection == .leftToRight, "the app's styling")
    inHost.styling.layoutDirection = .leftToRight
    #expect(inHost.effectiveLayoutDirection == .leftToRight, "the app's styling beats the host")
    inHost.styling.layoutDirection = nil
    #expect(inHost.effectiveLayoutDirection == .rightToLeft, "and unset, the host's again")
  }

  @Test func cellsInheritTheResolvedDirection() throws {
    var server = StoryBarStyling()
    server.layoutDirection = .rightToLeft
    let bar = bar { $0.serverStyling = server }
    let cell = try #require(bar.visibleCells[0])
    #expect(cell.effectiveLayoutDirection == .rightToLeft)
    #expect(cell.frame.maxX > 300, "the first group at the right")
  }

  // MARK: - The last cell peeks

  @Test(arguments: [320.0, 375, 390, 393, 414, 428])
  func theLastVisibleCellPeeksAtEveryCommonWidth(_ width: Double) {
    for size in [StoryGroupSize.large, .small] {
      let bar = StoryBarView()
      bar.styling.size = size
      bar.content = .init(storyGroups: StoryBarViewTests.groups(30))
      bar.frame = Rect(x: 0, y: 0, width: width, height: 120)
      bar.layoutIfNeeded()
      let layout = bar.barLayout
      let partial = (0..<30).map { layout.frame(at: $0) }.first { $0.maxX > width }
      let shown = partial.map { (width - $0.minX) / $0.width } ?? 0
      #expect(shown >= 0.249 && shown <= 0.751, "\(size) at \(width): \(shown) of the last cell shows")
      #expect((4...24).contains(layout.spacing))
    }
  }

  @Test func aSpacingSetByTheAppOrServerIsKept() {
    let set = bar { $0.serverStyling.list.horizontalPaddingBetweenItems = 12 }
    #expect(set.barLayout.spacing == 12)
    let fits = bar(count: 2)
    #expect(fits.barLayout.spacing == 12, "nothing to hint at when everything fits")
  }

  // MARK: - Work proportional to the change

  @Test func settingEqualContentDoesNothing() {
    let bar = bar()
    let before = bar.populateCount
    let same = bar.content
    bar.content = same
    bar.layoutIfNeeded()
    #expect(bar.populateCount == before)
  }

  @Test func oneChangedGroupUpdatesOneCell() throws {
    let bar = bar()
    let before = bar.populateCount
    var groups = StoryBarViewTests.groups(6)
    groups[2].title = "Changed"
    bar.content = .init(storyGroups: groups)
    bar.layoutIfNeeded()
    #expect(bar.populateCount == before + 1)
    let cell = try #require(bar.visibleCells[2] as? DefaultStoryGroupView)
    #expect(cell.titleLabel.text == "Changed")
  }

  @Test func titlesInEveryScriptSitOnOneBaseline() throws {
    var groups = StoryBarViewTests.groups(4)
    groups[0].title = "New in"
    groups[1].title = "عروض اليوم"
    groups[2].title = "חדשות היום"
    groups[3].title = "🔥 Hot deals"
    let bar = bar()
    bar.content = .init(storyGroups: groups)
    bar.layoutIfNeeded()
    let baselines = try (0..<4).map { index -> Double in
      let cell = try #require(bar.visibleCells[index] as? DefaultStoryGroupView)
      let title = cell.titleLabel
      return title.frame.minY + title.textLayout(forWidth: title.frame.width).firstBaseline
    }
    for baseline in baselines {
      #expect(abs(baseline - baselines[0]) < 0.01, "\(baselines)")
    }
  }

  @Test func theDefaultTitleFontMeasuresWithTheRealEngine() {
    // Measured before any bitmap exists: the platform's engine (Pango), not the estimate.
    let label = Label()
    label.text = "Hello"
    label.font = FontDescriptor(size: 14)
    let size = label.fittingSize(for: Size(width: .infinity, height: .infinity))
    #expect(!(label.textEngine is FixedWidthTextEngine))
    #expect(
      size
        != FixedWidthTextEngine().layout(
          "Hello", style: label.effectiveTextStyle, maxWidth: .infinity, maxLines: 1
        ).size)
  }
}
