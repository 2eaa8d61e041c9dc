import StoryKit
import StoryKitUI

/// An empty view that asks for frames while ``isWaiting``: the presenter puts it in the
/// container so the host keeps ticking while a group's first picture loads.
final class PresenterTicker: View {
  var isWaiting = false

  required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  override func nextFrameTime(now: Double) -> Double? { isWaiting ? now : nil }
}
