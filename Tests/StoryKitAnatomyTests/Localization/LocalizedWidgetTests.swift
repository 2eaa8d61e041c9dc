import Foundation
import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitTestSupport
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// The widgets in the language an app asks for, where it asks: a placement config's locale (which
/// reaches the player a widget opens), a view's locale, the appearance's strings. What they draw
/// and what they say, with the locale's digits.
@MainActor
@Suite struct LocalizedWidgetTests {
  /// The text runs `view` draws, laid out at its frame.
  static func drawnTexts(_ view: View) -> [String] {
    view.layoutIfNeeded()
    let canvas = RecordingCanvas()
    view.render(in: canvas)
    return canvas.commands.compactMap { command -> String? in
      if case .text(let layout, _) = command { return layout.text }
      return nil
    }
  }

  // MARK: - A placement's locale

  /// The example feed `name` in a placement whose config's locale is `locale`, and the suite
  /// whose clock runs it.
  static func placement(
    _ name: String, locale: String
  ) async throws -> (WidgetAccessibilityTests, WidgetAccessibilityTests.App) {
    let a11y = WidgetAccessibilityTests()
    return (a11y, try await a11y.app(name, locale: locale))
  }

  @Test func aBannerConfiguredInGermanSpeaksGerman() async throws {
    let (_, app) = try await Self.placement("banner", locale: "de")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let page = try #require(app.root.accessibilityElements().first)
    #expect(page.value == "Seite 1 von 4")
    #expect(page.hint == "Öffnet den Link des Banners")
    #expect(page.customActionNames == ["Nächste Seite", "Vorherige Seite"])
  }

  @Test func swipeCardsConfiguredInFrenchSpeakFrenchUpToTheirEndState() async throws {
    let (a11y, app) = try await Self.placement("swipe-card", locale: "fr-FR")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let stack = try #require((app.placement.widget as? SwipeCardWidget)?.stack)
    let card = try #require(app.root.accessibilityElements().first)
    #expect(card.value == "carte 1 sur 5")
    #expect(card.customActionNames == ["Passer", "Ajouter au panier"])
    #expect(card.hint == "Balayez vers la droite pour ajouter au panier, vers la gauche pour passer")
    for _ in 0..<5 {
      let top = try #require(app.root.accessibilityElements().first)
      #expect(top.performCustomAction(named: "Passer"))
      a11y.run(app.root, for: 1)
    }
    let end = Self.drawnTexts(stack)
    #expect(end.contains("Recommencer"), "\(end)")
    // The server's end-state title wins over StoryKit's, in every language.
    let server = stack.serverStyling.endStateTitle
    #expect(server == nil || end.contains(server ?? ""), "\(end)")
  }

  /// The video feed in Turkish, and the player it opens: the presenter gives the player the
  /// feed's locale.
  @Test func aVideoFeedConfiguredInTurkishOpensATurkishPlayer() async throws {
    let (a11y, app) = try await Self.placement("video-feed", locale: "tr")
    defer { try? FileManager.default.removeItem(at: app.folder) }
    let first = try #require(app.root.accessibilityElements().first)
    #expect(first.value == "öğe 1/5")
    #expect(first.hint == "Videoyu tam ekranda açar")
    #expect(first.customActionNames.contains("Sonraki video"))
    #expect(first.activate())
    a11y.run(app.root, for: 2.5)
    let player = try #require(app.root.subviews.compactMap { $0 as? StoryPlayerView }.first)
    #expect(player.locale.identifier.hasPrefix("tr"))
    let names = player.storyAccessibilityActions.map(\.name)
    #expect(names.contains("Sonraki hikaye") && names.contains("Kapat"), "\(names)")
  }

  // MARK: - Digits and right to left

