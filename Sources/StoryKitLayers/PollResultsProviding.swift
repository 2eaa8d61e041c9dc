import Foundation
import StoryKit

/// Supplies the vote counts of a poll and the average of a rating slider, usually from the app's
/// server.
///
/// Without one, a poll shows only what this device knows: the user's own vote, as 100 %, and a
/// rating only the user's own value. StoryKit never invents numbers.
///
/// ```swift
/// struct ServerPolls: PollResultsProviding {
///   func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int] {
///     try await api.pollCounts(story: story.id, poll: layerID)
///   }
///   func averageRating(forRating layerID: String, in story: Story) async throws -> Double? {
///     try await api.ratingAverage(story: story.id, rating: layerID)
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

  /// The average of every user's value for a rating slider, from 0 to 1, including the user's
  /// own once sent; `nil` (the default), a throw or a value that is not a number leave the
  /// rating showing only the user's own value. Values outside 0…1 are clamped.
  /// - Parameters:
  ///   - layerID: The rating layer.
  ///   - story: The story holding it.
  func averageRating(forRating layerID: String, in story: Story) async throws -> Double?
}

extension PollResultsProviding {
  /// No average: the rating shows only the user's own value.
  public func averageRating(forRating layerID: String, in story: Story) async throws -> Double? { nil }
}
