import StoryKit
import StoryKitUI

extension StoryPageView {
  /// Room kept between the notice and a layer or the header.
  static let noticeGap = 8.0

  /// The notice's frame for `size`: centred on the page, or, when a layer of the story lies
  /// there (a video story's poster keeps its product tags), the place nearest the centre, just
  /// above or below a layer, that is clear of every layer, under the header and on the page.
  /// Centred when no such place is left.
  func noticeFrame(for size: Size) -> Rect {
    let x = (bounds.width - size.width) / 2
    let centred = Rect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    let layers =
      layersView.isHidden
      ? []
      : layersView.layerViews.filter { !$0.isHidden }.map { layer in
        Rect(
          origin: Point(
            x: layer.frame.minX + layersView.frame.minX, y: layer.frame.minY + layersView.frame.minY),
          size: layer.frame.size)
      }
    guard layers.contains(where: { $0.intersects(centred) }) else { return centred }
    let top = headerView.frame.maxY + Self.noticeGap
    let bottom = bounds.height - Self.noticeGap
    let candidates = layers.flatMap { [$0.maxY + Self.noticeGap, $0.minY - Self.noticeGap - size.height] }
    let clear = candidates.map { Rect(x: x, y: $0, width: size.width, height: size.height) }.filter { frame in
      frame.minY >= top && frame.maxY <= bottom && !layers.contains { $0.intersects(frame) }
    }
    return clear.min { abs($0.minY - centred.minY) < abs($1.minY - centred.minY) } ?? centred
  }
}
