/// Batches of several sides timed in turn — ours, peer, ours, peer … — rather than each side in
/// one block, so that machine noise lands on every side alike.
///
/// Each round calls every side once, in the order given; a side answers with the run times
/// (seconds) of one batch. A side that throws (a peer process that died: a ``PeerFailure``) is
/// left out of the rounds that follow, and its failure is kept; the other sides carry on.
///
/// ```swift
/// let batches = InterleavedBatches.run(rounds: 21, sides: [
///   { InterleavedBatches.time(runs: 3) { root.layoutIfNeeded() } },
///   { try peer.batch("tree", runs: 3) },
/// ])
/// let comparison = PairedComparison(ours: batches.sides[0], peer: batches.sides[1]) { $0 * 1e3 }
/// ```
struct InterleavedBatches: Sendable {
  /// Per side, in the order given: its batches, each the run times of one batch in seconds.
  private(set) var sides: [[[Double]]]
  /// Per side: why it stopped answering, or `nil` if it did not.
  private(set) var failures: [String?]

  /// Runs `rounds` rounds over `sides`.
  static func run(rounds: Int, sides: [() throws -> [Double]]) -> InterleavedBatches {
    var result = InterleavedBatches(
      sides: Array(repeating: [], count: sides.count), failures: Array(repeating: nil, count: sides.count))
    for _ in 0..<max(0, rounds) {
      for (index, side) in sides.enumerated() where result.failures[index] == nil {
        do {
          result.sides[index].append(try side())
        } catch {
          result.failures[index] = (error as? PeerFailure)?.note ?? "\(error)"
        }
      }
    }
    return result
  }
}
