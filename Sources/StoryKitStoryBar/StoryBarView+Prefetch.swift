import Foundation
import StoryKit
import StoryKitUI

extension StoryBarView {
  /// Prefetches the icons of the ``iconPrefetchCount`` groups just beyond the made cells in the
  /// scroll direction, at the size the cells show them, and cancels the prefetches that are no
  /// longer ahead.
  func prefetchIcons(beyond made: Range<Int>) {
    if contentOffset != lastLayoutOffset {
      scrollDirection = contentOffset > lastLayoutOffset ? 1 : -1
      lastLayoutOffset = contentOffset
    }
    let count = max(0, min(iconPrefetchCount, 100))
    guard let loader = imageLoader, count > 0, !made.isEmpty else {
      cancelIconPrefetches()
      return
    }
    // Clamped to the groups there are: a skeleton bar makes cells without groups.
    let total = displayedGroups.count
    let start = scrollDirection > 0 ? made.upperBound : made.lowerBound - count
    let lower = min(max(0, start), total)
    let ahead = lower..<min(max(lower, start + count), total)
    let label = resolvedStyling.thematicIconLabel
    let urls = ahead.compactMap { index in
      displayedGroups.indices.contains(index) ? displayedGroups[index].iconURL(forThematicLabel: label) : nil
    }
    let scale = displayScale
    let size = iconSize(in: made).flatMap { PixelSize(points: $0, scale: scale) }
    let old = prefetchedIcons
    if old.size == size, old.scale == scale, old.urls == urls { return }
    let sameRequest = old.size == size && old.scale == scale
    let wanted = Set(urls)
    let had = sameRequest ? Set(old.urls) : []
    // Icons that became cells stay: their views now wait on the same requests.
    let shown = Set(
      made.compactMap { index in
        displayedGroups.indices.contains(index)
          ? displayedGroups[index].iconURL(forThematicLabel: label) : nil
      })
    let dropped = old.urls.filter { !sameRequest || (!wanted.contains($0) && !shown.contains($0)) }
    if !dropped.isEmpty { loader.cancelPrefetch(dropped, targetSize: old.size, scale: old.scale) }
    let started = urls.filter { !had.contains($0) }
    if !started.isEmpty { loader.prefetch(started, targetSize: size, scale: scale) }
    prefetchedIcons = (urls, size, scale)
  }

  /// Cancels every icon prefetch in flight.
  func cancelIconPrefetches() {
    let old = prefetchedIcons
    if !old.urls.isEmpty { imageLoader?.cancelPrefetch(old.urls, targetSize: old.size, scale: old.scale) }
    prefetchedIcons = ([], nil, 1)
  }

  /// The size of the first picture with a URL in a made cell: what the other icons are shown at.
  private func iconSize(in made: Range<Int>) -> Size? {
    for index in made {
      guard let cell = cells[index] else { continue }
      cell.layoutIfNeeded()  // laid out in this pass anyway; its picture has its frame now
      if let size = Self.firstPictureSize(in: cell) { return size }
    }
    return nil
  }

  private static func firstPictureSize(in view: View) -> Size? {
    if let image = view as? ImageView, image.url != nil, image.bounds.width > 0, image.bounds.height > 0 {
      return image.bounds.size
    }
    for subview in view.subviews {
      if let size = firstPictureSize(in: subview) { return size }
    }
    return nil
  }
}
