import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

/// Every translation fits its slot, and so does the pseudo-locale: every widget in every state
/// (``LocalizationScenes``), drawn once through a recording canvas, shows no text cut without an
/// ellipsis and no text over another (``TextFitReport``); in each shipped language, set where an
/// app sets it (the view's locale, as a placement's config sets it), none of StoryKit's words is
/// cut by an ellipsis either.
@MainActor
@Suite struct TranslationFitTests {
  /// The faults of every state of `widget`, each named by its state: every clipped text, and the
  /// overlaps where `isStoryKits` is one of the texts. Two texts of content over each other (a
  /// layer the feed puts under the header's title) are where the feed placed them, the same in
  /// every language.
  static func faults(
    of widget: AnatomyScenes.Widget, _ configure: @escaping (View) -> Void,
    isStoryKits: (String) -> Bool, also extra: (TextFitReport) -> [String] = { _ in [] }
  ) throws -> [String] {
    var faults: [String] = []
    try LocalizationScenes.walk(widget, configure) { state, view in
      let report = TextFitReport(view)
      let counted = report.faults.filter { fault in
        guard case .overlapping(let first, let second) = fault else { return true }
        return isStoryKits(first.layout.text) || isStoryKits(second.layout.text)
      }
      faults += (counted.map(\.description) + extra(report)).map { "\(state): \($0)" }
    }
    return faults
  }

  // MARK: - The pseudo-locale

  /// Every string 40 % longer and accented, put on the appearance as an app puts its strings.
  @Test(arguments: AnatomyScenes.Widget.allCases)
  func thePseudoLocaleIsNeitherClippedNorOverlapping(_ widget: AnatomyScenes.Widget) throws {
    let faults = try Self.faults(of: widget, StringCoverageTests.pseudoLocalized) {
      $0.contains(PseudoLocale.open)
    }
    #expect(faults.isEmpty, "\(faults.joined(separator: "\n"))")
  }

  // MARK: - Each language

  @Test(arguments: StoryKitStrings.languages)
  func everyTranslationFitsItsSlot(_ language: String) throws {
    let table = TableTexts(language: language)
    var faults: [String] = []
    var drawn = Set<String>()
    for widget in AnatomyScenes.Widget.allCases {
      faults += try Self.faults(
        of: widget, { $0.locale = Locale(identifier: language) }, isStoryKits: table.contains
      ) { report in
        let storyKits = report.texts.filter { table.contains($0.layout.text) }
        drawn.formUnion(
          storyKits.flatMap { $0.layout.text.split(whereSeparator: \.isNewline).map(String.init) })
        return storyKits.filter(\.layout.isTruncated).map { "cut short: \($0)" }
      }
    }
    #expect(faults.isEmpty, "\(language):\n\(faults.joined(separator: "\n"))")
    // The scenes draw the words of every widget that has any: the check saw them.
    let strings = StoryKitStrings(locale: Locale(identifier: language), preferredLanguages: [])
    let expected: [StoryKitStringKey] = [
      .liveBadge, .playerFailureNotice, .playerVideoUnavailableNotice, .layerRemindMe, .countdownEnded,
      .addToCart, .swipeCardEndTitle, .swipeCardEndSubtitle, .swipeCardEndButton, .videoFeedFailureNotice,
      .videoFeedRetryNotice, .videoFeedEmpty,
    ]
    let unseen = expected.filter { !drawn.contains(strings[$0]) }
    #expect(unseen.isEmpty, "\(language): not drawn: \(unseen)")
  }

  // MARK: - The check itself

  /// A label cut by its parent's clip, one that reaches past the widget's edge, two labels on
  /// one spot: found. A label cut short by an ellipsis, a shadow's passes and a text under an
  /// opaque card: not faults.
  @Test func theCheckFindsClippedAndOverlappingText() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let box = View(frame: Rect(x: 0, y: 0, width: 120, height: 20))
    box.clipsToBounds = true
    root.addSubview(box)
    let wrapped = Label(frame: Rect(x: 0, y: 0, width: 120, height: 80))
    wrapped.numberOfLines = 0
    wrapped.text = "A notice long enough to wrap onto three lines or more"
    box.addSubview(wrapped)
    let past = Label(frame: Rect(x: 250, y: 40, width: 120, height: 20))
    past.text = "Past the edge"
    let first = Label(frame: Rect(x: 0, y: 100, width: 140, height: 20))
    first.text = "One label"
    let second = Label(frame: Rect(x: 40, y: 104, width: 140, height: 20))
    second.text = "Another label"
    let ellipsized = Label(frame: Rect(x: 0, y: 150, width: 60, height: 20))
    ellipsized.text = "Cut short by an ellipsis"
    for label in [past, first, second, ellipsized] { root.addSubview(label) }

    let report = TextFitReport(root)
    let clipped = report.clipped.map(\.description)
    #expect(clipped.count == 2, "\(clipped)")
    #expect(clipped.contains { $0.contains("outside the clip") && $0.contains("A notice") }, "\(clipped)")
    #expect(clipped.contains { $0.contains("outside the view's bounds") && $0.contains("Past the edge") })
    #expect(report.overlapping == [.overlapping(report.texts[2], report.texts[3])], "\(report.overlapping)")
    #expect(report.texts.map(\.layout.text).contains("Cut short by an ellipsis"))
  }

  @Test func aShadowsPassesAndCoveredTextAreNotFaults() {
    let engine = PangoTextEngine.shared
    let font = FontDescriptor(size: 16)
    let shade = engine.layout(
      "Shaded", style: TextStyle(font: font, color: .black), maxWidth: 100, maxLines: 1)
    let text = engine.layout(
      "Shaded", style: TextStyle(font: font, color: .white), maxWidth: 100, maxLines: 1)
    let under = engine.layout("Under a card", style: TextStyle(font: font), maxWidth: 100, maxLines: 1)
    let canvas = RecordingCanvas()
    for offset in [-3.0, 0, 3] { canvas.draw(shade, at: Point(x: 10 + offset, y: 10 + offset)) }
    canvas.draw(text, at: Point(x: 10, y: 10))
    canvas.draw(under, at: Point(x: 10, y: 60))
    canvas.fill(
      .roundedRect(Rect(x: 0, y: 50, width: 200, height: 60), cornerRadius: 8), with: .solid(.white))
    canvas.draw(under, at: Point(x: 30, y: 120))
    let report = TextFitReport(commands: canvas.commands, bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    #expect(report.faults.isEmpty, "\(report.faults)")
    #expect(report.texts.map(\.layout.text) == ["Shaded", "Under a card"])
    #expect(report.texts.first?.layout.style.color == .white, "the last pass is the text")
  }
}

/// StoryKit's texts in one language, as drawn: each key's text and every plural key's forms
/// for counts up to 120. (The keys with arguments are only spoken.)
struct TableTexts {
  var texts: Set<String> = []

  init(language: String) {
    let strings = StoryKitStrings(locale: Locale(identifier: language), preferredLanguages: [])
    for key in StoryKitStringKey.allCases {
      if key.isPlural {
        for count in 0...120 { texts.insert(strings.plural(key, count: count)) }
      } else {
        texts.insert(strings[key])
      }
    }
  }

  /// Whether a paragraph of `drawn` is one of the texts.
  func contains(_ drawn: String) -> Bool {
    drawn.split(whereSeparator: \.isNewline).contains { texts.contains(String($0)) }
  }
}
