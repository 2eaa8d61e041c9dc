import Foundation
import StoryKit
import StoryKitCairo

/// One fuzz target: a reader of untrusted bytes that must return, whatever it is given.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// `FeedDecoder` on whole documents.
  case feed
  /// The JSON parser alone.
  case json
  /// `Color(hex:)`.
  case color
  /// Semantic versions of targeting.
  case version
  /// Timestamps of targeting.
  case timestamp
  /// The analytics journal reader.
  case journal
  /// The feed cache file reader.
  case cache
  /// The seen store file reader.
  case seen
  /// The image decoders (JPEG, PNG and WebP, chosen by the bytes).
  case image
  /// The WebVTT captions parser.
  case webvtt

  /// Feeds `data` to the reader; only returning matters, except for the feed, whose URLs kept as
  /// text must each make the URL they stand for.
  func run(_ data: Data) {
    switch self {
    case .feed:
      // A URL kept as text must make the URL it stands for: stop as a crash would.
      if FuzzEntryPoints.feed(data) > 0 { abort() }
    case .json: _ = try? JSONValue(parsing: data)
    case .color: _ = try? Color(hex: String(decoding: data, as: UTF8.self))
    case .version: _ = SemanticVersion(String(decoding: data, as: UTF8.self))
    case .timestamp: _ = FuzzEntryPoints.timestamp(String(decoding: data, as: UTF8.self))
    case .journal: _ = FuzzEntryPoints.analyticsJournal(data)
    case .cache: _ = FuzzEntryPoints.feedCache(data)
    case .seen: _ = FuzzEntryPoints.seenStore(data)
    case .image: _ = try? ImageDecoder().decode(data)
    case .webvtt: _ = WebVTTParser().parse(data)
    }
  }

  /// The target named by `STORYKIT_FUZZ_TARGET`, if any.
  static var fromEnvironment: FuzzTarget? {
    ProcessInfo.processInfo.environment["STORYKIT_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))
  }
}
