import CCairo
import StoryKit
import StoryKitUI

/// Device-pixel tiles of gradient strokes and fills, drawn again with one blend when the same
/// shape comes back at the same scale and at the same fraction of a pixel.
///
/// Cairo paints a gradient shape row by row through pixman's general path, and for gradients it
/// composites each row across the whole shape, the empty middle of a ring included: a story
/// ring's gradient costs about 0.2 ms at scale 3, in every cell of every frame. A tile holds what
/// that draw leaves on a clear surface (the paint times the shape's coverage), so blending it
/// OVER the target at a whole-pixel offset gives the pixels the direct draw gives.
///
/// The key is the whole draw: path, paint, fill or stroke style, the transform's scale, the
/// fraction of a pixel its translation falls at, and Cairo's tolerance and miter limit. A change
/// of colour, size, scale or sub-pixel position is another key, so nothing needs invalidating.
/// A tile is made the second time its key is drawn, so shapes drawn once (or changing every
/// frame, as a turning ring) are drawn directly and never fill the cache. At most
/// ``maximumEntries`` tiles and ``maximumBytes`` of pixels are kept, the least recently used
/// dropped first. Thread-safe.
package final class ShapeTileCache: @unchecked Sendable {
  // Unchecked because tiles own Cairo surfaces (C pointers); they are reachable only through
  // `state`, and a surface is only read once its tile is made.

  /// The cache every ``CairoCanvas`` uses unless given another.
  package static let shared = ShapeTileCache()

  /// What identifies a tile's pixels.
  struct Key: Hashable, Sendable {
    /// How the path is painted.
    enum Operation: Hashable, Sendable {
      /// Filled with the nonzero winding rule.
      case fill
      /// Stroked with a style.
      case stroke(StrokeStyle)
    }

    /// What a tile holds.
    enum Part: Hashable, Sendable {
      /// The shape painted: blended over the target as it is.
      case shape
      /// The paint alone over the shape's tile rectangle: a source for drawing the shape under a
      /// clip that cuts it.
      case paint
    }

    var path: Path
    var paint: Paint
    var operation: Operation
    /// The transform's scale along x and y, in pixels per point.
    var scaleX: Double
    var scaleY: Double
    /// The fraction of a pixel the transform's translation falls at, `0..<1`.
    var phaseX: Double
    var phaseY: Double
    var tolerance: Double
    var miterLimit: Double
    var part = Part.shape
  }

  /// A painted shape on a clear surface, placed `x`, `y` pixels from the whole-pixel part of the
  /// translation it was drawn at.
  final class Tile: @unchecked Sendable {
    // Unchecked because of the surface pointer: it is written once, before the tile is shared.
    let surface: OpaquePointer
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    /// Takes ownership of `surface` (one reference).
    init(surface: OpaquePointer, x: Int, y: Int, width: Int, height: Int) {
      self.surface = surface
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    var bytes: Int { width * height * 4 }
  }

  /// Counts since the cache was made, for tests and benchmarks.
  struct Statistics: Sendable, Equatable {
    var hits = 0
    var misses = 0
    var tilesMade = 0
    var evictions = 0
  }

  /// The most tiles kept.
  let maximumEntries: Int
  /// The most pixel bytes kept; one tile may use at most a quarter of it.
  let maximumBytes: Int

  private struct Entry {
    var tile: Tile
    var lastUse: UInt64
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var bytes = 0
    var uses: UInt64 = 0
    /// Keys drawn once without a tile; cleared when full.
    var seenOnce: Set<Key> = []
    /// Keys whose tile could not be made (empty, too big): drawn directly without trying again.
    /// Cleared when full.
    var declined: Set<Key> = []
    var statistics = Statistics()
  }

  private let state = Mutex(State())
  /// The most keys kept in each of the seen-once and declined lists.
  private static let keyListLimit = 256

  /// A cache keeping at most `maximumEntries` tiles and `maximumBytes` bytes of pixels.
  init(maximumEntries: Int = 64, maximumBytes: Int = 16 << 20) {
    self.maximumEntries = max(1, maximumEntries)
    self.maximumBytes = max(4, maximumBytes)
  }

  /// The largest tile, in bytes, the cache takes.
  var maximumTileBytes: Int { maximumBytes / 4 }

  /// The tile for `key`: the kept one, or one `make` draws now if the key was asked for before.
  /// `nil` means "draw directly": the first time a key is seen, or when `make` gives up.
  func tile(for key: Key, make: () -> Tile?) -> Tile? {
    let found = state.withLock { state -> (tile: Tile?, shouldMake: Bool) in
      state.uses += 1
      // One hash of the key per lookup: found by index, then touched in place.
      if let index = state.entries.index(forKey: key) {
        state.entries.values[index].lastUse = state.uses
        state.statistics.hits += 1
        return (state.entries.values[index].tile, false)
      }
      state.statistics.misses += 1
      if state.declined.contains(key) { return (nil, false) }
      if state.seenOnce.remove(key) != nil { return (nil, true) }
      if state.seenOnce.count >= Self.keyListLimit { state.seenOnce.removeAll(keepingCapacity: true) }
      state.seenOnce.insert(key)
      return (nil, false)
    }
    if let tile = found.tile { return tile }
    guard found.shouldMake else { return nil }
    // Drawn outside the lock: other threads keep drawing from their tiles meanwhile.
    guard let made = make(), made.bytes <= maximumTileBytes else {
      state.withLock { state in
        if state.declined.count >= Self.keyListLimit { state.declined.removeAll(keepingCapacity: true) }
        state.declined.insert(key)
      }
      return nil
    }
    return state.withLock { state in
      if let entry = state.entries[key] { return entry.tile }
      state.uses += 1
      state.entries[key] = Entry(tile: made, lastUse: state.uses)
      state.bytes += made.bytes
      state.statistics.tilesMade += 1
      while state.entries.count > maximumEntries || state.bytes > maximumBytes {
        guard let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
        state.entries[oldest.key] = nil
        state.bytes -= oldest.value.tile.bytes
        state.statistics.evictions += 1
      }
      return made
    }
  }

  /// Counts of hits, misses, tiles made and evictions so far.
  var statistics: Statistics { state.withLock { $0.statistics } }

  /// How many tiles, and how many bytes of pixels, the cache holds.
  var usage: (entries: Int, bytes: Int) { state.withLock { ($0.entries.count, $0.bytes) } }

  /// Drops every tile and every key seen once or declined.
  func removeAll() {
    state.withLock { state in
      state.entries.removeAll()
      state.seenOnce.removeAll()
      state.declined.removeAll()
      state.bytes = 0
    }
  }
}
