import Foundation
import StoryKit
import Testing

/// One test per diagnostic kind: the bad input, the code, the path, the message, and what is kept.
@Suite struct FeedDiagnosticsTests {
  let decoder = FeedDecoder()

  @Test func typeMismatchNamesExpectedAndFound() throws {
    let result = decoder.decode(FeedText.with(groups: "[" + FeedText.group(title: "42") + "]"))
    #expect(
      result.diagnostics.map(\.description) == [
        "error $.storyGroups[0].title: expected a string, found the number 42; the story group is dropped"
      ])
    #expect(result.feed?.storyGroups.isEmpty == true)
  }

  @Test func invalidGroupIsDroppedAndSiblingsKept() throws {
    let groups = [
      FeedText.group(id: "\"a\""), FeedText.group(id: "\"b\"", title: "null"), FeedText.group(id: "\"c\""),
    ]
    let result = decoder.decode(FeedText.with(groups: "[" + groups.joined(separator: ",") + "]"))
    #expect(result.feed?.storyGroups.map(\.id) == ["a", "c"])
    #expect(result.has(.missingField, at: "$.storyGroups[1].title", severity: .error))
    #expect(
      result.message(at: "$.storyGroups[1].title")?.contains("found null; the story group is dropped") == true
    )
  }

  @Test func invalidStoryIsDroppedAndGroupKept() throws {
    let stories = [
      FeedText.story(id: "\"ok\""),
      FeedText.story(id: "\"bad\"", media: #"{"type": "image", "url": "ftp://cdn.example.com/a.png"}"#),
    ]
    let group = FeedText.group(story: stories.joined(separator: ","))
    let result = decoder.decode(FeedText.with(groups: "[\(group)]"))
    #expect(result.feed?.storyGroups.first?.stories.map(\.id) == ["ok"])
    #expect(result.has(.invalidURL, at: "$.storyGroups[0].stories[1].media.url", severity: .error))
    #expect(
      result.message(at: "$.storyGroups[0].stories[1].media.url")?.contains("the scheme \"ftp\"") == true)
    #expect(
      result.message(at: "$.storyGroups[0].stories[1].media.url")?.hasSuffix("the story is dropped") == true)
  }

  @Test func groupWithoutValidStoriesIsDropped() {
    let group = FeedText.group(story: FeedText.story(media: "\"not media\""))
    let result = decoder.decode(FeedText.with(groups: "[\(group)]"))
    #expect(result.feed?.storyGroups.isEmpty == true)
    #expect(result.has(.typeMismatch, at: "$.storyGroups[0].stories[0].media"))
    #expect(result.has(.invalidValue, at: "$.storyGroups[0].stories", severity: .error))
  }

  @Test func invalidLayerIsDroppedAndStoryKept() throws {
    let layers = #"""
      [{"type": "poll", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.2}, "question": "Q", "options": ["only one"]},
       {"type": "text", "frame": {"x": 0, "y": 0, "width": 1.5, "height": 0.2}, "text": "too wide"},
       {"type": "quiz", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.2}, "question": "Q", "options": ["a", "b"], "correctIndex": 2},
       {"type": "emojiReaction", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.2}, "emojis": ["😀"]}]
      """#
    let result = decoder.decode(FeedText.withLayers(layers))
    let story = try #require(result.feed?.storyGroups.first?.stories.first)
    #expect(story.layers.map(\.id) == ["layer-3"])
    #expect(
      result.message(at: "$.storyGroups[0].stories[0].layers[0].options")
        == "expected 2 to 4 answers, found 1; the layer is dropped")
    #expect(
      result.message(at: "$.storyGroups[0].stories[0].layers[1].frame.width")
        == "expected a number > 0 and ≤ 1, found the number 1.5; the layer is dropped")
    #expect(
      result.message(at: "$.storyGroups[0].stories[0].layers[2].correctIndex")
        == "expected an index into the 2 options (0 to 1), found 2; the layer is dropped")
  }

  @Test func invalidOptionalValueIsDroppedAloneAndItemKept() throws {
    let group = FeedText.group(extra: #""coverUrl": "javascript:alert(1)", "seen": "yes""#)
    let result = decoder.decode(FeedText.with(groups: "[\(group)]"))
    let kept = try #require(result.feed?.storyGroups.first)
    #expect(kept.coverURL == nil)
    #expect(kept.isSeen == false)
    #expect(result.has(.invalidURL, at: "$.storyGroups[0].coverUrl", severity: .error))
    #expect(result.message(at: "$.storyGroups[0].seen") == "expected true or false, found the string \"yes\"")
  }

  @Test func missingFieldIsNamed() {
    let result = decoder.decode(FeedText.with(groups: #"[{"id": "g", "title": "T"}]"#))
    #expect(
      result.message(at: "$.storyGroups[0].stories")
        == "expected the required key \"stories\", found no such key; the story group is dropped")
  }

  @Test func missingIconIsAWarningAndTheGroupStays() {
    let group = #"{"id": "g", "title": "T", "stories": [\#(FeedText.story())]}"#
    let result = decoder.decode(FeedText.with(groups: "[\(group)]"))
    #expect(result.feed?.storyGroups.count == 1)
    #expect(result.has(.missingField, at: "$.storyGroups[0].iconUrl", severity: .warning))
  }

  @Test func unknownEnumValuesAreKeptByName() throws {
    let group = FeedText.group(extra: #""type": "hologram""#)
    let result = decoder.decode(FeedText.with(groups: "[\(group)]"))
    #expect(result.feed?.storyGroups.first?.type == .unknown("hologram"))
    #expect(result.has(.unknownValue, at: "$.storyGroups[0].type", severity: .warning))
    #expect(
      result.message(at: "$.storyGroups[0].type")?.contains(
        "found \"hologram\"; kept as an unknown group type") == true)
    #expect(!result.hasErrors)
  }

  @Test func closedEnumsRejectUnknownNames() {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#, with: #""ratio": 4, "styling": {"storyBar": {"size": "huge"}}}"#)
    let result = decoder.decode(feed)
    #expect(
      result.message(at: "$.placement.variants[0].styling.storyBar.size")
        == #"expected one of "small", "large", "custom", found the string "huge""#)
  }

  @Test func duplicateIDsAreReportedAndTheLaterDropped() {
    let groups = [
      FeedText.group(id: "\"same\""), FeedText.group(id: "\"same\", \"x\": 1"), FeedText.group(id: "7"),
    ]
    let result = decoder.decode(FeedText.with(groups: "[" + groups.joined(separator: ",") + "]"))
    #expect(result.feed?.storyGroups.map(\.id) == ["same", "7"])
    #expect(result.has(.duplicateID, at: "$.storyGroups[1].id", severity: .error))
    #expect(result.message(at: "$.storyGroups[1].id")?.contains("first at $.storyGroups[0]") == true)
  }

  @Test func integerAndStringIDsThatSpellTheSameCollide() {
    let groups = [FeedText.group(id: "\"7\""), FeedText.group(id: "7")]
    let result = decoder.decode(FeedText.with(groups: "[" + groups.joined(separator: ",") + "]"))
    #expect(result.feed?.storyGroups.count == 1)
    #expect(result.has(.duplicateID, at: "$.storyGroups[1].id"))
  }

  @Test func duplicateKeyWarnsAndTheLastValueWins() {
    let result = decoder.decode(
      FeedText.with(groups: "[" + FeedText.group(extra: #""title": "Second""#) + "]"))
    #expect(result.feed?.storyGroups.first?.title == "Second")
    #expect(result.has(.duplicateKey, at: "$.storyGroups[0].title", severity: .warning))
  }

  @Test func invalidColorsSayWhatIsExpected() {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#,
      with:
        ##""ratio": 4, "styling": {"storyBar": {"pinIconColor": "red", "ivodIconColor": "#12345", "iconBackgroundColor": "#GGG"}}}"##
    )
    let result = decoder.decode(feed)
    let base = "$.placement.variants[0].styling.storyBar."
    #expect(result.has(.invalidColor, at: base + "pinIconColor"))
    #expect(
      result.message(at: base + "pinIconColor")?.hasPrefix("expected a colour starting with '#'") == true)
    #expect(result.message(at: base + "ivodIconColor")?.contains("found 5 in") == true)
    #expect(result.message(at: base + "iconBackgroundColor")?.contains("hex digits") == true)
    #expect(result.feed?.placement.variants.count == 1, "bad styling values do not drop the variant")
  }

  @Test func gradientsAndProgressBarColorsCountTheirColours() {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#,
      with:
        ##""ratio": 4, "styling": {"storyBar": {"ringSeen": ["#FFF"]}, "player": {"progressBarColors": ["#FFF", "#000", "#111"]}}}"##
    )
    let result = decoder.decode(feed)
    #expect(
      result.message(at: "$.placement.variants[0].styling.storyBar.ringSeen")?.contains("repeat it") == true)
    #expect(
      result.message(at: "$.placement.variants[0].styling.player.progressBarColors")
        == "expected exactly 2 progress bar colours (track, then fill), found 3")
  }

  @Test func iconStylingWithoutCustomSizeIsIgnoredWithAWarning() {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#,
      with: #""ratio": 4, "styling": {"storyBar": {"size": "small", "icon": {"width": 90}}}}"#)
    let result = decoder.decode(feed)
    #expect(
      result.has(.ignoredValue, at: "$.placement.variants[0].styling.storyBar.icon", severity: .warning))
  }

  @Test func headerFontSizeIsIgnoredWithAWarning() {
    let feed = FeedText.with(groups: "[]").replacingOccurrences(
      of: #""ratio": 4}"#,
      with: #""ratio": 4, "styling": {"player": {"headerFont": {"family": "Inter", "size": 30}}}}"#)
    let result = decoder.decode(feed)
    #expect(
      result.has(
        .ignoredValue, at: "$.placement.variants[0].styling.player.headerFont.size", severity: .warning))
    #expect(result.feed?.placement.variants.first?.styling.player.headerFont?.family == "Inter")
  }

  @Test func imageMediaIgnoresVideoKeysWithAWarning() {
    let story = FeedText.story(
      media: #"{"type": "image", "url": "https://cdn.example.com/a.png", "duration": 3}"#)
    let result = decoder.decode(FeedText.with(groups: "[" + FeedText.group(story: story) + "]"))
    #expect(result.has(.ignoredValue, at: "$.storyGroups[0].stories[0].media.duration", severity: .warning))
    #expect(result.feed?.storyGroups.first?.stories.first?.duration == Story.defaultImageDuration)
  }

  @Test func productTagWithoutItsProductIsADanglingReference() {
    let layers =
      #"[{"type": "productTag", "frame": {"x": 0, "y": 0, "width": 0.2, "height": 0.1}, "productId": "nope"}]"#
    let result = decoder.decode(FeedText.withLayers(layers))
    #expect(
      result.has(
        .danglingReference, at: "$.storyGroups[0].stories[0].layers[0].productId", severity: .warning))
    #expect(result.feed?.storyGroups.first?.stories.first?.layers.count == 1)
  }

  @Test func schemaVersionRules() {
    let missing = decoder.decode(#"{"placement": {"token": "t", "variants": []}}"#)
    #expect(missing.feed == nil)
    #expect(missing.has(.unsupportedSchemaVersion, at: "$.schemaVersion", severity: .error))

    let fractional = decoder.decode(
      FeedText.with().replacingOccurrences(of: #""schemaVersion": 1"#, with: #""schemaVersion": 1.5"#))
    #expect(fractional.feed == nil)
    #expect(fractional.message(at: "$.schemaVersion")?.contains("found the number 1.5") == true)

    let newer = decoder.decode(
      FeedText.with().replacingOccurrences(of: #""schemaVersion": 1"#, with: #""schemaVersion": 3"#))
    #expect(newer.feed?.schemaVersion == 3)
    #expect(newer.has(.unsupportedSchemaVersion, at: "$.schemaVersion", severity: .warning))
  }

  @Test func placementTokenAndVariantRules() {
    let badToken = decoder.decode(
      FeedText.with().replacingOccurrences(of: #""token": "t""#, with: #""token": "home top!""#))
    #expect(badToken.feed == nil)
    #expect(badToken.message(at: "$.placement.token")?.contains("may hold only the letters") == true)

    let noVariants = decoder.decode(
      FeedText.with().replacingOccurrences(
        of: #"[{"id": "v", "kind": "storyBar", "ratio": 4}]"#,
        with: #"[{"id": "v", "kind": "storyBar", "ratio": 0}]"#))
    #expect(noVariants.feed?.placement.variants.isEmpty == true)
    #expect(noVariants.has(.invalidValue, at: "$.placement.variants[0].ratio"))
    #expect(noVariants.has(.invalidValue, at: "$.placement.variants"))
  }

  @Test func anUnreadableConditionDropsItsVariant() {
    let variants = #"""
      [{"id": "a", "kind": "banner", "ratio": 2, "condition": {"attribute": "locale", "operator": "resembles", "value": "en"}},
       {"id": "b", "kind": "banner", "ratio": 2, "condition": {"attribute": "locale", "operator": "in", "value": "en"}},
       {"id": "c", "kind": "banner", "ratio": 2, "condition": {"all": [], "any": []}},
       {"id": "d", "kind": "banner", "ratio": 2, "condition": {"all": [{"attribute": "x", "operator": "exists"}]}}]
      """#
    let result = decoder.decode(
      FeedText.with().replacingOccurrences(
        of: #"[{"id": "v", "kind": "storyBar", "ratio": 4}]"#, with: variants))
    #expect(result.feed?.placement.variants.map(\.id) == ["d"])
    #expect(result.has(.invalidValue, at: "$.placement.variants[0].condition.operator"))
    #expect(result.has(.typeMismatch, at: "$.placement.variants[1].condition.value"))
    #expect(
      result.message(at: "$.placement.variants[2].condition")?.contains(#"found "all" and "any""#) == true)
  }

  @Test func urlRules() throws {
    let cases: [(url: String, allowed: Bool)] = [
      ("https://cdn.example.com/a.png", true), ("HTTPS://CDN.EXAMPLE.COM/a.png", true),
      ("http://localhost:8080/a.png", true), ("http://127.0.0.1/a.png", true),
      ("http://[::1]:9000/a.png", true),
      ("http://cdn.example.com/a.png", false), ("http://127.0.0.1.evil.com/a.png", false),
      ("file:///etc/passwd", false), ("ftp://cdn.example.com/a.png", false),
      ("data:image/png;base64,AAAA", false),
      ("https:///no-host.png", false), ("https://cdn.example.com/a b.png", false), ("relative/a.png", false),
    ]
    for (url, allowed) in cases {
      let result = decoder.decode(
        FeedText.with(groups: "[" + FeedText.group(extra: #""coverUrl": "\#(url)""#) + "]"))
      #expect(result.has(.invalidURL, at: "$.storyGroups[0].coverUrl") == !allowed, "\(url)")
    }
  }

  @Test func relativeReferencesResolveAgainstTheBase() throws {
    let feed = FeedText.with(groups: "[" + FeedText.group(extra: #""coverUrl": "../img/c.png""#) + "]")
    let remote = FeedDecoder(baseURL: URL(string: "https://cdn.example.com/feeds/home.json")).decode(feed)
    #expect(remote.feed?.storyGroups.first?.coverURL?.absoluteString == "https://cdn.example.com/img/c.png")
    let local = FeedDecoder(baseURL: URL(fileURLWithPath: "/srv/feeds/home.json")).decode(feed)
    #expect(local.feed?.storyGroups.first?.coverURL?.path == "/srv/img/c.png")
    let noBase = decoder.decode(feed)
    #expect(noBase.message(at: "$.storyGroups[0].coverUrl")?.contains("the feed has no base URL") == true)
  }

  @Test func actionURLsAllowDeepLinksButNotScripts() {
    for (url, allowed) in [
      ("myshop://cart", true), ("https://shop.example.com", true), ("javascript:alert(1)", false),
      ("FILE:///etc/hosts", false), ("cart", false),
    ] {
      let story = FeedText.story(extra: #""action": {"url": "\#(url)"}"#)
      let result = decoder.decode(FeedText.with(groups: "[" + FeedText.group(story: story) + "]"))
      #expect(result.has(.invalidURL, at: "$.storyGroups[0].stories[0].action.url") == !allowed, "\(url)")
      #expect(
        result.feed?.storyGroups.first?.stories.count == 1, "a bad action drops the action, not the story")
    }
  }

  @Test func pricesAndCurrencies() {
    let products = #"""
      [{"id": 1, "title": "a", "price": -1, "currency": "EUR"}, {"id": 2, "title": "b", "price": "1,5", "currency": "EUR"},
       {"id": 3, "title": "c", "price": 2, "currency": "eur"}, {"id": 4, "title": "d", "price": 0.1, "currency": "JPY"}]
      """#
    let result = decoder.decode(
      FeedText.with(
        groups: "[" + FeedText.group(story: FeedText.story(extra: #""products": \#(products)"#)) + "]"))
    #expect(result.feed?.storyGroups.first?.stories.first?.products.map(\.id) == ["4"])
    #expect(result.feed?.storyGroups.first?.stories.first?.products.first?.price == Decimal(string: "0.1"))
    let base = "$.storyGroups[0].stories[0].products"
    #expect(result.has(.invalidValue, at: base + "[0].price"))
    #expect(result.has(.invalidValue, at: base + "[1].price"))
    #expect(result.has(.invalidValue, at: base + "[2].currency"))
  }

  @Test func datesMustBeISO8601() {
    let layers =
      #"[{"type": "countdown", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.1}, "title": "T", "endDate": "31/12/2026"}]"#
    let result = decoder.decode(FeedText.withLayers(layers))
    #expect(
      result.message(at: "$.storyGroups[0].stories[0].layers[0].endDate")?.hasPrefix(
        "expected an ISO 8601 date-time") == true)
  }

  @Test func anInvalidWeightDropsItsVariant() {
    let variants =
      #"[{"id": "a", "kind": "banner", "ratio": 2, "weight": -1}, {"id": "b", "kind": "banner", "ratio": 2}]"#
    let result = decoder.decode(
      FeedText.with().replacingOccurrences(
        of: #"[{"id": "v", "kind": "storyBar", "ratio": 4}]"#, with: variants))
    #expect(result.feed?.placement.variants.map(\.id) == ["b"])
    #expect(
      result.message(at: "$.placement.variants[0].weight")?.hasSuffix("the widget variant is dropped") == true
    )
  }
}
