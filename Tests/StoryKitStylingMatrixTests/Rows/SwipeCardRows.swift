import StoryKit
import StoryKitUI

/// The swipe cards' rows: `styling.swipeCard`, in a 240 × 320 stack of three cards, the first two
/// selling a product (see ``MatrixFeeds``).
enum SwipeCardRows {
  static let red = ##""#FF0000""##
  // The top card is (16, 12, 208 × 276): its picture the top 199 points, the price pill at its
  // top trailing corner, the title and subtitle under the picture; the cards behind peek out
  // below it. The end state centres its title, line and button.
  static let topCard = Rect(x: 16, y: 12, width: 208, height: 276)
  static let title = Rect(x: 30, y: 225, width: 180, height: 24)
  static let subtitle = Rect(x: 30, y: 253, width: 180, height: 21)
  static let pricePill = Rect(x: 140, y: 22, width: 74, height: 29)

  /// Every card swiped away to the left, and the end state showing.
  static let swipeAll: [SceneStep] =
    Array(
      repeating: .drag(from: Point(x: 120, y: 120), to: Point(x: -60, y: 120), duration: 0.3, lifts: true),
      count: 3) + [.wait(1)]

  static let rows: [StylingRow] = [
    StylingRow(
      "styling.swipeCard.cornerRadius", feed: "48", region: Rect(x: 16, y: 12, width: 30, height: 30),
      app: .swipeCard { $0.cornerRadius = 48 }),
    StylingRow(
      "styling.swipeCard.cardBackgroundColor", feed: ##""#FFCC00""##,
      region: Rect(x: 16, y: 211, width: 208, height: 77),
      app: .swipeCard { $0.cardBackgroundColor = "#FFCC00" }),
    StylingRow(
      "styling.swipeCard.titleColor", feed: red, region: title, app: .swipeCard { $0.titleColor = "#FF0000" }),
    StylingRow(
      "styling.swipeCard.subtitleColor", feed: red, region: subtitle,
      app: .swipeCard { $0.subtitleColor = "#FF0000" }),
    StylingRow(
      "styling.swipeCard.priceColor", feed: red, region: pricePill,
      app: .swipeCard { $0.priceColor = "#FF0000" }),
    StylingRow(
      "styling.swipeCard.priceBackgroundColor", feed: ##""#00AA00""##, region: pricePill,
      app: .swipeCard { $0.priceBackgroundColor = "#00AA00" }),
    StylingRow(
      "styling.swipeCard.titleFont", feed: #"{"family": "DejaVu Serif", "size": 20, "weight": "bold"}"#,
      region: title,
      app: .swipeCard { $0.titleFont = FontDescriptor(family: "DejaVu Serif", size: 20, weight: .bold) }),
    StylingRow(
      "styling.swipeCard.subtitleFont", feed: #"{"family": "DejaVu Serif", "size": 16}"#, region: subtitle,
      app: .swipeCard { $0.subtitleFont = FontDescriptor(family: "DejaVu Serif", size: 16) }),
    StylingRow(
      "styling.swipeCard.visibleStackDepth", feed: "1", region: Rect(x: 16, y: 288, width: 208, height: 32),
      app: .swipeCard { $0.visibleStackDepth = 1 }),
    // A release 30 % of the way across springs back under the default 0.4 and swipes under 0.2.
    StylingRow(
      "styling.swipeCard.swipeThreshold", feed: "0.2", region: topCard,
      scene: [
        .drag(from: Point(x: 120, y: 120), to: Point(x: 192, y: 120), duration: 0.6, lifts: true), .wait(1),
      ],
      app: .swipeCard { $0.swipeThreshold = 0.2 }),
    StylingRow(
      "styling.swipeCard.addToCartOnSwipeRight", feed: "false", region: topCard,
      scene: [
        .drag(from: Point(x: 120, y: 120), to: Point(x: 300, y: 120), duration: 0.3, lifts: true), .wait(1),
      ],
      evidence: .events(
        because: "a product card swiped right flies out alike either way; only didAddToCart tells them apart"),
      app: .swipeCard { $0.addToCartOnSwipeRight = false }),
    // The end state's strings show once every card is swiped away.
    StylingRow(
      "styling.swipeCard.endStateTitle", feed: #""All done""#,
      region: Rect(x: 24, y: 86, width: 192, height: 55), scene: swipeAll,
      app: .swipeCard { $0.endStateTitle = "All done" }),
    StylingRow(
      "styling.swipeCard.endStateSubtitle", feed: #""Fresh picks daily""#,
      region: Rect(x: 24, y: 149, width: 192, height: 21), scene: swipeAll,
      app: .swipeCard { $0.endStateSubtitle = "Fresh picks daily" }),
    StylingRow(
      "styling.swipeCard.endStateButtonTitle", feed: #""Deal again""#,
      region: Rect(x: 62, y: 190, width: 116, height: 44), scene: swipeAll,
      app: .swipeCard { $0.endStateButtonTitle = "Deal again" }),
  ]
}
