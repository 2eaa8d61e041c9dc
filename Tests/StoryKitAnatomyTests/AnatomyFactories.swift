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
    made(slot) ?? super.makePart(slot, for: host)
  }

  /// The one part this factory makes for its widget, or `nil` for every other slot.
  private func made<Slot: ComponentSlot>(_ slot: Slot.Type) -> Slot.Part? {
    switch widget {
    case .storyBar: return slot.part(for: StoryRingSlot.self, Self.thickRing)
    case .player: return slot.part(for: StoryProgressSlot.self, Self.amberProgress)
    case .banner: return slot.part(for: BannerScrimSlot.self, Self.violetScrim)
    case .swipeCard: return slot.part(for: SwipeCardTitleSlot.self, Self.serifTitle)
    case .canvas: return slot.part(for: CanvasBoxSlot.self, Self.roundBox)
    case .videoFeed: return slot.part(for: VideoFeedTitleSlot.self, Self.amberTitle)
    }
  }

  static func thickRing() -> StoryRingView {
    let ring = StoryRingView()
    ring.lineWidth = 5  // the bar's styling would give 2.5
    return ring
  }

  static func amberProgress() -> StoryProgressView {
    let progress = StoryProgressView()
    progress.colors = ProgressBarColors(track: Color.white.withAlpha(0.3), fill: amber)
    return progress
  }

  static func violetScrim() -> BannerScrimView {
    let scrim = BannerScrimView()
    scrim.color = violet.withAlpha(0.8)
    return scrim
  }

  static func serifTitle() -> Label {
    let title = Label()
    title.font = FontDescriptor(family: "Noto Serif", size: 20, weight: .bold)  // the styling's: 17 pt
    return title
  }

  static func roundBox() -> CanvasBoxView {
    let box = CanvasBoxView()
    box.cornerRadius = 48
    return box
  }

  static func amberTitle() -> Label {
    let title = Label()
    title.textColor = amber
    return title
  }
}
