import Foundation
import StoryKit

/// Supplies the vote counts of a poll, usually from the app's server.
///
/// Without one, a poll shows only what this device knows: the user's own vote, as 100 %.
/// StoryKit never invents numbers.
///
/// ```swift
/// struct ServerPolls: PollResultsProviding {
///   func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int] {
///     try await api.pollCounts(story: story.id, poll: layerID)
///   }
/// }
/// layers.pollResults = ServerPolls()
/// ```
public protocol PollResultsProviding: Sendable {
  /// The number of votes for each option, in the order of the poll's options, including the
  /// user's own vote once it has been sent. Missing options count as zero and extra counts are
  /// ignored; a throw, or counts that are all zero, leave the poll on what is known locally.
  /// - Parameters:
  ///   - layerID: The poll layer.
  ///   - story: The story holding it.
  func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int]
}
