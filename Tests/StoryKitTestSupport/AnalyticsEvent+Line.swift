import StoryKit

extension AnalyticsEvent {
  /// The event as a line for tests to compare: "name group/story key=value…", its properties
  /// sorted by key, numbers as integers, without `groupIndex` and `storyIndex`.
  package var line: String {
    let keys = properties.keys.sorted().filter { $0 != "groupIndex" && $0 != "storyIndex" }
    let described = keys.map { key -> String in
      switch properties[key] {
      case .string(let value): " \(key)=\(value)"
      case .number(let value): " \(key)=\(Int(value))"
      default: " \(key)=?"
      }
    }
    return "\(name) \(groupID ?? "-")/\(storyID ?? "-")" + described.joined()
  }
}
