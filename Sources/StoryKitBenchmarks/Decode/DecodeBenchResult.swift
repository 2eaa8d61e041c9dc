/// The decode benchmark's batches for one document, in seconds per run.
struct DecodeBenchResult {
  var bytes: Int
  var feed: [[Double]]
  var parse: [[Double]]
  /// Python json's batches; `nil` without the peer.
  var json: [[Double]]?
  /// orjson's batches; `nil` without the peer or without orjson.
  var orjson: [[Double]]?
  /// Why there are no peer figures, if some are missing.
  var peerNote: String?

  /// Seconds for the document to MB/s (MB = 10^6 bytes).
  func megabytesPerSecond(_ seconds: Double) -> Double { Double(bytes) / 1e6 / seconds }

  /// The median MB/s over every run of `batches`.
  func megabytesPerSecond(_ batches: [[Double]]) -> Double {
    SampleStatistics.median(batches.joined().map(megabytesPerSecond))
  }

  /// The median run of `batches` in microseconds.
  func microseconds(_ batches: [[Double]]) -> Double {
    SampleStatistics.median(Array(batches.joined())) * 1e6
  }

  /// `ours` beside `peer`, pair by pair, in MB/s (above 1: ours is faster).
  func comparison(_ ours: [[Double]], with peer: [[Double]]?) -> PairedComparison? {
    peer.flatMap { PairedComparison(ours: ours, peer: $0, figure: megabytesPerSecond) }
  }

  /// `ours` beside `peer`, pair by pair, in microseconds per call (below 1: ours is faster).
  func latencyComparison(_ ours: [[Double]], with peer: [[Double]]?) -> PairedComparison? {
    peer.flatMap { PairedComparison(ours: ours, peer: $0, figure: { $0 * 1e6 }) }
  }
}
