/// How a benchmark run ended. Either way its table has been printed.
package enum BenchmarkOutcome: Sendable, Equatable {
  /// Every check held (clean decode, matching frames, expected pixels).
  case passed
  /// A check failed or a case could not run; the table or standard error says which.
  case failed
}

extension Comparable {
  /// The value, moved into `range` if it lies outside.
  func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
