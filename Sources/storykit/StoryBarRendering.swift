import Foundation
import StoryKit
import StoryKitCairo
import StoryKitStoryBar
import StoryKitUI

/// Renders the story bar of a decoded feed to a bitmap: what `storykit render --widget story-bar`
/// and `storykit demo` draw.
@MainActor
struct StoryBarRendering {
  var width: Double = 390
  /// `nil`: the bar's own height (horizontal), or its content height up to 1,200 pt (vertical).
  var height: Double?
  var scale: Double = 2
  var theme: Theme = .light
  /// App styling set on top of the feed's server styling.
  var styling = StoryBarStyling()
  var contentOffset: Double = 0
  var isLoading = false

  /// The bar for the feed's first story-bar variant, laid out and drawn.
  func render(_ feed: Feed, loader: CairoImageLoader) -> Bitmap {
    let bar = StoryBarView()
    bar.imageLoader = loader
    var appearance = Appearance.default
    appearance.theme = theme
    bar.appearance = appearance
    bar.serverStyling =
      feed.placement.variants.first { $0.kind == .storyBar }?.styling.storyBar ?? StoryBarStyling()
    bar.styling = styling
    bar.content = .init(
      storyGroups: isLoading ? [] : feed.visibleStoryGroups(testMode: false), isLoading: isLoading)
    let fitting = bar.fittingSize(for: Size(width: width, height: .infinity))
    let barHeight = height ?? min(fitting.height, 1_200)
    bar.frame = Rect(x: 0, y: 0, width: width, height: barHeight)
    bar.contentOffset = contentOffset
    bar.layoutIfNeeded()
    let bitmap = Bitmap(size: bar.frame.size, scale: scale, background: appearance.colors.background)
    bitmap.render(bar)
    return bitmap
  }

  /// Every icon URL the feed's groups may show, to load before drawing a still frame.
  static func iconURLs(_ feed: Feed) -> [URL] {
    feed.visibleStoryGroups(testMode: false).flatMap { group in
      [group.iconURL].compactMap { $0 } + Array(group.thematicIconURLs.values)
    }
  }
}
