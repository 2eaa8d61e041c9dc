import Foundation
import StoryKit
import StoryKitTestSupport
import Testing

/// The `promoCode` layer in the feed: what a good one decodes to, and each bad value's diagnostic
/// at its JSON path, with the layer left out and the rest of the story kept.
@Suite struct PromoCodeDecodingTests {
  let decoder = FeedDecoder()
  static let frame = #""frame": {"x": 0.1, "y": 0.6, "width": 0.8, "height": 0.14}"#
  static let caption =
    #"{"id": "caption", "type": "text", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.1}, "text": "Hi"}"#
  static let path = "$.storyGroups[0].stories[0].layers[1]"

  /// Decodes a story with a caption and a promo code layer with `keys`.
  func decode(_ keys: String) -> FeedDecodingResult {
    decoder.decode(
      FeedText.withLayers(
        #"[\#(Self.caption), {"id": "promo", "type": "promoCode", \#(Self.frame)\#(keys)}]"#))
  }

  func layers(_ result: FeedDecodingResult) -> [ContentLayer] {
    result.feed?.storyGroups.first?.stories.first?.layers ?? []
  }

  @Test func aPromoCodeDecodesWithItsTitleAndColours() {
    let result = decode(
      ##", "code": "SUMMER20", "title": "20 % off", "backgroundColor": "#FFF4E6", "textColor": "#1A1A1A""##)
    #expect(result.diagnostics.isEmpty)
    #expect(
      layers(result).last?.kind
        == .promoCode(
          PromoCodeLayer(
            code: "SUMMER20", title: "20 % off",
            backgroundColor: Color(red8: 0xFF, green8: 0xF4, blue8: 0xE6),
            textColor: Color(red8: 0x1A, green8: 0x1A, blue8: 0x1A))))
  }

  @Test func aMissingCodeIsAnErrorAtItsPath() {
    let result = decode(#", "title": "20 % off""#)
    #expect(result.has(.missingField, at: Self.path + ".code", severity: .error))
    #expect(layers(result).map(\.id) == ["caption"])
  }

  @Test func anEmptyCodeIsAnError() {
    let result = decode(#", "code": """#)
    #expect(result.has(.invalidValue, at: Self.path + ".code", severity: .error))
    #expect(layers(result).map(\.id) == ["caption"])
  }

  @Test func aCodeOverFortyCharactersIsAnError() {
    let result = decode(#", "code": "\#(String(repeating: "A", count: 41))""#)
    #expect(
      result.message(at: Self.path + ".code")
        == "expected a code of at most 40 characters, found 41; the layer is dropped")
    #expect(layers(result).map(\.id) == ["caption"])
    let fits = decode(#", "code": "\#(String(repeating: "A", count: 40))""#)
    #expect(fits.diagnostics.isEmpty && layers(fits).count == 2)
  }

  @Test func aCodeThatIsNotAStringIsATypeMismatch() {
    let result = decode(#", "code": 20"#)
    #expect(result.has(.typeMismatch, at: Self.path + ".code", severity: .error))
    #expect(layers(result).map(\.id) == ["caption"])
  }

  @Test func aTitleOrColourOfTheWrongTypeIsReportedAtItsPath() {
    let result = decode(#", "code": "SUMMER20", "title": 5, "textColor": "blue""#)
    #expect(result.has(.typeMismatch, at: Self.path + ".title"))
    #expect(result.has(.invalidColor, at: Self.path + ".textColor"))
    #expect(layers(result).map(\.id).first == "caption")
  }
}
