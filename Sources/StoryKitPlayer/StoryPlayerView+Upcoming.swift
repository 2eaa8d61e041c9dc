import Foundation
import StoryKit
import StoryKitUI

extension StoryPlayerView {
  /// Marks the current story seen in ``seenStore``, off the main actor; a failed write is logged.
  func markSeen() {
    guard let store = seenStore, let group = playback?.group, let story = playback?.story else { return }
    let (groupID, storyID) = (group.id, story.id)
    seenWrites.async {
      do throws(SeenStoreError) {
        try store.markSeen(storyID: storyID, inGroup: groupID)
      } catch {
        Task { @MainActor in
          StoryKitLog.warning("the player could not mark story \(storyID) of \(groupID) seen: \(error)")
        }
      }
    }
  }

  /// Waits until the seen marks made so far are written (tests, and a host about to quit).
  public func waitForSeenWrites() async {
    await withCheckedContinuation { continuation in seenWrites.async { continuation.resume() } }
  }

  /// The pictures the user is likely to see next, in the order they are likely to come: the next
  /// story's; then the first story of the group a tap at the end or a swipe would open
  /// (forwards, then backwards). Under a ``PrefetchPolicy/nextStoryOnly`` policy, only the first:
  /// the next story, or at a group's last story the next group's.
  public var upcomingPictureURLs: [URL] {
    guard let playback, let group = playback.group else { return [] }
    var urls: [URL] = []
    let next = playback.position.story + 1
    let hasNext = group.stories.indices.contains(next)
    if hasNext, let url = StoryPageView.pictureURL(of: group.stories[next]) {
      urls.append(url)
    }
    let nextStoryOnly = prefetchPolicy.nextStoryOnly
    if nextStoryOnly && hasNext { return urls }
    for step in nextStoryOnly ? [1] : [1, -1] {
      let index = playback.position.group + step
      guard playback.groups.indices.contains(index) else { continue }
      let neighbour = playback.groups[index]
      let story = playback.openingStory(ofGroup: index)
      if neighbour.stories.indices.contains(story),
        let url = StoryPageView.pictureURL(of: neighbour.stories[story])
      {
        urls.append(url)
      }
    }
    return urls
  }

  /// Prefetches ``upcomingPictureURLs`` at the size the page shows them, and cancels what is no
  /// longer upcoming.
  func prefetchUpcoming() {
    guard let loader = imageLoader else { return }
    let scale = displayScale
    let size = PixelSize(points: bounds.size, scale: scale)
    let urls = upcomingPictureURLs
    let old = prefetched
    let same = old.size == size && old.scale == scale
    let dropped = old.urls.filter { !same || !urls.contains($0) }
    if !dropped.isEmpty { loader.cancelPrefetch(dropped, targetSize: old.size, scale: old.scale) }
    let started = urls.filter { !same || !old.urls.contains($0) }
    if !started.isEmpty { loader.prefetch(started, targetSize: size, scale: scale, budget: prefetchBudget) }
    prefetched = (urls, size, scale)
  }

  /// Cancels every prefetch the player asked for.
  func cancelPrefetch() {
    let old = prefetched
    if !old.urls.isEmpty { imageLoader?.cancelPrefetch(old.urls, targetSize: old.size, scale: old.scale) }
    prefetched = ([], nil, displayScale)
  }
}
