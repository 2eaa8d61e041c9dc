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

/// Every word a widget draws or announces comes from StoryKit's string table: with the
/// pseudo-locale set on the appearance, as an app sets its overrides, each widget in its states
/// draws and says only pseudo-localized text, feed content and numbers.
///
/// The texts are every text run drawn (through a recording canvas) and the label, value, hint
/// and action names of every view in the tree, shown or not.
@MainActor
@Suite struct StringCoverageTests {
  /// The members of the example feeds whose text is shown: titles, questions, options, texts,
  /// picture labels, promo codes.
  static let shownMembers: Set<String> = [
    "title", "subtitle", "text", "question", "options", "label", "emojis", "code",
  ]

  /// What the example feeds send to be shown (titles, options, products…), and the prices and
  /// ages written from it: content, not StoryKit's words.
  static let content: [String] = {
    var strings = Set<String>()
    for name in ["demo", "banner", "swipe-card", "canvas", "video-feed"] {
      guard let data = try? Fixtures.data("Examples/feeds/\(name).json"),
        let document = try? JSONSerialization.jsonObject(with: data)
      else { continue }
      collect(document, shown: false, into: &strings)
    }
    let english = StoryKitStrings(locale: Locale(identifier: "en_US"), preferredLanguages: [])
    for feed in AnatomyContent.feeds.values {
      for group in feed.storyGroups {
        for story in group.stories {
          for product in story.products {
            strings.insert(product.formattedPrice(locale: english.locale) ?? "")
          }
          if let posted = story.postedAt {
            strings.insert(english.age(seconds: AnatomyContent.now.timeIntervalSince(posted)))
          }
        }
      }
    }
    return strings.map(PseudoLocale.normalized).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }()

  /// The strings under `value` that a shown member holds (a server's end-state texts count).
  static func collect(_ value: Any, shown: Bool, into strings: inout Set<String>) {
    if let text = value as? String {
      if shown { strings.insert(text) }
    } else if let array = value as? [Any] {
      for element in array { collect(element, shown: shown, into: &strings) }
    } else if let object = value as? [String: Any] {
      for (key, element) in object {
        collect(element, shown: shownMembers.contains(key) || key.hasSuffix("Title"), into: &strings)
      }
    }
  }

  /// Puts the pseudo-locale on a widget's view, where an app sets its appearance (over American
  /// English, whose prices and ages ``content`` knows).
  static func pseudoLocalized(_ view: View) {
    view.locale = Locale(identifier: "en_US")
    var appearance = view.appearance
    appearance.strings = PseudoLocale.overrides
    view.appearance = appearance
  }

  /// Everything `view` draws and every view under it says.
  static func texts(of view: View) -> [String] {
    let canvas = RecordingCanvas()
    view.render(in: canvas)
    var texts = canvas.commands.compactMap { command -> String? in
      if case .text(let layout, _) = command { return layout.text }
      return nil
    }
    var pending = [view]
    while let next = pending.popLast() {
      texts += [next.accessibilityLabel, next.accessibilityValue, next.accessibilityHint].compactMap { $0 }
      texts += next.accessibilityCustomActions.map(\.name)
      pending += next.subviews
    }
    return texts
  }

  /// What `widget` draws and says in every state (``LocalizationScenes``), pseudo-localized.
  static func texts(of widget: AnatomyScenes.Widget) throws -> [String] {
    var texts: [String] = []
    try LocalizationScenes.walk(widget, pseudoLocalized) { _, view in texts += Self.texts(of: view) }
    return texts
  }

  /// The texts with words that are neither pseudo-localized nor content.
  static func strays(in texts: [String]) -> [String] {
    Array(Set(texts.filter { PseudoLocale.hasStrayWords($0, content: content) })).sorted()
  }

  // MARK: - The widgets

  @Test func theStoryBar() throws {
    let texts = try Self.texts(of: .storyBar)
    #expect(texts.contains(PseudoLocale.text(StoryKitStringKey.liveBadge.english)))
    #expect(Self.strays(in: texts).isEmpty, "\(Self.strays(in: texts))")
  }

  /// Every story of every demo group, the sampler of every layer type among them, then the
  /// sampler's poll and quiz answered, its product card open and its countdown ended; a video
  /// story in a build without video; a story whose picture never comes.
  @Test func thePlayerWithEveryLayerTypeAndState() throws {
    let texts = try Self.texts(of: .player)
    #expect(texts.contains(PseudoLocale.text(StoryKitStringKey.playerFailureNotice.english)))
    #expect(texts.contains(PseudoLocale.text(StoryKitStringKey.countdownEnded.english)))
    #expect(Self.strays(in: texts).isEmpty, "\(Self.strays(in: texts))")
  }

  @Test func theBanner() throws {
    let texts = try Self.texts(of: .banner)
    #expect(Self.strays(in: texts).isEmpty, "\(Self.strays(in: texts))")
  }

  @Test func theSwipeCardsAndTheirEndState() throws {
    let texts = try Self.texts(of: .swipeCard)
    #expect(texts.contains(PseudoLocale.text(StoryKitStringKey.swipeCardEndButton.english)))
    #expect(Self.strays(in: texts).isEmpty, "\(Self.strays(in: texts))")
  }

  @Test func theCanvasRunningAndEnded() throws {
    let texts = try Self.texts(of: .canvas)
    #expect(Self.strays(in: texts).isEmpty, "\(Self.strays(in: texts))")
  }

  @Test func theVideoFeedItsFailureAndItsEmptyState() throws {
    let texts = try Self.texts(of: .videoFeed)
    #expect(texts.contains { $0.contains(PseudoLocale.text(StoryKitStringKey.videoFeedRetryNotice.english)) })
    #expect(texts.contains(PseudoLocale.text(StoryKitStringKey.videoFeedEmpty.english)))
    #expect(Self.strays(in: texts).isEmpty, "\(Self.strays(in: texts))")
  }

  /// The check itself: English words outside the markers are found; content, numbers, prices and
  /// a quiz letter are not.
  @Test func theCheckFindsEnglishOutsideTheMarkers() {
    let wrapped = PseudoLocale.text("Next story")
    #expect(!PseudoLocale.hasStrayWords(wrapped, content: []))
    #expect(PseudoLocale.hasStrayWords("\(wrapped), Close", content: []))
    #expect(
      !PseudoLocale.hasStrayWords("Summer sale ends ⟦Éñdéd~~⟧ 05 42% $89.00", content: ["Summer sale ends"]))
    #expect(!PseudoLocale.hasStrayWords("B", content: []))
    #expect(!PseudoLocale.hasStrayWords("⟦Þröðüçt: Trail sneakers⟦, ⟧$89⟧", content: ["Trail sneakers"]))
    #expect(!PseudoLocale.hasStrayWords("⟦Thîš šţöŕý çöüld ñöţ bé…", content: []), "cut short by an ellipsis")
    #expect(PseudoLocale.text("%1$@, story %2$@ of %3$@").contains("%1$@") && wrapped.count >= 14)
  }
}
