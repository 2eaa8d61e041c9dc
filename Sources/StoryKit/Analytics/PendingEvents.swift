/// The analytics queue's events in memory, oldest first: a FIFO whose front is read and dropped
/// in O(1), so a full queue of 10,000 events does not move them all on every batch.
struct PendingEvents {
  /// One event waiting or being uploaded.
  struct Entry {
    var record: AnalyticsJournal.Record
    /// When it joined the queue, on the scheduler's timeline (not persisted).
    var since: Double
  }

  private var storage: [Entry] = []
  private var head = 0

  var count: Int { storage.count - head }
  var isEmpty: Bool { count == 0 }

  subscript(index: Int) -> Entry { storage[head + index] }

  mutating func append(_ entry: Entry) {
    storage.append(entry)
  }

  /// The first `count` entries.
  func prefix(_ count: Int) -> [Entry] {
    Array(storage[head..<(head + Swift.min(count, self.count))])
  }

  /// Drops the first `count` entries.
  mutating func removeFirst(_ count: Int) {
    head += Swift.min(count, self.count)
    // Reclaim the dropped front once it is at least half the storage.
    if head > 64, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
  }

  /// Removes the entry at `index` by shifting the entries before it one place back, which costs
  /// `index` moves: the queue removes just behind the batch in flight, so `index` is small.
  mutating func remove(at index: Int) -> Entry {
    let removed = storage[head + index]
    var position = head + index
    while position > head {
      storage[position] = storage[position - 1]
      position -= 1
    }
    removeFirst(1)
    return removed
  }

  /// Removes the entries from `start` on that `isRemoved` picks, keeping the order of the rest,
  /// and returns them, oldest first.
  mutating func removeWaiting(after start: Int, where isRemoved: (Entry) -> Bool) -> [Entry] {
    var kept: [Entry] = []
    var removed: [Entry] = []
    for index in Swift.max(0, start)..<count {
      let entry = self[index]
      if isRemoved(entry) { removed.append(entry) } else { kept.append(entry) }
    }
    guard !removed.isEmpty else { return [] }
    storage.removeSubrange((head + Swift.max(0, start))...)
    storage.append(contentsOf: kept)
    return removed
  }
}
