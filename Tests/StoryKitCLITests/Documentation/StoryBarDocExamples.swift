// docs/story-bar.md's and docs/view-layer.md's examples, compiled by the tests.
import StoryKit
import StoryKitImages
import StoryKitStoryBar
import StoryKitUI

@MainActor
func makeStoryBar(
  feed: Feed, loader: any ImageLoading, open: @escaping @MainActor (StoryGroup) -> Void
)
  -> StoryBarView
{
  let bar = StoryBarView()
  bar.imageLoader = loader  // ImagePipeline.cairo(), or your own
  bar.serverStyling =
    feed.placement.variants.first { $0.kind == .storyBar }?.styling.storyBar ?? StoryBarStyling()
  bar.styling.size = .small  // code wins over the server
  bar.styling.ringNotSeen = Themed(Gradient("#7B2FF7", "#F107A3"))
  bar.content = .init(storyGroups: feed.visibleStoryGroups(testMode: false))
  bar.onStoryGroupSelected = open  // the player opens the group
  return bar
}

@MainActor
func useLargeDarkText(in storyBar: StoryBarView) {
  var appearance = Appearance.default
  appearance.palette.accent = "#7B2FF7"  // adjust the base colours first
  appearance.theme = .dark  // light and dark derive from them
  appearance.fonts.sizeMultiplier = 1.3  // the Dynamic Type analogue
  storyBar.appearance = appearance  // this subtree; re-runs setUpAppearance only
}

final class ThreadItemView: View {
  let iconView = ImageView()
  let titleLabel = Label()
  let badgeView = View()
  let subtitleLabel = Label()
  var showsSubtitle = true

  override func setUpLayout() {
    VContainer(spacing: 4) {
      HContainer(spacing: 2) {
        iconView
        titleLabel
        Spacer()
        badgeView.width(20).height(20)
      }
      if showsSubtitle { subtitleLabel }
    }
    .padding(top: 8, leading: 16, bottom: 8, trailing: 16)
    .embedToMargins(in: self)
  }
}