  @Test func arabicAndPersianWriteTheirOwnDigitsAndLayOutRightToLeft() throws {
    for (identifier, position) in [("ar_EG", "القصة ٣ من "), ("fa_IR", "استوری ۳ از ")] {
      let player = AnatomyScenes.player { $0.locale = Locale(identifier: identifier) }
      let title = try #require(player.headerView.titleLabel.accessibilityLabel)
      #expect(title.contains(position), "\(identifier): \(title)")
      #expect(player.effectiveLayoutDirection == .rightToLeft)
      // The header's time since posting, two hours ago.
      let posted = StoryGroup(
        id: "posted", title: "Posted",
        stories: [
          Story(
            id: "p0", media: .image(url: URL(fileURLWithPath: "/cdn/p0.jpg")),
            postedAt: AnatomyContent.now - 7_200)
        ])
      player.open([posted], at: 0)
      let age = try #require(player.headerView.subtitle)
      #expect(age.contains(identifier == "ar_EG" ? "٢" : "۲") && !age.contains("2"), "\(identifier): \(age)")
    }
    let canvas = AnatomyScenes.canvas(CanvasView.self) { $0.locale = Locale(identifier: "fa_IR") }
    canvas.frame = Rect(origin: .zero, size: AnatomyScenes.Widget.canvas.size)
    let drawn = Self.drawnTexts(canvas)
    #expect(
      drawn.contains { $0.hasPrefix("۰") || $0.hasPrefix("۱") || $0.hasPrefix("۲") },
      "countdown digits: \(drawn)")
    #expect(drawn.contains("روز") && drawn.contains("ساعت"), "\(drawn)")
    #expect(canvas.effectiveLayoutDirection == .rightToLeft)
  }

  // MARK: - The app's strings

  @Test func theAppsStringsWinForEveryLanguageOrForOne() throws {
    let clock = ManualClock()
    let player = AnatomyScenes.player {
      $0.locale = Locale(identifier: "ar")
      $0.clock = clock
      var appearance = $0.appearance
      appearance.strings[.playerNextStory] = "Onward"  // every language
      appearance.strings[.controlClose, language: "ar"] = "أغلق"  // Arabic only
      appearance.strings[.controlClose, language: "de"] = "Zu"
      $0.appearance = appearance
    }
    let names = player.storyAccessibilityActions.map(\.name)
    #expect(names.first == "Onward" && names.last == "أغلق", "\(names)")
    #expect(names.contains("القصة السابقة"), "a key the app leaves out is StoryKit's: \(names)")
    // The notice: StoryKit's in the player's language until the app sets its own.
    #expect(player.failureNotice == "تعذّر تحميل هذه القصة")
    player.failureNotice = "Try again later"
    #expect(player.failureNotice == "Try again later")
    player.locale = Locale(identifier: "de")
    #expect(player.failureNotice == "Try again later", "set: the app's text in every language")
    #expect(player.videoUnavailableNotice == "Video benötigt StoryKitGStreamer")
    #expect(player.storyAccessibilityActions.map(\.name).last == "Zu")
  }

  @Test func aVideoFeedsNoticesAreItsLanguagesUntilTheAppSetsThem() {
    let videoFeed = AnatomyScenes.videoFeed { $0.locale = Locale(identifier: "ja_JP") }
    videoFeed.frame = Rect(origin: .zero, size: AnatomyScenes.Widget.videoFeed.size)
    videoFeed.content = .init(items: [])
    #expect(Self.drawnTexts(videoFeed) == ["まだ動画はありません"])
    #expect(videoFeed.failureNotice == "この動画を再生できませんでした" && videoFeed.retryNotice == "タップして再試行")
    videoFeed.emptyText = "Nothing here"
    #expect(Self.drawnTexts(videoFeed) == ["Nothing here"])
    videoFeed.emptyText = ""
    #expect(Self.drawnTexts(videoFeed).isEmpty, "set empty: no text")
  }

  // MARK: - A change of locale

  @Test func aLocaleChangeWritesTheBarsTextsAgain() throws {
    let bar = AnatomyScenes.storyBar()
    bar.frame = Rect(origin: .zero, size: AnatomyScenes.Widget.storyBar.size)
    bar.locale = Locale(identifier: "en_US")
    #expect(Self.drawnTexts(bar).contains("LIVE"))
    let before = bar.accessibilityElements().compactMap(\.label)
    #expect(before.contains { $0.hasSuffix("new stories, live") }, "\(before)")
    bar.locale = Locale(identifier: "ru_RU")
    #expect(Self.drawnTexts(bar).contains("ЭФИР"))
    let after = bar.accessibilityElements().compactMap(\.label)
    #expect(after.contains { $0.hasSuffix("новые истории, прямой эфир") }, "\(after)")
  }

  @Test func aNoticeOnScreenTakesTheNewLanguageAtOnce() {
    let clock = ManualClock()
    let player = AnatomyScenes.player {
      $0.clock = clock
      $0.locale = Locale(identifier: "en_US")
    }
    // A picture that never comes: the notice once the load times out.
    player.imageLoader = PreloadedImages(scale: 1)
    player.open(AnatomyContent.groups, at: AnatomyContent.groupIndex("brunch"), story: 1)
    player.tick()
    clock.advance(by: player.loadTimeout)
    player.tick()
    #expect(Self.drawnTexts(player).contains(StoryKitStringKey.playerFailureNotice.english))
    player.locale = Locale(identifier: "de_DE")
    let german = StoryKitStrings(locale: Locale(identifier: "de_DE"))[.playerFailureNotice]
    #expect(german != StoryKitStringKey.playerFailureNotice.english)
    #expect(Self.drawnTexts(player).contains(german), "\(Self.drawnTexts(player))")
  }
}
