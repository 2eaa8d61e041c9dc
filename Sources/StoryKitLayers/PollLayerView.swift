import StoryKit
import StoryKitUI

/// A poll: the question and its options. A tap votes once: it sends
/// ``StoryLayerInteraction/pollVote(layerID:option:)``, remembers the vote in the container's
/// ``StoryInteractionStore``, and shows each option's share of the votes as a bar, the user's
/// vote outlined. Later taps do nothing; a story opened again shows the stored vote.
///
/// The shares come from the container's ``PollResultsProviding`` when it has one (the local
/// result shows until its answer arrives); without one, only the user's own vote is known.
final class PollLayerView: ChoiceLayerView {
  /// The option the user voted for, or `nil` before voting.
  private(set) var votedOption: Int?
  /// The counts the results provider returned, fitted to the options.
  private(set) var providedCounts: [Int]?
  /// The request to the results provider, if one ran (tests wait for it).
  private(set) var resultsTask: Task<Void, Never>?

  override var question: String {
    if case .poll(let question, _) = layer.kind { return question }
    return ""
  }

  override var options: [String] {
    if case .poll(_, let options) = layer.kind { return options }
    return []
  }

  override var kindName: String { strings[.layerPoll] }

  override func restoreState() {
    votedOption = nil
    providedCounts = nil
    resultsTask?.cancel()
    resultsTask = nil
    guard let key = interactionKey, let stored = container?.interactionStore.selectedOption(for: key),
      optionViews.indices.contains(stored)
    else { return }
    votedOption = stored
    fetchResults()
  }

  override func optionTapped(_ index: Int) {
    guard votedOption == nil, optionViews.indices.contains(index) else { return }
    votedOption = index
    if let key = interactionKey { container?.interactionStore.setSelectedOption(index, for: key) }
    refreshLooks()
    send(.pollVote(layerID: layer.id, option: index))
    fetchResults()
  }

  /// The counts shown: the provider's, else the user's own vote.
  var counts: [Int] {
    if let providedCounts { return providedCounts }
    return optionViews.indices.map { $0 == votedOption ? 1 : 0 }
  }

  override func refreshLooks() {
    guard let votedOption else {
      for view in optionViews { view.look = .open }
      return
    }
    let counts = counts
    let total = counts.reduce(0.0) { $0 + Double($1) }
    let percents = Self.percentages(counts)
    for (index, view) in optionViews.enumerated() {
      let fraction = total > 0 ? Double(counts[index]) / total : 0
      view.look = .result(fraction: fraction, percent: percents[index], isChosen: index == votedOption)
    }
  }

  private func fetchResults() {
    guard let provider = container?.pollResults, let story else { return }
    let layerID = layer.id
    let count = optionViews.count
    resultsTask = Task { [weak self] in
      let answer = try? await provider.voteCounts(forPoll: layerID, in: story)
      guard !Task.isCancelled, let self, let answer else { return }
      let fitted = (0..<count).map { index in index < answer.count ? max(0, answer[index]) : 0 }
      guard fitted.contains(where: { $0 > 0 }) else { return }
      self.providedCounts = fitted
      self.refreshLooks()
    }
  }

  /// Whole percentages that add up to 100 (largest remainder), or zeros when there are no votes.
  static func percentages(_ counts: [Int]) -> [Int] {
    let total = counts.reduce(0.0) { $0 + Double(max(0, $1)) }
    guard total > 0 else { return counts.map { _ in 0 } }
    let exact = counts.map { Double(max(0, $0)) * 100 / total }
    var result = exact.map { Int($0.rounded(.down)) }
    let missing = 100 - result.reduce(0, +)
    let byRemainder = exact.indices.sorted {
      (exact[$0] - Double(result[$0])) > (exact[$1] - Double(result[$1]))
    }
    for index in byRemainder.prefix(max(0, missing)) { result[index] += 1 }
    return result
  }
}
