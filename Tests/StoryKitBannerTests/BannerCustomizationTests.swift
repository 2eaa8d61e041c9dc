import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// The doors into the banner's parts: Components slots, a view factory's one `makePart` door, and
/// the shared image view and label slots for a page's parts.
@MainActor
@Suite struct BannerCustomizationTests {
  final class DotsA: BannerPageIndicatorView {}
  final class DotsB: BannerPageIndicatorView {}
  final class PageA: BannerItemView {}
  final class PageB: BannerItemView {}
  final class LoudLabel: Label {}

  final class Factory: ViewFactory {
    override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
      slot.part(for: BannerPageIndicatorSlot.self) { DotsB() } ?? slot.part(for: BannerItemViewSlot.self) {
        PageB()
      }
        ?? slot.part(for: LabelSlot.self) { LoudLabel() } ?? super.makePart(slot, for: host)
    }
  }

  @Test func componentSlotsChooseTheClasses() throws {
    let banner = BannerFixtures.banner(3) { banner in
      var components = Components.default
      components.bannerItemView = PageA.self
      components.bannerPageIndicator = DotsA.self
      banner.components = components
    }
    #expect(banner.pageIndicator is DotsA)
    #expect(banner.visibleItemViews[0] is PageA)
  }

  @Test func aFactoryMakesThePartsItImplements() throws {
    let banner = BannerFixtures.banner(3) { $0.viewFactory = Factory() }
    #expect(banner.pageIndicator is DotsB)
    let page = try #require(banner.visibleItemViews[0])
    #expect(page is PageB)
    #expect(page.titleLabel is LoudLabel && page.subtitleLabel is LoudLabel)
  }

  @Test func stylingReachesEveryPageAndTheDots() throws {
    let banner = BannerFixtures.banner(3) { $0.styling.cornerRadius = 30 }
    banner.styling.indicatorActiveColor = "#FF0000"
    banner.tick()
    let page = try #require(banner.visibleItemViews[0])
    #expect(page.cornerRadius == 30)
    #expect(banner.pageIndicator.activeDotColor == Color(red8: 0xFF, green8: 0, blue8: 0))
    var dark = banner.appearance
    dark.theme = .dark
    banner.styling.titleColor = Themed(light: "#000000", dark: "#FFFFFF")
    banner.appearance = dark
    #expect(page.titleLabel.textColor == .white, "the dark theme's title colour")
  }
}
