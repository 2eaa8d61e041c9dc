import Dispatch
import Foundation
import StoryKit

/// Pixel pages of pictures (and of the resampler's scratch band) that were freed, kept for a
/// moment for the next picture, so its decoder writes into pages already mapped and faulted in.
///
/// A fresh `mmap` of a 1,080 × 1,920 picture (8 MB) costs about 2,000 page faults as the decoder
/// first writes to it, each page zeroed by the kernel: about a third of the decode's time on this
/// machine. glibc's `malloc` avoids that by keeping freed blocks in its heaps, but then it keeps
/// them without bound, fragmented across its arenas (see ``PagedSurface``). This keeps at most
/// ``maximumCount`` mappings and ``byteLimit`` bytes, the oldest unmapped first, and unmaps what
/// no decode has taken within ``keepSeconds``: a burst of decodes reuses its pages, and an idle
/// process holds none. Thread-safe: one lock, held only to take or give a mapping.
final class RecycledPages: @unchecked Sendable {
  /// The pages shared by every decoder in the process.
  static let shared = RecycledPages()

  /// The most bytes kept: one 1,080 × 1,920 picture fits.
  let byteLimit: Int
  /// The most mappings kept: one per concurrent decode (the image pipeline runs two).
  let maximumCount: Int
  /// How long a mapping is kept for a decode to take it, in seconds.
  let keepSeconds: Double
  private let state = Mutex(State())

  /// One mapping: its address and its length in bytes (whole pages).
  struct Mapping {
    var address: UnsafeMutableRawPointer
    var length: Int
  }

  private struct State {
    /// The kept mappings, oldest first, with when each was given back.
    var kept: [(mapping: Mapping, since: DispatchTime)] = []
    var isTrimScheduled = false
  }

  init(byteLimit: Int = 10 * 1024 * 1024, maximumCount: Int = 2, keepSeconds: Double = 1) {
    self.byteLimit = max(0, byteLimit)
    self.maximumCount = max(0, maximumCount)
    self.keepSeconds = keepSeconds.isFinite ? max(0, keepSeconds) : 1
  }

  /// The bytes held now.
  var heldBytes: Int { state.withLock { $0.kept.reduce(0) { $0 + $1.mapping.length } } }

  /// The size of a page, which mappings are made of.
  static let pageSize = max(4_096, Int(sysconf(Int32(_SC_PAGESIZE))))

  /// `bytes` rounded up to whole pages; `nil` on overflow.
  static func pageRounded(_ bytes: Int) -> Int? {
    let (sum, overflow) = bytes.addingReportingOverflow(pageSize - 1)
    return overflow ? nil : sum / pageSize * pageSize
  }

  /// A kept mapping of exactly `length` bytes (whole pages), its contents what its last user left;
  /// `nil` when none is large enough. A larger mapping is cut to size, its tail unmapped.
  func take(length: Int) -> Mapping? {
    let taken = state.withLock { state -> Mapping? in
      // The smallest that fits: a large one stays for a large picture.
      var best: Int?
      for index in state.kept.indices where state.kept[index].mapping.length >= length {
        if best.map({ state.kept[index].mapping.length < state.kept[$0].mapping.length }) ?? true {
          best = index
        }
      }
      return best.map { state.kept.remove(at: $0).mapping }
    }
    guard var mapping = taken else { return nil }
    if mapping.length > length {
      munmap(mapping.address + length, mapping.length - length)
      mapping.length = length
    }
    return mapping
  }

  /// Keeps a mapping for a later picture, or unmaps it (and the oldest kept, as needed) to stay
  /// within the limits.
  func give(_ mapping: Mapping) {
    var released: [Mapping] = []
    let schedules = state.withLock { state -> Bool in
      guard mapping.length <= byteLimit, maximumCount > 0, keepSeconds > 0 else {
        released.append(mapping)
        return false
      }
      state.kept.append((mapping, .now()))
      var total = state.kept.reduce(0) { $0 + $1.mapping.length }
      while total > byteLimit || state.kept.count > maximumCount {
        let oldest = state.kept.removeFirst().mapping
        total -= oldest.length
        released.append(oldest)
      }
      defer { state.isTrimScheduled = true }
      return !state.isTrimScheduled
    }
    for mapping in released { munmap(mapping.address, mapping.length) }
    if schedules { scheduleTrim() }
  }

  /// A mapping of `bytes` (rounded up to pages) for `body`, kept again afterwards; its contents
  /// are undefined. `nil` (and `body` not run) without memory.
  func withScratch<Result>(bytes: Int, _ body: (UnsafeMutableRawPointer) -> Result) -> Result? {
    guard bytes > 0, let length = Self.pageRounded(bytes) else { return nil }
    let mapping: Mapping
    if let kept = take(length: length) {
      mapping = kept
    } else {
      let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard let mapped, mapped != MAP_FAILED else { return nil }
      mapping = Mapping(address: mapped, length: length)
    }
    defer { give(mapping) }
    return body(mapping.address)
  }

  /// Unmaps every kept mapping.
  func removeAll() {
    let released = state.withLock { state in
      defer { state.kept.removeAll() }
      return state.kept.map(\.mapping)
    }
    for mapping in released { munmap(mapping.address, mapping.length) }
  }

  /// Unmaps the mappings kept longer than ``keepSeconds``, then looks again when the next one is due.
  private func scheduleTrim() {
    DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + keepSeconds) { [self] in
      var released: [Mapping] = []
      let again = state.withLock { state -> Bool in
        let cutoff = DispatchTime.now().uptimeNanoseconds &- UInt64(keepSeconds * 1e9)
        while let oldest = state.kept.first, oldest.since.uptimeNanoseconds <= cutoff {
          released.append(state.kept.removeFirst().mapping)
        }
        state.isTrimScheduled = !state.kept.isEmpty
        return state.isTrimScheduled
      }
      for mapping in released { munmap(mapping.address, mapping.length) }
      if again { scheduleTrim() }
    }
  }
}
