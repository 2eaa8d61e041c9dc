import StoryKitUI

extension StoryBarView: ScrollWheelHandling {
  /// Scrolls the bar along its axis under a wheel or touchpad, clamped to the content. A
  /// horizontal bar takes a sideways scroll as it comes (right shows what lies further right,
  /// earlier groups in right-to-left layout) and a vertical wheel as "onwards".
  public func scrollWheel(by delta: Point) -> Bool {
    guard delta.x.isFinite, delta.y.isFinite else { return false }
    let layout = barLayout
    var step: Double
    if layout.axis == .horizontal {
      let isSideways = abs(delta.x) > abs(delta.y)
      step = isSideways ? delta.x : delta.y
      if isSideways && effectiveLayoutDirection == .rightToLeft { step = -step }
    } else {
      step = delta.y
    }
    let target = min(max(0, contentOffset + step), maximumContentOffset)
    guard target != contentOffset else { return false }
    contentOffset = target
    return true
  }
}
