import Foundation
import StoryKit
import StoryKitUI

@testable import StoryKitBanner

/// Banner items and banners for the tests: items on local file URLs that never load unless a
/// loader is given, and a banner laid out at 420 × 210 on a manual clock.
@MainActor
enum BannerFixtures {
  static func item(
    _ id: String, title: String? = "Title", subtitle: String? = "Subtitle", action: Bool = true
  )
    -> BannerItem
  {
    BannerItem(
      id: id, imageURL: URL(fileURLWithPath: "/nonexistent/\(id).png"), title: title, subtitle: subtitle,
      backgroundColor: Color(red8: 0x58, green8: 0x56, blue8: 0xD6),
      action: action ? ContentAction(url: URL(string: "maison://\(id)") ?? URL(fileURLWithPath: "/")) : nil)
  }

  static func items(_ count: Int) -> [BannerItem] {
    (0..<count).map { item("b\($0)", title: "Banner \($0)") }
  }

  /// A prepared, laid-out banner of `count` items.
  static func banner(
    _ count: Int, clock: ManualClock = ManualClock(), size: Size = Size(width: 420, height: 210),
    configure: (BannerView) -> Void = { _ in }
  ) -> BannerView {
    let banner = BannerView(frame: Rect(origin: .zero, size: size))
    banner.clock = clock
    configure(banner)
    banner.content = .init(items: items(count))
    banner.layoutIfNeeded()
    return banner
  }
}
