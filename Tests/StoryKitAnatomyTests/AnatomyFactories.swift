import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed

/// A view factory that makes one part of one widget, setting a value on it that the widget's
/// styling would otherwise decide: the value stands.
final class OnePartFactory: ViewFactory {
  let widget: AnatomyScenes.Widget

  init(_ widget: AnatomyScenes.Widget) {
    self.widget = widget
  }

  override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
    let made: Slot.Part? =
      switch widget {
      case .storyBar:
        slot.part(for: StoryRingSlot.self) {
          let ring = StoryRingView()
          ring.lineWidth = 5  // the bar's styling would give 2.5
          return ring
        }
      case .player:
        slot.part(for: StoryProgressSlot.self) {
          let progress = StoryProgressView()
          progress.colors = ProgressBarColors(track: Color.white.withAlpha(0.3), fill: amber)
          return progress
        }
      case .banner:
        slot.part(for: BannerScrimSlot.self) {
          let scrim = BannerScrimView()
          scrim.color = violet.withAlpha(0.8)
          return scrim
        }
      case .swipeCard:
        slot.part(for: SwipeCardTitleSlot.self) {
          let title = Label()
          title.font = FontDescriptor(family: "Noto Serif", size: 20, weight: .bold)  // the styling's: 17 pt
          return title
        }
      case .canvas:
        slot.part(for: CanvasBoxSlot.self) {
          let box = View()
          box.cornerRadius = 48
          return box
        }
      case .videoFeed:
        slot.part(for: VideoFeedTitleSlot.self) {
          let title = Label()
          title.textColor = amber
          return title
        }
      }
    return made ?? super.makePart(slot, for: host)
  }
}
