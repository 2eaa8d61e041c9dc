import Foundation
import StoryKit
import Testing

/// Every field of the model, read from one fixture that sets them all.
@Suite struct FeedModelTests {
  let result: FeedDecodingResult
  let feed: Feed

  init() throws {
    let decoder = FeedDecoder(baseURL: URL(string: "https://cdn.example.com/feeds/home.json"))
    result = decoder.decode(try Fixtures.data("Tests/Fixtures/feeds/every-field.json"))
    feed = try #require(result.feed)
  }

  @Test func onlyTheUnknownNamesAreReported() {
    #expect(
      result.triples == [
        "warning unknownValue $.placement.variants[2].kind",
        "warning unknownValue $.storyGroups[0].stories[0].layers[10].type",
      ])
  }

  @Test func placementAndVariants() throws {
    #expect(feed.schemaVersion == 1)
    #expect(feed.placement.token == "test-every_field.1")
    #expect(feed.placement.variants.map(\.id) == ["bar", "banner", "future"])
    #expect(feed.placement.variants.map(\.kind) == [.storyBar, .banner, .unknown("hologram")])
    let bar = feed.placement.variants[0]
    #expect(bar.ratio == 3.5)
    #expect(bar.weight == 2.5)
    #expect(bar.isTestOnly)
    #expect(feed.placement.variants[1].weight == 1)
    #expect(!feed.placement.variants[1].isTestOnly)
    #expect(feed.placement.variants[1].condition == nil)
    #expect(
      bar.condition
        == .all([
          .compare(attribute: "locale", .in, ["en", "de"]),
          .not(.compare(attribute: "property.tier", .equals, "banned")),
          .any([
            .exists(attribute: "labels"), .compare(attribute: "appVersion", .greaterThanOrEqual, "2.1.0"),
          ]),
        ]))
  }

  @Test func storyBarStyling() throws {
    let styling = feed.placement.variants[0].styling.storyBar
    #expect(styling.text.isVisible == false)
    #expect(styling.text.colorSeen == Themed(try Color(hex: "#777777")))
    #expect(
      styling.text.colorNotSeen == Themed(light: try Color(hex: "#112233"), dark: try Color(hex: "#DDEEFF")))
    #expect(styling.text.font == FontDescriptor(family: "Inter", size: 13, weight: .semibold))
    #expect(styling.text.lines == 2)
    #expect(styling.iconBackgroundColor == Themed(try Color(hex: "#EEEEEE")))
    #expect(styling.ringSeen?.light?.colors.count == 2)
    #expect(styling.ringSeen?.dark == nil, "a gradient for the light theme only")
    #expect(
      styling.ringNotSeen?.dark?.colors == styling.ringNotSeen?.light?.colors
        && styling.ringNotSeen?.light?.colors == [
          Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
          Color(red: 0, green: 0, blue: 1),
        ])
    #expect(styling.pinIconColor == Themed(try Color(hex: "#FFB800")))
    #expect(styling.videoIconColor == Themed(try Color(hex: "#4F5BD5")))
    #expect(styling.size == .custom)
    #expect(styling.icon == StoryGroupIconStyling(height: 80, width: 60, cornerRadius: 12))
    #expect(
      styling.list
        == StoryGroupListStyling(
          orientation: .vertical, sections: 2, horizontalEdgePadding: 16, verticalEdgePadding: 4,
          horizontalPaddingBetweenItems: 10, verticalPaddingBetweenItems: 6))
    #expect(styling.thematicIconLabel == "dark")
    #expect(styling.animation == .disabled)
    #expect(styling.layoutDirection == .rightToLeft)
  }

  @Test func playerStyling() throws {
    let player = feed.placement.variants[0].styling.player
    #expect(player.headerTextColor == Themed(try Color(hex: "#FFFFFFCC")))
    #expect(
      player.headerIconBorder == Themed(try Gradient(colors: [Color(hex: "#FEDA75"), Color(hex: "#D62976")])))
    #expect(
      player.progressBarColors
        == Themed(dark: ProgressBarColors(track: try Color(hex: "#FFFFFF59"), fill: .white)))
    #expect(player.header.isIconVisible == false)
    #expect(player.header.isTextVisible == true)
    #expect(player.header.isCloseButtonVisible == false)
    #expect(player.header.isShareButtonVisible == false)
    #expect(player.header.closeIconURL?.absoluteString == "https://cdn.example.com/close.png")
    #expect(player.header.shareIconURL?.absoluteString == "https://cdn.example.com/share.png")
    #expect(player.footer.isLikeButtonVisible == true)
    #expect(player.headerFont?.family == "Inter")
    #expect(player.headerFont?.weight == .bold)
    #expect(player.interactiveFont?.family == "Georgia")
    #expect(player.interactiveFont?.weight == .medium)
  }

  @Test func storyGroupFields() throws {
    let group = feed.storyGroups[0]
    #expect(group.id == "42")
    #expect(group.title == "Every field")
    #expect(group.iconURL?.absoluteString == "https://cdn.example.com/icon.png")
    #expect(group.thematicIconURLs["dark"]?.absoluteString == "https://cdn.example.com/icon-dark.png")
    #expect(group.iconURL(forThematicLabel: "dark")?.lastPathComponent == "icon-dark.png")
    #expect(group.iconURL(forThematicLabel: "sepia")?.lastPathComponent == "icon.png")
    #expect(group.iconURL(forThematicLabel: nil)?.lastPathComponent == "icon.png")
    #expect(group.coverURL?.lastPathComponent == "cover.png")
    #expect(group.index == 7)
    #expect(group.isSeen)
    #expect(group.isPinned)
    #expect(group.type == .ivod)
    #expect(group.isTestOnly)
    #expect(group.stories.map(\.id) == ["s1", "2", "s3"])

    let live = feed.storyGroups[1]
    #expect(live.title.isEmpty)
    #expect(live.type == .live)
    #expect(live.index == 1)
    #expect(!live.isSeen && !live.isPinned && !live.isTestOnly)
    #expect(live.iconURL?.absoluteString == "https://cdn.example.com/feeds/images/live.png")
  }

  @Test func storyFields() throws {
    let first = feed.storyGroups[0].stories[0]
    #expect(first.title == "First")
    #expect(first.index == 3)
    #expect(first.isSeen)
    #expect(first.duration == 8.5)
    #expect(first.isTestOnly)
    #expect(first.media == .image(url: try #require(URL(string: "https://cdn.example.com/s1.jpg"))))
    #expect(first.action?.url.absoluteString == "myshop://collections/spring?ref=story")
    #expect(first.action?.payload == ["campaign": "spring", "rank": 1, "tags": ["a", "b"]])

    let video = feed.storyGroups[0].stories[1]
    #expect(video.index == 1)
    #expect(video.title.isEmpty)
    #expect(video.duration == 12, "a video without a duration lasts as long as its media")
    guard case .video(let media) = video.media else {
      Issue.record("expected video media")
      return
    }
    #expect(media.url.lastPathComponent == "s2.mp4")
    #expect(media.posterURL?.lastPathComponent == "s2.jpg")
    #expect(media.duration == 12)
    #expect(media.captionsURL?.absoluteString == "https://cdn.example.com/feeds/captions/s2.vtt")
    #expect(feed.storyGroups[0].stories[2].duration == Story.defaultImageDuration)
    #expect(feed.storyGroups[0].stories[2].media.url.absoluteString == "http://localhost:8080/s3.jpg")
  }

  @Test func productsKeepExactPrices() throws {
    let products = feed.storyGroups[0].stories[0].products
    #expect(products.map(\.id) == ["p1", "2"])
    #expect(products[0].title == "Linen shirt")
    #expect(products[0].price == Decimal(string: "19.99"))
    #expect(products[0].currency == "EUR")
    #expect(products[0].imageURL?.lastPathComponent == "p1.png")
    #expect(products[0].url?.absoluteString == "https://shop.example.com/p1")
    #expect(products[1].price == Decimal(string: "49.90"))
    #expect(products[1].imageURL == nil && products[1].url == nil)
  }

  @Test func everyLayerKind() throws {
    let layers = feed.storyGroups[0].stories[0].layers
    // every-field.json is frozen by the legacy cache fixture (its byte count): layer types added
    // since are read in their own suites (RatingLayerDecodingTests, ImageQuizDecodingTests).
    let addedSince: Set<String> = ["rating", "imageQuiz"]
    #expect(
      layers.map(\.kind.name) == ContentLayer.Kind.knownNames.filter { !addedSince.contains($0) } + [
        "sparkles"
      ])
    #expect(layers[0].id == "t")
    #expect(layers[0].frame == UnitRect(x: 0.1, y: 0.2, width: 0.8, height: 0.1))
    #expect(layers[0].rotation == -5)
    #expect(
      layers[0].kind
        == .text(
          TextLayer(
            text: "Hello", color: Color(red: 1, green: 0, blue: 0),
            backgroundColor: try Color(hex: "#00000080"),
            fontSize: 30, alignment: .leading)))
    #expect(layers[1].kind == .image(url: try #require(URL(string: "https://cdn.example.com/sticker.png"))))
    #expect(
      layers[2].kind
        == .button(
          ButtonLayer(
            title: "Shop", action: ContentAction(url: try #require(URL(string: "https://shop.example.com"))),
            backgroundColor: .white, textColor: .black)))
    #expect(
      layers[3].kind
        == .swipeUp(title: "See more", action: ContentAction(url: try #require(URL(string: "myshop://more"))))
    )
    #expect(layers[4].kind == .poll(question: "Which one?", options: ["Red", "Blue"]))
    #expect(
      layers[5].kind
        == .quiz(
          QuizLayer(question: "Capital of France?", options: ["Lyon", "Paris", "Nice"], correctIndex: 1)))
    #expect(layers[6].kind == .emojiReaction(emojis: ["😍", "🔥", "👏"]))
    #expect(
      layers[7].kind == .countdown(title: "Sale ends", endDate: Date(timeIntervalSince1970: 1_798_761_599)))
    #expect(layers[8].kind == .productTag(productID: "p1"))
    #expect(
      layers[9].kind
        == .promoCode(
          PromoCodeLayer(
            code: "SAVE10", title: "10 % off", backgroundColor: Color(red8: 0xFF, green8: 0xF4, blue8: 0xE6),
            textColor: Color(red8: 0x1A, green8: 0x1A, blue8: 0x1A))))
    #expect(layers[10].id == "layer-10")
    #expect(layers[10].kind == .unknown("sparkles"))
    #expect(layers[1].rotation == 0)
  }

  @Test func otherWidgetsContent() throws {
    #expect(feed.banners.map(\.id) == ["b1", "2"])
    let banner = feed.banners[0]
    #expect(banner.imageURL.lastPathComponent == "b1.png")
    #expect(banner.title == "Spring" && banner.subtitle == "New in")
    #expect(banner.backgroundColor == (try Color(hex: "#F5E6D3")))
    #expect(banner.action?.url.absoluteString == "myshop://spring")
    #expect(feed.banners[1].title == nil && feed.banners[1].action == nil)

    let card = try #require(feed.swipeCards.first)
    #expect(card.title == "Card" && card.subtitle == "Sub")
    #expect(card.imageURL.lastPathComponent == "c1.png")
    #expect(card.product?.currency == "GBP")
    #expect(card.product?.price == 5)
    #expect(card.action?.url.absoluteString == "myshop://c1")

    let canvas = try #require(feed.canvas)
    #expect(canvas.aspectRatio == 1.5)
    #expect(canvas.backgroundColor == (try Color(hex: "#101820")))
    #expect(canvas.layers.map(\.id) == ["ct"])
    #expect(canvas.layers.first?.kind == .text(TextLayer(text: "Canvas")))
    #expect(canvas.products.map(\.id) == ["p7"])

    let item = try #require(feed.videoFeed.first)
    #expect(item.title == "Clip")
    #expect(item.video.duration == 30)
    #expect(item.video.posterURL?.lastPathComponent == "v1.jpg")
    #expect(item.video.captionsURL?.absoluteString == "https://cdn.example.com/v1.vtt")
    #expect(item.products.map(\.id) == ["p3"])
    #expect(item.action?.url.absoluteString == "myshop://v1")
    #expect(feed.storyCount == 4)
  }
}
