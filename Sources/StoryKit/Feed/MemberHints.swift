/// Where the next key lookup in each object starts: just after the key found there last.
///
/// Readers ask for keys in about the order feeds write them, so a scan that starts after the last
/// key found usually finds the next one at once. The hints sit in a small table indexed by the
/// object's tape entry, so reading a nested object (a story's media) does not lose its parent's
/// place. A hint is only a starting point: a lookup still visits every key before it gives up.
final class MemberHints {
  private static let slots = 32
  /// Pairs of (object entry, key entry to start at); -1 where no object has been read.
  private let table: UnsafeMutablePointer<Int>

  init() {
    table = UnsafeMutablePointer.allocate(capacity: 2 * Self.slots)
    table.initialize(repeating: -1, count: 2 * Self.slots)
  }

  deinit { table.deallocate() }

  /// The member `key` of `object` (the last one when the key repeats), if it is an object.
  func member(of object: JSONNode, _ key: StaticString) -> JSONNode? {
    let slot = 2 * (object.index & (Self.slots - 1))
    let start = table[slot] == object.index ? table[slot + 1] : -1
    let found = object.member(key, from: start)
    if found.value != nil {
      table[slot] = object.index
      table[slot + 1] = found.next
    }
    return found.value
  }
}
