import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitBanner

/// The scrim keeps the default white title and subtitle at WCAG 4.5:1 or more against the
/// brightest picture (pure white) and against the example pictures, in both directions, with and
/// without the dots, and with large text. The text is drawn clear so the pixels under it are the
/// picture and the scrim alone.
@MainActor
@Suite struct BannerScrimContrastTests {
  static let longTitle = "A title long enough to take two whole lines across the page"

  @Test(arguments: [SnapshotVariant.light, .rtl, .largeText], [true, false])
  func textReadsOnAWhitePicture(variant: SnapshotVariant, showsDots: Bool) throws {
    var item = BannerFixtures.item("white", title: Self.longTitle, subtitle: "Subtitle under it")
    item.backgroundColor = .white
    let banner = Self.clearTextBanner([item, item], showsDots: showsDots)
    let worst = try Self.lowestContrast(in: banner, variant: variant)
    #expect(worst.title >= 4.5, "title \(worst.title):1 (\(variant), dots: \(showsDots))")
    #expect(worst.subtitle >= 4.5, "subtitle \(worst.subtitle):1 (\(variant), dots: \(showsDots))")
  }

  @Test(arguments: [SnapshotVariant.light, .rtl])
  func textReadsOnEveryExamplePicture(variant: SnapshotVariant) throws {
    let items = try BannerSnapshots.items()
    for index in items.indices {
      let banner = Self.clearTextBanner(items, loader: BannerSnapshots.loader)
      banner.showPage(at: index, animated: false)
      let worst = try Self.lowestContrast(in: banner, variant: variant)
      #expect(worst.title >= 4.5, "\(items[index].id): title \(worst.title):1 (\(variant))")
      #expect(worst.subtitle >= 4.5, "\(items[index].id): subtitle \(worst.subtitle):1 (\(variant))")
    }
  }

  /// A banner whose labels draw nothing, so the pixels in their frames are what the text is on.
  static func clearTextBanner(
    _ items: [BannerItem], loader: (any ImageLoading)? = nil, showsDots: Bool = true
  ) -> BannerView {
    let banner = BannerView()
    banner.clock = ManualClock()
    banner.imageLoader = loader
    banner.styling = BannerStyling(
      titleColor: "#FFFFFF00", subtitleColor: "#FFFFFF00", isIndicatorVisible: showsDots)
    banner.content = .init(items: items)
    return banner
  }

  /// WCAG contrast ratios, the lowest found under each label.
  struct LowestContrast {
    var title: Double
    var subtitle: Double
  }

  /// The lowest contrast the default title colour (white) and subtitle colour (white at 88 %)
  /// have against any pixel under the current page's labels.
  static func lowestContrast(in banner: BannerView, variant: SnapshotVariant) throws -> LowestContrast {
    let size = Size(width: 420, height: 210)
    let host = View(frame: Rect(origin: .zero, size: size))
    host.appearance = variant.appearance()
    host.layoutDirection = variant.layoutDirection
    host.textEngine = PangoTextEngine.shared
    host.addSubview(banner)
    banner.frame = host.bounds
    let bitmap = Bitmap(size: size, scale: 1, background: .white)
    bitmap.render(host)
    let page = try #require(banner.visibleItemViews[banner.currentIndex])
    #expect(page.frame == banner.bounds, "one page fills the banner at rest")
    let defaults = ResolvedBannerStyling(
      app: BannerStyling(), server: BannerStyling(), appearance: host.appearance)
    func lowest(under label: View, color: Color) -> Double {
      guard !label.isHidden else { return .infinity }
      let frame = Rect(
        x: label.frame.minX + page.frame.minX, y: label.frame.minY + page.frame.minY,
        width: label.frame.width, height: label.frame.height)
      var worst = Double.infinity
      for y in Int(frame.minY)..<Int(frame.maxY.rounded(.up)) {
        for x in Int(frame.minX)..<Int(frame.maxX.rounded(.up)) {
          let pixel = bitmap.pixel(x: x, y: y)
          let backdrop = [pixel.red, pixel.green, pixel.blue].map { Double($0) / 255 }
          let text = [color.red, color.green, color.blue].enumerated().map { channel, value in
            value * color.alpha + backdrop[channel] * (1 - color.alpha)
          }
          worst = min(worst, contrast(text, backdrop))
        }
      }
      return worst
    }
    return LowestContrast(
      title: lowest(under: page.titleLabel, color: defaults.titleColor),
      subtitle: lowest(under: page.subtitleLabel, color: defaults.subtitleColor))
  }

  /// WCAG 2 contrast ratio of two sRGB colours (channels 0...1).
  static func contrast(_ first: [Double], _ second: [Double]) -> Double {
    func luminance(_ rgb: [Double]) -> Double {
      let linear = rgb.map { $0 <= 0.040_45 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
      return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
