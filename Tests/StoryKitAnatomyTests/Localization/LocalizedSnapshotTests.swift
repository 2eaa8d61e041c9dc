import Foundation
import StoryKit
import StoryKitBanner
import StoryKitPlacement
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// Every widget in Arabic, Hebrew, German and Japanese, light beside dark, as pixels: one sheet
/// per widget and language (`__Snapshots__/LocalizedSnapshotTests/<test>-<language>.png`). The
/// language is set where an app sets it (a placement's config, else the app root's locale), the
/// theme as an app sets it (the root's appearance), and no direction anywhere: Arabic and Hebrew
/// come out right to left from their language, Arabic with Arabic-Indic digits.
@MainActor
@Suite struct LocalizedSnapshotTests {
  typealias Language = LocalizedScenes.Language
  static let themes: [Theme] = [.light, .dark]

  /// Right to left for Arabic and Hebrew, with no direction set by the app.
  static func expectDirection(
    of view: View, in language: Language, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let rightToLeft = language == .arabic || language == .hebrew
    #expect(
      view.effectiveLayoutDirection == (rightToLeft ? .rightToLeft : .leftToRight), "\(language)",
      sourceLocation: sourceLocation)
  }

  // MARK: - The story bar

  /// Pinned groups, a live one, unseen and seen rings, in light above dark.
  @Test(arguments: Language.allCases)
  func storyBarWithPinnedLiveAndSeenGroups(_ language: Language) async throws {
    let scenes = LocalizedScenes()
    var panels: [View] = []
    for theme in Self.themes {
      let (root, placement) = try await scenes.placement(
        "demo", language: language, theme: theme, size: AnatomyScenes.Widget.storyBar.size,
        groups: ["new-in", "live-runway", "hot-deals", "brunch", "travel-diaries"])
      let bar = try #require((placement.widget as? StoryBarWidget)?.bar)
      Self.expectDirection(of: bar, in: language)
      panels.append(root)
    }
    await assertSnapshot(of: LocalizedScenes.sheet(panels, columns: 1), scale: 1, named: language.code)
  }

  // MARK: - The player

  /// The layer sampler: text, picture, button, poll, quiz, emoji reaction, countdown with its
  /// reminder, product tag and swipe-up, under the header with its age (five minutes); light
  /// beside dark.
  @Test(arguments: Language.allCases)
  func playerWithEveryLayerTypeAndTheHeadersAge(_ language: Language) async {
    let scenes = LocalizedScenes()
    let panels = Self.themes.map { theme in
      let (root, player) = scenes.player(language, theme: theme, group: "qa-layers")
      Self.expectDirection(of: player, in: language)
      return root
    }
    await assertSnapshot(of: LocalizedScenes.sheet(panels, columns: 2), scale: 1, named: language.code)
  }

  /// A shopping story: a countdown with its "Remind me" button and two product tags with
  /// prices in the locale's digits; light beside dark.
  @Test(arguments: Language.allCases)
  func playerWithACountdownAndProductTags(_ language: Language) async {
    let scenes = LocalizedScenes()
    let panels = Self.themes.map { theme in scenes.player(language, theme: theme, group: "hot-deals").root }
    await assertSnapshot(of: LocalizedScenes.sheet(panels, columns: 2), scale: 1, named: language.code)
  }

  /// The sampler with its poll voted, its quiz answered and its product card open (percentages in
  /// the locale's digits, "Add to cart"), then a story whose picture never comes: the failure
  /// notice. Light, then dark, of each.
  @Test(arguments: Language.allCases)
  func playerWithAnswersAProductCardAndTheFailureNotice(_ language: Language) async throws {
    let scenes = LocalizedScenes()
    var answered: [View] = []
    var failed: [View] = []
    for theme in Self.themes {
      let (root, player) = scenes.player(language, theme: theme, group: "qa-layers")
      // A vote on the poll's "B", the quiz answered "right", the product tag opened, as a
      // screen reader's user does (the labels are the feed's).
      for label in ["B", "right"] {
        let option = try #require(player.accessibilityElements().first { $0.label == label })
        #expect(option.view?.accessibilityActivate() == true)
        player.tick()
      }
      let tag = try #require(player.accessibilityElements().first { $0.label?.hasPrefix("Atelier") == true })
      #expect(tag.view?.accessibilityActivate() == true)
      player.tick()
      root.layoutIfNeeded()
      answered.append(root)

      let (notLoaded, stalled) = scenes.player(
        language, theme: theme, group: "brunch", story: 1, loaded: false)
      scenes.clock.advance(by: stalled.loadTimeout)
      stalled.tick()
      notLoaded.layoutIfNeeded()
      failed.append(notLoaded)
    }
    await assertSnapshot(
      of: LocalizedScenes.sheet(answered + failed, columns: 4), scale: 1, named: language.code)
  }

  // MARK: - The banner

  /// The banner's first page in every language (it draws only the feed's words; its page dots
  /// run from the right in Arabic and Hebrew), light above dark: one sheet.
  @Test func bannerFirstPageInEveryLanguage() async throws {
    let scenes = LocalizedScenes()
    var panels: [View] = []
    for theme in Self.themes {
      for language in Language.allCases {
        let (root, placement) = try await scenes.placement(
          "banner", language: language, theme: theme, size: AnatomyScenes.Widget.banner.size)
        Self.expectDirection(of: try #require(placement.widget?.view), in: language)
        panels.append(root)
      }
    }
    await assertSnapshot(
      of: LocalizedScenes.sheet(panels, columns: Language.allCases.count), scale: 1, named: "all")
  }

  // MARK: - Swipe cards

  /// The top product card, then the end state once every card is skipped; light, then dark.
  @Test(arguments: Language.allCases)
  func swipeCardsAndTheirEndState(_ language: Language) async throws {
    let scenes = LocalizedScenes()
    var panels: [View] = []
    for theme in Self.themes {
      let size = AnatomyScenes.Widget.swipeCard.size
      let (cards, placement) = try await scenes.placement(
        "swipe-card", language: language, theme: theme, size: size)
      Self.expectDirection(of: try #require(placement.widget?.view), in: language)
      let (end, _) = try await scenes.placement("swipe-card", language: language, theme: theme, size: size)
      // Skipped through the cards' first action, as a screen reader's user does.
      while let top = end.accessibilityElements().first, let skip = top.customActionNames.first {
        #expect(top.performCustomAction(named: skip))
        scenes.run(end, for: 1)
      }
      panels += [cards, end]
    }
    await assertSnapshot(of: LocalizedScenes.sheet(panels, columns: 4), scale: 1, named: language.code)
  }

  // MARK: - The video feed

  /// The failure notice over an item whose video could not play (through a placement), and the
  /// empty state of a feed an app shows without items; light, then dark.
  @Test(arguments: Language.allCases)
  func videoFeedFailureNoticeAndEmptyState(_ language: Language) async throws {
    let scenes = LocalizedScenes()
    var panels: [View] = []
    for theme in Self.themes {
      let size = AnatomyScenes.Widget.videoFeed.size
      let (failing, placement) = try await scenes.placement(
        "video-feed", language: language, theme: theme, size: size)
      Self.expectDirection(of: try #require(placement.widget?.view), in: language)
      for player in scenes.videoPlayers { player.fail(.stalled(timeout: 10)) }
      scenes.run(failing, for: 0.5)

      let empty = scenes.root(size: size, theme: theme)
      empty.locale = Locale(identifier: language.rawValue)
      let feed = VideoFeedView()
      empty.addSubview(feed)
      feed.frame = empty.bounds
      feed.content = .init(items: [])
      empty.layoutIfNeeded()
      panels += [failing, empty]
    }
    await assertSnapshot(of: LocalizedScenes.sheet(panels, columns: 4), scale: 1, named: language.code)
  }
}
