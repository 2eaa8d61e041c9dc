import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// Pixel snapshots of the banner on the example feed's pictures: the default look in every
/// variant, custom styling, a frame mid-swipe, pictures that have not arrived, many pages.
@MainActor
@Suite struct BannerSnapshotTests {
  @Test func defaultLook() async throws {
    let items = try BannerSnapshots.items()
    await assertBannerSnapshot(variants: SnapshotVariant.allCases) { BannerSnapshots.banner(items) }
  }

  @Test func customStyling() async throws {
    let items = try BannerSnapshots.items()
    await assertBannerSnapshot(variants: [.light, .dark]) {
      BannerSnapshots.banner(items) { banner in
        banner.serverStyling = BannerStyling(
          cornerRadius: 4, titleColor: "#FF0000", indicatorActiveColor: "#FF0000")
        banner.styling = BannerStyling(
          cornerRadius: 24, titleColor: Themed(light: "#FFF4D6", dark: "#FFD60A"),
          titleFont: FontDescriptor(family: "Noto Serif", size: 24, weight: .bold), titleLines: 1,
          scrimColor: Themed(Color(red8: 0x1E, green8: 0x3A, blue8: 0x8A, alpha8: 0xD0)),
          indicatorColor: "#FFFFFF66", indicatorActiveColor: "#FFD60A", horizontalEdgePadding: 16,
          verticalEdgePadding: 12)
      }
    }
  }

  @Test func midSwipe() async throws {
    let items = try BannerSnapshots.items()
    await assertBannerSnapshot(variants: [.light, .rtl]) {
      BannerSnapshots.banner(items) { banner in
        banner.styling = BannerStyling(itemSpacing: 12)
      }.dragged(by: 0.4)
    }
  }

  /// At rest: the current page alone, centred, in its item's colour (a swipe is `midSwipe`'s).
  @Test func picturesNotLoadedShowTheItemsColours() async throws {
    let items = try BannerSnapshots.items()
    await assertBannerSnapshot(variants: [.light, .dark]) {
      BannerSnapshots.banner(items, loadsImages: false)
    }
  }

  @Test func oneItemWithoutTextAndManyItems() async throws {
    let items = try BannerSnapshots.items()
    var plain = items[2]
    plain.title = nil
    plain.subtitle = nil
    await assertBannerSnapshot(named: "one-without-text") { BannerSnapshots.banner([plain]) }
    let many = (0..<500).map { index in
      var item = items[index % items.count]
      item.id = "item-\(index)"
      item.title = "Banner \(index + 1) of 500"
      return item
    }
    await assertBannerSnapshot(named: "500-items-page-250") {
      let banner = BannerSnapshots.banner(many)
      banner.showPage(at: 249, animated: false)
      return banner
    }
  }
}

extension BannerView {
  /// The banner with a finger holding it `pages` of a page towards later pages.
  fileprivate func dragged(by pages: Double) -> BannerView {
    setSwipe(fraction: pages)
    return self
  }
}

/// The banner's parts replaced through Components: a page whose text sits on a solid band, and
/// bar-shaped page marks; and an empty banner.
@MainActor
@Suite struct BannerCustomizationSnapshotTests {
  final class BandPage: BannerItemView {
    let band = View()

    override func setUpLayout() {
      super.setUpLayout()
      insertSubview(band, at: 1)
    }

    override func setUpAppearance() {
      super.setUpAppearance()
      // Opaque: the picture does not show through behind the text.
      band.backgroundColor = Color(red8: 0x11, green8: 0x11, blue8: 0x11)
      titleLabel.textColor = Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A)
    }

    override func updateContent() {
      super.updateContent()
      scrimView.isHidden = true
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let text = [titleLabel, subtitleLabel].filter { !$0.isHidden }.map(\.frame.minY).min() ?? bounds.height
      band.frame = Rect(x: 0, y: text - 12, width: bounds.width, height: bounds.height - text + 12)
    }
  }

  final class BarIndicator: BannerPageIndicatorView {
    override func draw(in canvas: Canvas) {
      guard let content, content.count > 0 else { return }
      let width = bounds.width / Double(content.count)
      for index in 0..<content.count {
        let slot = effectiveLayoutDirection == .rightToLeft ? content.count - 1 - index : index
        let rect = Rect(x: Double(slot) * width + 2, y: bounds.maxY - 4, width: width - 4, height: 3)
        let color = index == content.currentIndex ? Color.white : Color.white.withAlpha(0.35)
        canvas.fill(.rect(rect), with: .solid(color))
      }
    }
  }

  @Test func customPartsThroughComponents() async throws {
    let items = try BannerSnapshots.items()
    await assertBannerSnapshot(variants: [.light, .rtl]) {
      let banner = BannerSnapshots.banner(items) { banner in
        var components = Components.default
        components.bannerItemView = BandPage.self
        components.bannerPageIndicator = BarIndicator.self
        banner.components = components
      }
      banner.showPage(at: 1, animated: false)
      return banner
    }
  }

  @Test func noItemsDrawNothing() async {
    await assertBannerSnapshot(variants: [.light, .dark]) { BannerSnapshots.banner([]) }
  }
}
