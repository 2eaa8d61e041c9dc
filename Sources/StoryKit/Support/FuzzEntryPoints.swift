import Foundation

/// The readers of StoryKit's own file formats, reachable by the fuzz targets of this package
/// (`StoryKitFuzz`, `make fuzz`) without making the readers public. Each reads `data` as the SDK
/// reads such a file and returns how many items it kept; none throws or traps on any input.
package enum FuzzEntryPoints {
  /// One decoder for every feed input, so the fuzzer also runs the tape block kept from one
  /// decode to the next.
  private static let feedDecoder = FeedDecoder()

  /// The feed decoder on a whole document: the URLs kept as text that do not make the `URL`
  /// they stand for (the fuzz target stops on any), or -1 when nothing decoded.
  package static func feed(_ data: Data) -> Int {
    guard let feed = feedDecoder.decode(data).feed else { return -1 }
    return feed.storedURLs.count { URL(string: $0.absoluteString)?.absoluteString != $0.absoluteString }
  }

  /// The analytics journal reader: the events kept.
  package static func analyticsJournal(_ data: Data) -> Int {
    AnalyticsJournal.parse(data, fileName: "fuzz.journal").records.count
  }

  /// The feed cache file reader: 1 when the entry is accepted.
  package static func feedCache(_ data: Data) -> Int {
    FeedCache.parseForFuzzing(data, token: "fuzz")
  }

  /// The seen store file reader: the stories kept.
  package static func seenStore(_ data: Data) -> Int {
    (try? SeenStore.decode(data, userID: "fuzz").get())?.count ?? 0
  }

  /// The targeting timestamp parser: 1 when the text is an accepted date.
  package static func timestamp(_ text: String) -> Int {
    (try? ISO8601Timestamp.parse(text)) == nil ? 0 : 1
  }

  /// Writes valid files of the three formats into `folder` (`journal/`, `cache/`, `seen/`), as the
  /// SDK writes them today: the fuzzers' seeds.
  package static func writeSeeds(to folder: URL) throws {
    let journalFolder = folder.appendingPathComponent("journal")
    try FileManager.default.createDirectory(at: journalFolder, withIntermediateDirectories: true)
    let journal = try AnalyticsJournal(directory: journalFolder)
    _ = try journal.recover()
    let events = [
      AnalyticsEvent(.storyImpression, placementToken: "home", groupID: "g1", storyID: "s1"),
      AnalyticsEvent(.ctaClicked, placementToken: "home", properties: ["url": "maison://new"]),
    ]
    for (index, event) in events.enumerated() {
      try journal.append(AnalyticsJournal.Record(sequence: UInt64(index + 1), event: event))
    }
    try journal.acknowledge([1])
    journal.close()
    let cache = FeedCache(directory: folder.appendingPathComponent("cache"))
    try cache.store(
      FeedCache.Entry(
        token: "fuzz", document: Data(#"{"schemaVersion": 1}"#.utf8),
        validators: FeedValidators(etag: "\"v1\"", lastModified: nil),
        fetchedAt: Date(timeIntervalSince1970: 0)))
    let seen = SeenStore(directory: folder.appendingPathComponent("seen"), userID: "fuzz")
    try seen.markSeen(storyID: "s1", inGroup: "g1")
    try seen.markSeen(storyID: "s2", inGroup: "g1")
  }
}
