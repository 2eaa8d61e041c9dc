import Foundation
import Testing

@testable import StoryKit

/// Per-user placeholders: `{{user.key|fallback}}` in the text a user reads and in content URLs,
/// filled from the config's user data at decode time, with diagnostics for what cannot be filled.
@Suite struct UserPlaceholderTests {
  /// A feed of one group whose title, story title, layers and media use `text` where given.
  static func feed(
    groupTitle: String = "Hi {{user.firstName|there}}",
    layerText: String = "Welcome back, {{user.firstName}}!",
    mediaURL: String = "https://cdn.example.com/{{user.tier|basic}}/hero.jpg"
  ) -> Data {
    func quoted(_ text: String) -> String {
      String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data(), as: UTF8.self)
        .dropFirst().dropLast().description
    }
    let text = """
      {"schemaVersion": 1, "placement": {"token": "home", "variants": [{"id": "v", "kind": "storyBar", "ratio": 4}]},
       "storyGroups": [{"id": "g1", "title": \(quoted(groupTitle)), "iconUrl": "https://cdn.example.com/i.png",
         "stories": [{"id": "s1", "title": "For {{ user.firstName }}",
           "media": {"type": "image", "url": \(quoted(mediaURL))},
           "layers": [
             {"type": "text", "text": \(quoted(layerText)), "frame": {"x": 0, "y": 0, "width": 1, "height": 0.1}},
             {"type": "button", "title": "Shop, {{user.firstName|friend}}", "action": {"url": "https://shop.example.com"},
              "frame": {"x": 0, "y": 0.8, "width": 1, "height": 0.1}},
             {"type": "poll", "question": "Ready, {{user.firstName|you}}?", "options": ["Yes", "Not yet, {{user.firstName}}"],
              "frame": {"x": 0, "y": 0.4, "width": 1, "height": 0.2}}]}]}]}
      """
    return Data(text.utf8)
  }

  static func decode(_ data: Data, _ userData: [String: String]) -> FeedDecodingResult {
    FeedDecoder(userData: userData).decode(data)
  }

  static func texts(_ feed: Feed?) -> [String] {
    guard let group = feed?.storyGroups.first, let story = group.stories.first else { return [] }
    var texts = [group.title, story.title]
    for layer in story.layers {
      switch layer.kind {
      case .text(let text): texts.append(text.text)
      case .button(let button): texts.append(button.title)
      case .poll(let question, let options): texts += [question] + options
      default: break
      }
    }
    return texts
  }

  @Test func theUsersValuesFillTheTextAndTheURLs() throws {
    let result = Self.decode(Self.feed(), ["firstName": "Dana", "tier": "gold plus/vip"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(
      Self.texts(result.feed) == [
        "Hi Dana", "For Dana", "Welcome back, Dana!", "Shop, Dana", "Ready, Dana?", "Yes", "Not yet, Dana",
      ])
    // A value cannot change a URL's structure: it is percent-encoded.
    let url = try #require(result.feed?.storyGroups.first?.stories.first?.media.url)
    #expect(url.absoluteString == "https://cdn.example.com/gold%20plus%2Fvip/hero.jpg")
  }

  @Test func withoutAValueTheFallbackShowsAndWithoutAFallbackNothingWithAWarning() throws {
    let result = Self.decode(Self.feed(), ["firstName": ""])
    #expect(
      Self.texts(result.feed) == [
        "Hi there", "For ", "Welcome back, !", "Shop, friend", "Ready, you?", "Yes", "Not yet, ",
      ])
    #expect(
      result.feed?.storyGroups.first?.stories.first?.media.url.absoluteString
        == "https://cdn.example.com/basic/hero.jpg")
    let warnings = result.diagnostics.map { "\($0.severity.rawValue) \($0.code) \($0.path)" }
    #expect(
      warnings.sorted() == [
        "warning missingField $.storyGroups[0].stories[0].layers[0].text",
        "warning missingField $.storyGroups[0].stories[0].layers[2].options[1]",
        "warning missingField $.storyGroups[0].stories[0].title",
      ])
    #expect(result.diagnostics.allSatisfy { $0.message.contains("{{user.firstName}}") })
  }

  @Test(arguments: [
    "Hi {{user.}}", "Hi {{firstName}}", "Hi {{user.first name}}", "Hi {{user.firstName", "Hi {{}}",
    "Hi {{user.a|{{user.b}}}}", "Hi {{account.id|x}}",
  ])
  func aMalformedPlaceholderIsShownAsWrittenAndReported(text: String) throws {
    let result = Self.decode(Self.feed(groupTitle: text), ["firstName": "Dana"])
    let title = try #require(result.feed?.storyGroups.first?.title)
    let placeholderStart = try #require(text.range(of: "{{"))
    #expect(title.hasPrefix(text[..<placeholderStart.upperBound]), "shown as written: \(title)")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning && diagnostic.code == .invalidValue)
    #expect("\(diagnostic.path)" == "$.storyGroups[0].title")
    #expect(diagnostic.message.contains("shown as written"))
  }

  @Test func aMalformedPlaceholderInAURLIsReportedAtTheURL() throws {
    let result = Self.decode(
      Self.feed(mediaURL: "https://cdn.example.com/{{user.tier/hero.jpg"), ["tier": "gold"])
    let diagnostic = try #require(result.diagnostics.first { "\($0.path)".hasSuffix("media.url") })
    #expect(diagnostic.code == .invalidValue && diagnostic.message.contains("{{user.tier/hero.jpg"))
    // Kept as written: the value is not spliced into a URL whose placeholder did not close.
    let url = result.feed?.storyGroups.first?.stories.first?.media.url.absoluteString ?? ""
    #expect(!url.contains("gold"))
  }

  /// The quick test every text and URL goes through finds an opening `{{` wherever it is, and
  /// nothing else: single braces, closing ones, a brace at the very end.
  @Test func theQuickScanFindsAnOpeningPairAnywhere() {
    let cases: [(String, Bool)] = [
      ("", false), ("{", false), ("{{", true), ("a{{", true), ("{{a", true), ("a{b{c", false),
      ("}}{", false), ("x{", false), ("{x{{", true), ("{ {", false),
      (String(repeating: "{a", count: 300), false),
      (String(repeating: "a", count: 1_000) + "{{", true), ("é{{ü", true),
    ]
    for (text, expected) in cases {
      let found = Array(text.utf8).withUnsafeBufferPointer(UserPlaceholders.mayContainPlaceholder)
      #expect(found == expected, "\(text.prefix(20))")
    }
  }

  @Test func textWithoutPlaceholdersIsUntouchedAndBracesAloneAreText() {
    let result = Self.decode(
      Self.feed(
        groupTitle: "{ curly } and }} alone", layerText: "plain", mediaURL: "https://cdn.example.com/a.jpg"),
      [:])
    #expect(Self.texts(result.feed).prefix(1) == ["{ curly } and }} alone"])
    #expect(result.diagnostics.filter { "\($0.path)".contains("title") && $0.code == .invalidValue }.isEmpty)
  }

  @Test func thePlacementConfigsUserDataReachesTheDecodedFeed() async throws {
    let config = try PlacementConfig.Builder().userData(["firstName": "Dana", "tier": "gold"]).build(
      token: "home")
    let provider = await PlacementDataProvider(config: config, document: Self.feed())
    await provider.load()
    guard case .loaded(let content, _) = await provider.state else {
      Issue.record("the provider did not load: \(await provider.state)")
      return
    }
    #expect(Self.texts(content.feed).first == "Hi Dana")
    #expect(
      content.feed.storyGroups.first?.stories.first?.media.url.absoluteString
        == "https://cdn.example.com/gold/hero.jpg")
  }
}
