import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitLayers
@testable import StoryKitPlayer

/// The new layers' colours set where a feed sets them (the layer's keys) reach the pixels of the
/// whole player: the rating's `trackColor`, the promo code's `backgroundColor` and `textColor`.
@MainActor
@Suite struct FeedLayerColoursTests {
  let clock = ManualClock()

  static let feed = """
    {"schemaVersion": 1, "placement": {"token": "home", "variants": [{"id": "v", "kind": "storyBar", "ratio": 4}]},
     "storyGroups": [{"id": "g", "title": "Colours", "iconUrl": "https://cdn.example.com/i.png",
       "stories": [{"id": "s", "media": {"type": "image", "url": "https://cdn.example.com/s.jpg"},
         "layers": [
           {"id": "rate", "type": "rating", "question": "Love it?", "trackColor": "#00C800",
            "frame": {"x": 0.08, "y": 0.2, "width": 0.84, "height": 0.18}},
           {"id": "promo", "type": "promoCode", "code": "SUMMER20", "backgroundColor": "#102A5C",
            "textColor": "#FFE000", "frame": {"x": 0.1, "y": 0.6, "width": 0.8, "height": 0.14}}]}]}]}
    """

  /// Pixels within `unit` (a layer's frame) whose colour is within 12 of `hex` on every channel.
  static func count(_ hex: String, in unit: UnitRect, of bitmap: Bitmap) throws -> Int {
    let colour = try Color(hex: hex)
    let (red, green, blue) = (Int(colour.red * 255), Int(colour.green * 255), Int(colour.blue * 255))
    var found = 0
    let x0 = Int(unit.x * Double(bitmap.pixelWidth)),
      x1 = Int((unit.x + unit.width) * Double(bitmap.pixelWidth))
    let y0 = Int(unit.y * Double(bitmap.pixelHeight)),
      y1 = Int((unit.y + unit.height) * Double(bitmap.pixelHeight))
    for y in y0..<y1 {
      for x in x0..<x1 {
        let pixel = bitmap.pixel(x: x, y: y)
        if abs(Int(pixel.red) - red) <= 12, abs(Int(pixel.green) - green) <= 12,
          abs(Int(pixel.blue) - blue) <= 12
        {
          found += 1
        }
      }
    }
    return found
  }

  @Test func theFeedsLayerColoursReachTheWholePlayersPixels() throws {
    let decoded = FeedDecoder().decode(Data(Self.feed.utf8))
    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
    let group = try #require(decoded.feed?.storyGroups.first)
    let layers = try #require(group.stories.first?.layers)
    let store = InMemoryStoryInteractionStore()
    // Rated, so the track shows its fill.
    store.setRatingValue(0.8, for: StoryInteractionKey(userID: "u", storyID: "s", layerID: "rate"))
    let player = PlayerFixture.makePlayer([group], clock: clock) {
      $0.interactionStore = store
      $0.userID = "u"
    }
    player.layoutIfNeeded()
    let bitmap = Bitmap(size: player.frame.size, scale: 1, background: .black)
    bitmap.render(player)
    #expect(try Self.count("#00C800", in: layers[0].frame, of: bitmap) > 200, "the rating's track colour")
    #expect(try Self.count("#102A5C", in: layers[1].frame, of: bitmap) > 2_000, "the promo code's background")
    #expect(try Self.count("#FFE000", in: layers[1].frame, of: bitmap) > 30, "the promo code's text colour")
  }
}
