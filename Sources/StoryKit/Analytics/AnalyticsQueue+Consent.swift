import Foundation

extension AnalyticsQueue {
  /// The categories the user has not consented to; their events are dropped before anything is
  /// written. Starts as ``Configuration/disabledCategories``.
  ///
  /// Disabling a category also removes its waiting events: the journal is rewritten without
  /// them before this setter returns, so the disk never keeps an event the user withdrew consent
  /// for. A batch already being uploaded is not recalled. Enabling a category affects only events
  /// recorded from then on.
  ///
  /// ```swift
  /// func userChangedConsent(allowsCommerce: Bool) {
  ///   if allowsCommerce {
  ///     queue.disabledCategories.remove(.commerce)
  ///   } else {
  ///     queue.disabledCategories.insert(.commerce)
  ///   }
  /// }
  /// ```
  public var disabledCategories: Set<AnalyticsCategory> {
    get { state.withLock { $0.disabledCategories } }
    set {
      state.withLock { state in
        let added = newValue.subtracting(state.disabledCategories)
        state.disabledCategories = newValue
        guard !added.isEmpty else { return }
        let removed = state.pending.removeWaiting(after: state.inFlightCount) {
          added.contains($0.record.event.name.category)
        }
        guard !removed.isEmpty else { return }
        let live = state.pending
        writeJournal(&state) { journal throws(DurableFile.Failure) in
          try journal.rewrite(keeping: (0..<live.count).map { live[$0].record })
        }
        reportDisabled(removed.map(\.record), in: &state)
      }
    }
  }

  /// Counts and reports events dropped because their category is disabled.
  func reportDisabled(_ records: [AnalyticsJournal.Record], in state: inout State) {
    state.statistics.droppedDisabled += records.count
    let byCategory = Dictionary(grouping: records.map(\.event)) { $0.name.category }
    for category in AnalyticsCategory.allCases {
      guard let events = byCategory[category] else { continue }
      notify(.dropped(events, .categoryDisabled(category)))
    }
  }
}
