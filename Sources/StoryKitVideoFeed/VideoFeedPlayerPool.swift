import Foundation
import StoryKitUI

/// A video feed's players: at most ``limit`` alive, each showing one item, handed from item to
/// item as the feed scrolls, so memory stays bounded however long the feed is.
///
/// ```swift
/// let pool = VideoFeedPlayerPool { GStreamerVideoPlayer(maximumFrameSize: size, isMuted: true) }
/// pool.assign([(index: 3, url: current), (index: 4, url: next)])  // loads what is not loaded
/// pool.play(only: 3)                                                // 4 waits, paused, preloaded
/// ```
///
/// A player taken from an item is stopped before it loads another. Players are muted: the feed
/// plays without sound.
@MainActor
final class VideoFeedPlayerPool {
  /// One player and the item it shows.
  struct Slot {
    let player: any VideoPlayer
    /// The item it shows, `nil` while it is free (stopped).
    var index: Int?
    var url: URL?
    /// Whether ``VideoFeedPlayerPool/play(only:)`` last asked it to play.
    var isPlayRequested = false
  }

  /// The most players alive at once: the item playing and the next one.
  static let limit = 2

  /// The players made so far, with their items.
  private(set) var slots: [Slot] = []
  /// Called with an item's index when its player reports a change.
  var onChange: (@MainActor (Int, VideoPlayerChange) -> Void)?
  private let make: @MainActor () -> any VideoPlayer

  /// A pool that makes its players with `make`, when it first needs each.
  init(make: @escaping @MainActor () -> any VideoPlayer) {
    self.make = make
  }

  /// The player showing item `index`, if one does.
  func player(for index: Int) -> (any VideoPlayer)? {
    slots.first { $0.index == index }?.player
  }

  /// Whether ``play(only:)`` last asked item `index`'s player to play.
  func isPlayRequested(for index: Int) -> Bool {
    slots.first { $0.index == index }?.isPlayRequested ?? false
  }

  /// How many players hold a video now.
  var loadedCount: Int { slots.filter { $0.index != nil }.count }

  /// Gives players to `wanted`, most important first: an item that has its player keeps it,
  /// players of items no longer wanted are stopped and load the new ones, up to ``limit``.
  func assign(_ wanted: [(index: Int, url: URL)]) {
    let kept = wanted.prefix(Self.limit)
    for position in slots.indices {
      guard let index = slots[position].index else { continue }
      let stillWanted = kept.contains { $0.index == index && $0.url == slots[position].url }
      if !stillWanted { free(position) }
    }
    for wish in kept where !slots.contains(where: { $0.index == wish.index }) {
      guard let position = freeSlot() else { break }
      slots[position].index = wish.index
      slots[position].url = wish.url
      slots[position].isPlayRequested = false
      let player = slots[position].player
      player.isMuted = true
      let index = wish.index
      player.onChange = { [weak self] change in self?.onChange?(index, change) }
      player.load(wish.url)
    }
  }

  /// Plays item `index`'s player and pauses the others; `nil` pauses every one. Each player is
  /// told only when what it should do changes.
  func play(only index: Int?) {
    for position in slots.indices where slots[position].index != nil {
      let shouldPlay = index != nil && slots[position].index == index
      guard shouldPlay != slots[position].isPlayRequested else { continue }
      slots[position].isPlayRequested = shouldPlay
      if shouldPlay { slots[position].player.play() } else { slots[position].player.pause() }
    }
  }

  /// Stops every player and forgets their items; the players stay, to be reused.
  func releaseAll() {
    for position in slots.indices where slots[position].index != nil { free(position) }
  }

  private func free(_ position: Int) {
    let player = slots[position].player
    // The feed forgets the item's state itself; the stop's own report would come too late.
    player.onChange = nil
    player.stop()
    slots[position].index = nil
    slots[position].url = nil
    slots[position].isPlayRequested = false
  }

  private func freeSlot() -> Int? {
    if let position = slots.firstIndex(where: { $0.index == nil }) { return position }
    guard slots.count < Self.limit else { return nil }
    slots.append(Slot(player: make()))
    return slots.count - 1
  }
}
