import Foundation
import StoryKit
import StoryKitCairo
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer
@testable import StoryKitUI

/// Feeds that try to break the layers: frames that are not numbers, empty option lists, a right
/// answer outside the options, 2,000-character texts. Nothing crashes, and what can be shown is.
@MainActor
@Suite struct StoryLayersHostileContentTests {
  typealias F = LayerFixtures
  static let long = String(repeating: "Long words keep coming ", count: 87)

  /// Lays out and draws the host's tree in pixels.
  func draw(_ host: LayerHost) {
    let bitmap = Bitmap(size: Size(width: 390, height: 844), scale: 1, background: .black)
    bitmap.render(host.root)
  }

  @Test func framesThatAreNotNumbersAreSkippedAndTheRestDrawn() {
    let layers = [
      F.layer("nan", .nan, 0.1, 0.5, 0.1, .text(TextLayer(text: "NaN"))),
      F.layer("inf", 0.1, 0.1, .infinity, 0.1, .text(TextLayer(text: "Infinite"))),
      F.layer("empty", 0.1, 0.1, 0, 0.1, .text(TextLayer(text: "Empty"))),
      F.layer("negative", 0.1, 0.1, -0.3, 0.1, .text(TextLayer(text: "Negative"))),
      F.layer("huge", -50, 1e9, 1e12, 3, .button(ButtonLayer(title: "Huge", action: F.action))),
      F.layer(
        "spin", 0.1, 0.7, 0.5, 0.1, .button(ButtonLayer(title: "Spin", action: F.action)), rotation: .nan),
      F.caption,
    ]
    let (host, warnings) = StoryKitLog.collectingWarnings { LayerHost(F.story(layers)) }
    #expect(host.layers.layerViews.count == 3, "huge (clamped), spin and the caption")
    #expect(warnings.count == 4)
    #expect(host.layers.layerView(id: "spin")?.transform == .identity)
    let huge = host.layers.layerView(id: "huge")
    #expect(huge.map { $0.frame.width <= 2 * 390 && $0.frame.height <= 2 * 844 } == true)
    draw(host)
  }

  @Test func emptyOptionListsAndAWrongCorrectIndexDoNotCrash() throws {
    let layers = [
      F.layer("poll", 0.1, 0.1, 0.8, 0.15, .poll(question: "Nothing to choose?", options: [])),
      F.layer(
        "quiz", 0.1, 0.3, 0.8, 0.2,
        .quiz(QuizLayer(question: "Out of range", options: ["A", "B"], correctIndex: 7))),
      F.layer(
        "negative", 0.1, 0.55, 0.8, 0.2,
        .quiz(QuizLayer(question: "Negative", options: ["A"], correctIndex: -1))),
      F.layer("emoji", 0.1, 0.8, 0.8, 0.08, .emojiReaction(emojis: [])),
      F.layer("none", 0.1, 0.9, 0.8, 0.08, .quiz(QuizLayer(question: "", options: [], correctIndex: 0))),
    ]
    let host = LayerHost(F.story(layers))
    draw(host)
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    #expect(poll.optionViews.isEmpty)
    let quiz = try #require(host.view("quiz", as: QuizLayerView.self))
    #expect(quiz.correctIndex == nil)
    host.tap(quiz.optionViews[0])
    #expect(host.interactions == [.quizAnswer(layerID: "quiz", option: 0, isCorrect: false)])
    #expect(
      quiz.optionViews.map(\.look) == [
        .answer(isChosen: true, isCorrect: false), .answer(isChosen: false, isCorrect: false),
      ])
    draw(host)
  }

  @Test func aStoredAnswerOutsideTheOptionsIsIgnored() throws {
    let store = InMemoryStoryInteractionStore([
      StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "poll"): 9
    ])
    let host = LayerHost(F.story([F.poll]), store: store)
    #expect(try #require(host.view("poll", as: PollLayerView.self)).votedOption == nil)
  }

  @Test func twoThousandCharacterTextsShrinkThenEndWithAnEllipsisInsideTheirFrames() throws {
    #expect(Self.long.count > 2_000)
    let layers = [
      F.layer(
        "text", 0.1, 0.05, 0.8, 0.12, .text(TextLayer(text: Self.long, backgroundColor: .black, fontSize: 28))
      ),
      F.layer("button", 0.2, 0.2, 0.6, 0.06, .button(ButtonLayer(title: Self.long, action: F.action))),
      F.layer("poll", 0.1, 0.3, 0.8, 0.25, .poll(question: Self.long, options: [Self.long, "Short"])),
      F.layer(
        "countdown", 0.1, 0.58, 0.8, 0.25, .countdown(title: Self.long, endDate: F.now.addingTimeInterval(60))
      ),
      F.layer("swipe", 0.2, 0.88, 0.6, 0.1, .swipeUp(title: Self.long, action: F.action)),
      F.layer("tag", 0.1, 0.85, 0.8, 0.04, .productTag(productID: "long")),
    ]
    let product = Product(id: "long", title: Self.long, price: .nan, currency: "not a code")
    let host = LayerHost(F.story(layers, products: [product]))
    draw(host)
    let text = try #require(host.view("text", as: TextLayerView.self))
    let layout = try #require(text.fittedLayout)
    #expect(layout.isTruncated && layout.lines.last?.hasSuffix("…") == true)
    #expect(layout.size.height <= text.bounds.height)
    let poll = try #require(host.view("poll", as: PollLayerView.self))
    let question = try #require(poll.questionView.fittedLayout)
    #expect(question.isTruncated && question.lineCount <= 3)
    #expect(poll.cardRect.height <= poll.bounds.height + 0.5)
    host.tap(host.centre(of: layers[5]))
    #expect(host.layers.productCard?.priceView.text == "", "a price that is not a number is left out")
    draw(host)
  }

  @Test func pricesAreWrittenInTheirCurrency() {
    let locale = Locale(identifier: "en_US")
    #expect(F.sneakers.formattedPrice(locale: locale) == "$89.00")
    let euros = Product(id: "e", title: "E", price: Decimal(string: "19.99") ?? 0, currency: "eur")
    #expect(euros.formattedPrice(locale: locale) == "€19.99")
    let odd = Product(id: "o", title: "O", price: 5, currency: "POINTS")
    #expect(odd.formattedPrice(locale: locale) == "5 POINTS")
  }

  @Test func aPriceKeepsItsOrderInRightToLeftText() {
    let watch = Product(
      id: "w", title: "Atelier watch", price: Decimal(string: "249.90") ?? 0, currency: "USD")
    // Arabic writes "US$" after the number: a left-to-right isolate keeps its "$" after "US".
    let arabic = watch.formattedPrice(locale: Locale(identifier: "ar_EG")) ?? ""
    #expect(arabic.contains("\u{2066}US$\u{2069}"), "\(arabic.unicodeScalars.map(\.value))")
    #expect(arabic.contains("٢٤٩٫٩٠"))
    // After a Latin title, the price is one first-strong isolate; left-to-right locales are untouched.
    let hebrew = Locale(identifier: "he_IL")
    let price = watch.formattedPrice(locale: hebrew) ?? ""
    #expect(Product.isolated(price, locale: hebrew) == "\u{2068}\(price)\u{2069}")
    #expect(Product.isolated("$249.90", locale: Locale(identifier: "en_US")) == "$249.90")
    #expect(watch.formattedPrice(locale: Locale(identifier: "en_US")) == "$249.90")
  }
}
