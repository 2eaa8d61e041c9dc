// docs/banner.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitBanner
import StoryKitImages
import StoryKitUI

@MainActor
func makeBanner(
  feed: Feed, loader: any ImageLoading, open: @escaping @MainActor (ContentAction) -> Void
)
  -> BannerView
{
  let banner = BannerView()
  banner.imageLoader = loader  // ImagePipeline.cairo(), or your own
  banner.serverStyling =
    feed.placement.variants.first { $0.kind == .banner }?.styling.banner ?? BannerStyling()
  banner.styling.autoAdvanceInterval = 4  // code wins over the server
  banner.content = .init(items: feed.banners)
  banner.onItemSelected = { item in
    if let action = item.action { open(action) }
  }
  return banner
}

@MainActor
func registerBanners() -> WidgetRegistration {
  var styling = BannerStyling()
  styling.cornerRadius = 20
  styling.titleColor = Themed(light: "#FFFFFF", dark: "#FFD60A")
  styling.horizontalEdgePadding = 16
  return BannerWidget.register(styling: styling)  // every banner a placement shows
}

/// A page with the title above a coloured band instead of over a scrim.
final class BandBannerPage: BannerItemView {
  override func setUpAppearance() {
    super.setUpAppearance()
    scrimView.color = Color(red8: 0x1E, green8: 0x3A, blue8: 0x8A, alpha8: 0xE0)
    titleLabel.textStyle = .headline
  }
}

@MainActor
func useBandPages(in banner: BannerView) {
  var components = Components.default
  components.bannerItemView = BandBannerPage.self
  banner.components = components  // before the banner makes its pages
}

@MainActor
func routeBannerKeys(to banner: BannerView, from host: KeyCommandRouter) {
  banner.keyCommands.next = host  // unhandled keys go on to the screen's router
  banner.pauseAutoAdvance()  // while the app covers the banner
  banner.resumeAutoAdvance()
}

final class BannerBrandFactory: ViewFactory {
  override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
    slot.part(for: BannerItemViewSlot.self) { BandBannerPage() } ?? super.makePart(slot, for: host)
  }
}
