import Foundation

/// Keeps one tape block between parses, so that a decoder reading document after document writes
/// each tape into memory it already has.
///
/// A fresh block costs a page fault per 4 KiB on first touch, and a copy each time it doubles: for
/// a 5 MB feed, about 14 MB of tape, and a fifth of the decode. ``FeedDecoder`` holds one of these,
/// shared by its copies; a block returns here when its tape goes, and the next parse takes it. The
/// block kept is the largest recent one up to ``maxKeptEntries`` (24 MiB of entries, the tape of a
/// document at the default 8 MiB limit); a larger one is freed. The demo feed's block is 75 KB.
final class JSONTapeBlocks: @unchecked Sendable {
  /// The largest block kept, in entries.
  let maxKeptEntries: Int
  /// The block kept, if any.
  private let spare = Mutex<JSONEntries?>(nil)

  /// Keeps blocks of at most `maxKeptEntries` entries.
  init(maxKeptEntries: Int = 1 << 20) {
    self.maxKeptEntries = maxKeptEntries
  }

  deinit { spare.withLock { $0?.deallocate() } }

  /// The spare block, emptied, or a new one with room for `capacity` entries.
  func take(capacity: Int) -> JSONEntries {
    let taken = spare.withLock { spare in
      defer { spare = nil }
      return spare
    }
    guard var block = taken else { return JSONEntries(capacity: capacity) }
    block.removeAll()
    return block
  }

  /// Keeps `block` for the next parse, or frees it when it is too large or a larger one is kept.
  func giveBack(_ block: JSONEntries) {
    guard block.capacity <= maxKeptEntries else {
      block.deallocate()
      return
    }
    let freed: JSONEntries? = spare.withLock { spare in
      guard let kept = spare else {
        spare = block
        return nil
      }
      if kept.capacity >= block.capacity { return block }
      spare = block
      return kept
    }
    freed?.deallocate()
  }

  /// The capacity of the block kept, in entries (0 without one).
  var keptCapacity: Int { spare.withLock { $0?.capacity ?? 0 } }
}
