import StoryKitUI

extension StoryBarView: ScrollWheelHandling {
  /// Scrolls the bar along its axis under a wheel or touchpad, clamped to the content. A
  /// horizontal bar takes a sideways scroll as it comes (right shows what lies further right,
  /// earlier groups in right-to-left layout) and a vertical wheel as "onwards".
  public func scrollWheel(by delta: Point) -> Bool {
    scroller.scrollWheel(by: delta)
  }
}
