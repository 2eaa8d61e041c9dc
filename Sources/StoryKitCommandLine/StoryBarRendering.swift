import Foundation
import StoryKit
import StoryKitCairo
import StoryKitStoryBar
import StoryKitUI

/// Renders the story bar of a decoded feed to a bitmap: what `storykit render --widget story-bar`
/// and `storykit demo` draw.
@MainActor
package struct StoryBarRendering {
  package var width: Double = 390
  /// `nil`: the bar's own height (horizontal), or its content height up to 1,200 pt (vertical).
  package var height: Double?
  package var scale: Double = 2
  package var theme: Theme = .light
  /// The bar's locale (`--locale`): the language of the SDK's strings and the digits; `nil`: the
  /// system's.
  package var locale: Locale?
  /// App styling set on top of the feed's server styling.
  package var styling = StoryBarStyling()
  package var contentOffset: Double = 0
  package var isLoading = false
  /// Seconds to wait for the pictures of the cells on screen (`--image-timeout`).
  package var imageTimeout: Double = 2

  package nonisolated init() {}

  /// The player styling of the feed's first story-bar variant: what the player a bar opens gets
  /// from the server.
  package static func playerStyling(of feed: Feed) -> StoryPlayerStyling {
    feed.placement.variants.first { $0.kind == .storyBar }?.styling.player ?? StoryPlayerStyling()
  }

  /// The bar for the feed's first story-bar variant, laid out, its visible pictures waited for
  /// up to ``imageTimeout``, and drawn; with the report of the pictures that did not arrive.
  package func render(_ feed: Feed, loader: any ImageLoading) async -> (Bitmap, VisibleImagesReport) {
    let bar = makeBar(for: feed)
    bar.imageLoader = loader
    bar.displayScale = scale
    bar.iconPrefetchCount = 0  // a still frame never scrolls
    var appearance = Appearance.default
    appearance.theme = theme
    bar.appearance = appearance
    let fitting = bar.fittingSize(for: Size(width: width, height: .infinity))
    let barHeight = height ?? min(fitting.height, 1_200)
    bar.frame = Rect(x: 0, y: 0, width: width, height: barHeight)
    bar.contentOffset = contentOffset
    bar.layoutIfNeeded()
    let report = await bar.waitForVisibleImages(timeout: imageTimeout)
    let bitmap = Bitmap(size: bar.frame.size, scale: scale, background: appearance.colors.background)
    bitmap.render(bar)
    return (bitmap, report)
  }

  /// The bar of the feed's first story-bar variant, with the app styling over the feed's; the
  /// environment (loader, scale, appearance) is the caller's: a bitmap's, or a live window's
  /// (`storykit preview`).
  package func makeBar(for feed: Feed) -> StoryBarView {
    let bar = StoryBarView()
    if let locale { bar.locale = locale }
    show(feed, in: bar)
    return bar
  }

  /// Gives a bar a feed's styling and groups (again, when the feed changes).
  package func show(_ feed: Feed, in bar: StoryBarView) {
    bar.serverStyling =
      feed.placement.variants.first { $0.kind == .storyBar }?.styling.storyBar ?? StoryBarStyling()
    bar.styling = styling
    bar.content = .init(
      storyGroups: isLoading ? [] : feed.visibleStoryGroups(testMode: false), isLoading: isLoading)
  }

  /// One line per picture that did not arrive, naming its URL and why.
  package static func printMissing(_ report: VisibleImagesReport, to handle: FileHandle) {
    guard !report.missing.isEmpty else { return }
    var text =
      "  \(report.missing.count) of \(report.missing.count + report.loaded.count) pictures on screen did not arrive:\n"
    for missing in report.missing { text += "    \(missing.url.absoluteString): \(missing.reason)\n" }
    handle.write(Data(text.utf8))
  }
}
