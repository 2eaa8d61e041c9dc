import StoryKit
import StoryKitUI

extension VideoFeedView {
  /// Gives players to the item most on screen and the next one, plays the first (unless
  /// something holds playback) and shows each visible item's state.
  func updatePlayers(current: Int?) {
    if let pool {
      if let current, !holds.contains(.covered) {
        let wanted = [current, current + 1]
          .filter { items.indices.contains($0) && !failedItems.contains($0) }
          .map { (index: $0, url: items[$0].video.url) }
        pool.assign(wanted)
        pool.play(only: holds.isEmpty ? current : nil)
      } else {
        pool.releaseAll()
      }
    }
    for (index, view) in itemViews {
      // Only the item most on screen shows frames; the others wait at their posters.
      let player = index == current ? pool?.player(for: index) : nil
      view.videoPlayer = player
      view.playback = playback(of: index, player: player)
    }
  }

  /// What item `index` shows, given the player showing it (if any): the poster until the first
  /// frame, then the frames, playing or held.
  func playback(of index: Int, player: (any VideoPlayer)?) -> VideoFeedItemView.Playback {
    if failedItems.contains(index) { return .failed }
    guard let player else { return .poster }
    if case .failed = player.state { return .failed }
    guard player.currentFrame != nil else { return .loading }
    // What the feed asked for, not the player's state: a player may take a moment to start.
    return pool?.isPlayRequested(for: index) == true ? .playing : .paused
  }

  /// Forgets item `index`'s failure and shows it, so its video loads again (a tap on the notice).
  func retryVideo(at index: Int) {
    guard failedItems.remove(index) != nil else { return }
    if index != currentIndex { scroll(to: index) }
    setNeedsLayout()
  }

  /// A player reported a change: a failure marks its item, the end of the item on screen plays
  /// it again (feeds loop), a new frame is drawn.
  func playerChanged(_ index: Int, _ change: VideoPlayerChange) {
    guard let player = pool?.player(for: index) else { return }
    if change.contains(.state) {
      switch player.state {
      case .failed(let error) where !failedItems.contains(index):
        failedItems.insert(index)
        if items.indices.contains(index) { onVideoFailed?(items[index], error) }
        setNeedsLayout()
      case .ended where holds.isEmpty && index == currentIndex:
        player.play()
      default:
        break
      }
    }
    guard let view = itemViews[index] else { return }
    view.playback = playback(of: index, player: view.videoPlayer)
    if change.contains(.frame) { view.frameView.frameDidChange() }
  }

  /// The fullscreen player covers the feed (`true`) or left it: while covered, the feed's
  /// players are stopped, so the fullscreen player's video has the memory to itself.
  func setCovered(_ isCovered: Bool) {
    if isCovered { holds.insert(.covered) } else { holds.remove(.covered) }
    setNeedsLayout()
    layoutIfNeeded()
  }
}
