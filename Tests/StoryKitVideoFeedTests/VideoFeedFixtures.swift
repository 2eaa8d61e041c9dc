import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI

@testable import StoryKitVideoFeed

/// Video feed items and feeds for the tests: items on local file URLs that never load, a feed
/// laid out at 320 × 568 on a manual clock, and scripted players the tests keep hold of.
@MainActor
enum VideoFeedFixtures {
  /// The feed's size in the tests: 320 pt wide at the example variant's 9:16.
  static let size = Size(width: 320, height: 568)

  static func product(_ id: String, price: Decimal = 19.99) -> Product {
    Product(id: id, title: "Product \(id)", price: price, currency: "USD")
  }

  static func item(
    _ id: String, title: String = "Video", duration: Double? = 15, poster: Bool = true,
    products: [Product] = [],
    action: Bool = true
  ) -> VideoFeedItem {
    VideoFeedItem(
      id: id, title: title,
      video: VideoMedia(
        url: URL(fileURLWithPath: "/nonexistent/\(id).webm"),
        posterURL: poster ? URL(fileURLWithPath: "/nonexistent/\(id).png") : nil, duration: duration),
      action: action ? ContentAction(url: URL(string: "maison://\(id)") ?? URL(fileURLWithPath: "/")) : nil,
      products: products)
  }

  static func items(_ count: Int) -> [VideoFeedItem] {
    (0..<count).map { item("v\($0)", title: "Video \($0)", products: $0 % 2 == 1 ? [product("p\($0)")] : []) }
  }

  /// A prepared, laid-out feed of `items`.
  static func feed(
    _ items: [VideoFeedItem], clock: ManualClock = ManualClock(), size: Size = size,
    players: ScriptedPlayers? = nil, configure: (VideoFeedView) -> Void = { _ in }
  ) -> VideoFeedView {
    let feed = VideoFeedView(frame: Rect(origin: .zero, size: size))
    feed.clock = clock
    feed.locale = Locale(identifier: "en_US")
    if let players { feed.makeVideoPlayer = players.make }
    feed.content = .init(items: items)
    configure(feed)
    feed.layoutIfNeeded()
    return feed
  }
}

/// Makes ``ScriptedVideoPlayer``s for a feed and keeps every one it made.
@MainActor
final class ScriptedPlayers {
  private(set) var made: [ScriptedVideoPlayer] = []
  var loadsAtOnce = true
  private let frame: @MainActor (Double) -> (any CanvasImage)?

  init(frame: @escaping @MainActor (Double) -> (any CanvasImage)? = { _ in nil }) {
    self.frame = frame
  }

  var make: @MainActor () -> any VideoPlayer {
    { [self] in
      let player = ScriptedVideoPlayer(duration: 3, loadsAtOnce: loadsAtOnce, frame: frame)
      made.append(player)
      return player
    }
  }

  /// The players holding a video (loaded, loading, playing…).
  var loaded: [ScriptedVideoPlayer] { made.filter { $0.url != nil } }

  /// The player that loaded `id`'s video last, if it still holds it.
  func player(for id: String) -> ScriptedVideoPlayer? {
    made.first { $0.url?.lastPathComponent == "\(id).webm" }
  }
}

/// What a widget reports, as short lines.
@MainActor
final class RecordingEvents: WidgetEventHandling {
  var calls: [String] = []
  var recorded: [AnalyticsEvent] = []

  func widget(_ widget: any WidgetController, didActivate action: ContentAction) {
    calls.append("action \(action.url.absoluteString)")
  }
  func widget(_ widget: any WidgetController, didView product: Product) {
    calls.append("viewed \(product.id)")
  }
  func widget(_ widget: any WidgetController, didSelect product: Product) {
    calls.append("selected \(product.id)")
  }
  func widget(_ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal) {
    calls.append("cart \(product.id) \(quantity) \(price)")
  }
  func widget(_ widget: any WidgetController, record event: AnalyticsEvent) { recorded.append(event) }
}

extension PointerDispatcher {
  /// A tap at `point`, at `time`.
  func tap(at point: Point, time: Double) {
    dispatch(PointerEvent(.down, at: point, time: time))
    dispatch(PointerEvent(.up, at: point, time: time + 0.05))
  }

  /// A vertical drag from `y` by `distance` points (negative: up, towards later items), ending
  /// still (slow) or at speed (a fling).
  func drag(x: Double = 160, from y: Double, by distance: Double, fling: Bool, time: Double) {
    dispatch(PointerEvent(.down, at: Point(x: x, y: y), time: time))
    if fling {
      for step in 1...4 {
        let t = time + 0.01 * Double(step)
        dispatch(PointerEvent(.move, at: Point(x: x, y: y + distance * Double(step) / 4), time: t))
      }
      dispatch(PointerEvent(.up, at: Point(x: x, y: y + distance), time: time + 0.05))
    } else {
      for step in 1...4 {
        let t = time + 0.1 * Double(step)
        dispatch(PointerEvent(.move, at: Point(x: x, y: y + distance * Double(step) / 4), time: t))
      }
      dispatch(PointerEvent(.move, at: Point(x: x, y: y + distance), time: time + 0.7))
      dispatch(PointerEvent(.up, at: Point(x: x, y: y + distance), time: time + 0.9))
    }
  }
}
