/// A `storykit render --widget player` request that does not fit the feed: the group, the story
/// or the time asked for is not there. The command prints ``description`` and exits with status 2,
/// as for any other argument that is wrong.
///
/// ```swift
/// do throws(PlayerRenderError) {
///   let target = try PlayerTarget(feed: feed, groupID: "new-in", moments: [PlayerMoment(story: 2, time: 1.5)])
/// } catch {
///   print(error)  // e.g. --story 9 is out of range: "new-in" has 4 stories (1 to 4)
/// }
/// ```
enum PlayerRenderError: Error, Equatable, CustomStringConvertible {
  /// `--group` names no group of the feed; `known` lists every group ID, in feed order.
  case unknownGroup(String, known: [String])
  /// `--story` (counting from 1) is past the group's last story.
  case storyOutOfRange(Int, group: String, count: Int)
  /// `--time` is at or past the end of the story (seconds), so playback would have moved on.
  case timePastEnd(Double, story: Int, group: String, duration: Double)
  /// The feed could not be read or decoded; its diagnostics were printed.
  case feedUnreadable(String)

  var description: String {
    switch self {
    case .unknownGroup(let id, let known):
      let list = known.isEmpty ? "the feed has no groups" : "its groups are: " + known.joined(separator: ", ")
      return "--group \"\(id)\" is not a group of the feed; \(list)"
    case .storyOutOfRange(let story, let group, let count):
      let stories = count == 1 ? "1 story (1)" : "\(count) stories (1 to \(count))"
      return "--story \(story) is out of range: \"\(group)\" has \(stories)"
    case .timePastEnd(let time, let story, let group, let duration):
      return "--time \(Self.seconds(time)) is not within story \(story) of \"\(group)\", which lasts "
        + "\(Self.seconds(duration)) s; give a time from 0 to less than \(Self.seconds(duration))"
    case .feedUnreadable(let path):
      return "the feed \(path) could not be decoded"
    }
  }

  /// `2.5`, `5` rather than `5.0`.
  static func seconds(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
