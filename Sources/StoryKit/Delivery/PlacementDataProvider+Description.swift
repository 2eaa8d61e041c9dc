import Foundation

extension PlacementDataProvider.State: CustomStringConvertible {
  /// One line: the state, and for content its counts, source and age, never the feed itself.
  ///
  /// ```swift
  /// print(provider.state)  // loaded from cache: 16 groups, 42 stories, variant bar-large, fetched 3 min ago
  /// ```
  public var description: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded(let content, let source): "loaded from \(source.rawValue): \(content)"
    case .failed(let error): "failed: \(error)"
    }
  }
}

extension PlacementContent: CustomStringConvertible {
  /// The counts, the chosen variant and the age, on one line: `16 groups, 42 stories, variant
  /// bar-large, fetched 3 min ago`. Widgets other than the bar's groups are counted when present.
  public var description: String {
    var parts = ["\(feed.storyGroups.count) groups", "\(feed.storyCount) stories"]
    if !feed.banners.isEmpty { parts.append("\(feed.banners.count) banners") }
    if !feed.swipeCards.isEmpty { parts.append("\(feed.swipeCards.count) swipe cards") }
    if !feed.videoFeed.isEmpty { parts.append("\(feed.videoFeed.count) video feed items") }
    parts.append(variant.map { "variant \($0.id)" } ?? "no variant for this user")
    if !diagnostics.isEmpty { parts.append("\(diagnostics.count) diagnostics") }
    if let fetchedAt { parts.append("fetched " + Self.age(since: fetchedAt, now: Date())) }
    return parts.joined(separator: ", ")
  }

  /// `12 s ago`, `3 min ago`, `5 h ago`, `2 d ago`; a date ahead of the clock is `just now`.
  static func age(since date: Date, now: Date) -> String {
    let seconds = now.timeIntervalSince(date)
    guard seconds.isFinite, seconds >= 1 else { return "just now" }
    switch seconds {
    case ..<60: return "\(Int(seconds)) s ago"
    case ..<3600: return "\(Int(seconds / 60)) min ago"
    case ..<86_400: return "\(Int(seconds / 3600)) h ago"
    default: return "\(Int(min(seconds / 86_400, 1e9))) d ago"
    }
  }
}
