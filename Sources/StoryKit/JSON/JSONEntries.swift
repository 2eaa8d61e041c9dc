/// The entries of a ``JSONTape`` in one manually managed block: reading an entry is a load, with
/// no reference counting, uniqueness check or bounds check on the decoder's hot path.
///
/// The parser appends; whoever ends up holding the block frees it once (the tape in its `deinit`,
/// or the parser when the document is rejected). Indices come from the parser, never from input.
struct JSONEntries {
  private(set) var base: UnsafeMutablePointer<JSONTape.Entry>
  private(set) var count = 0
  private(set) var capacity: Int

  /// An empty block with room for `capacity` entries.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = UnsafeMutablePointer.allocate(capacity: self.capacity)
  }

  mutating func append(_ entry: JSONTape.Entry) {
    if count == capacity { grow() }
    (base + count).initialize(to: entry)
    count += 1
  }

  @inline(__always) subscript(index: Int) -> JSONTape.Entry {
    get {
      checkBounds(index)
      return base[index]
    }
    nonmutating set {
      checkBounds(index)
      base[index] = newValue
    }
  }

  /// Debug builds (and so the tests) check every index; release builds trust the parser's, which
  /// never come from input.
  @inline(__always) private func checkBounds(_ index: Int) {
    assert(index >= 0 && index < count, "tape index \(index) outside 0..<\(count)")
  }

  /// Forgets every entry and keeps the memory (entries are plain values: nothing to deinitialize).
  mutating func removeAll() { count = 0 }

  /// Frees the block; the value must not be used afterwards.
  func deallocate() { base.deallocate() }

  private mutating func grow() {
    let larger = capacity * 2
    let moved = UnsafeMutablePointer<JSONTape.Entry>.allocate(capacity: larger)
    moved.moveInitialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }
}
