import Foundation
import Testing

@testable import StoryKit

/// Files written by the Codable-based version (`Tests/Fixtures/legacy-formats`, see its README)
/// still load, with exactly what was written.
@Suite struct LegacyFileFormatTests {
  static let folder = "Tests/Fixtures/legacy-formats/"
  let scratch = ScratchDirectory()

  static func uuid(_ last: Int) -> UUID {
    UUID(uuidString: String(format: "6F9619FF-8B86-4D01-B42D-%012X", last)) ?? UUID()
  }

  /// The events 1, 3 and 4 the fixture's journal holds unacknowledged (2 and 5 are acknowledged).
  static let pendingEvents: [AnalyticsEvent] = {
    let time = Date(timeIntervalSince1970: 1_714_564_800.123)
    return [
      AnalyticsEvent(
        .storyImpression, time: time, placementToken: "home-top", widgetVariantID: "bar-a", groupID: "g1",
        storyID: "s1", properties: ["index": 2, "muted": true], id: uuid(1)),
      AnalyticsEvent(
        .pollAnswered, time: time.addingTimeInterval(1), placementToken: "home-top", groupID: "g2",
        storyID: "s9",
        properties: [
          "answer": "Oui, très 🎉 世界",
          "nested": ["deep": ["deeper": ["list": [1, "two", false, nil, [3, ["x": "y"]]]]]],
          "emptyObject": [:], "emptyList": [],
          "numbers": [
            0, -0.0, 0.1, 1e21, 1e-7, 42, -17, 2.5, 1e300, .number(.leastNonzeroMagnitude),
            9_007_199_254_740_992,
            123_456.789,
          ],
          "flags": [true, false], "nothing": nil,
          "tricky": .string(
            "quote \" backslash \\ slash / tab \t newline \n cr \r nul \u{0} us \u{1F} del \u{7F} "
              + "ls \u{2028} ps \u{2029}"),
          "unicode key ключ": "value",
          // The Codable version wrote numbers that are not finite as null.
          "notANumber": nil, "infinite": nil,
        ], id: uuid(3)),
      // Written when `storyLiked` was a name StoryKit did not know; it reads back as the known one.
      AnalyticsEvent(
        .storyLiked, time: time.addingTimeInterval(2), placementToken: "feed",
        widgetVariantID: "v-2", properties: ["url": "https://example.com/a?b=c&d=e"], id: uuid(4)),
    ]
  }()

  func copy(_ name: String, into folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let destination = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: Fixtures.url(Self.folder + name), to: destination)
    return destination
  }

  @Test func aJournalWrittenByTheCodableVersionLoads() throws {
    let data = try Fixtures.data(Self.folder + "events.journal")
    let contents = AnalyticsJournal.parse(data, fileName: "events.journal")
    #expect(contents.diagnostics.isEmpty)
    #expect(contents.records.map(\.sequence) == [1, 3, 4])
    #expect(contents.records.map(\.event) == Self.pendingEvents)
    for (loaded, expected) in zip(contents.records.map(\.event), Self.pendingEvents) {
      #expect(loaded.time == expected.time && loaded.millisecondsSince1970 == expected.millisecondsSince1970)
      #expect(loaded.name.name == expected.name.name)
    }
    let numbers = try #require(contents.records[1].event.properties["numbers"]?.arrayValue)
    #expect(numbers[1].numberValue?.sign == .minus, "-0 keeps its sign")
    #expect(
      numbers[3] == .number(1e21) && numbers[4] == .number(1e-7)
        && numbers[9] == .number(.leastNonzeroMagnitude))
    #expect(FuzzEntryPoints.analyticsJournal(data) == 3)
  }

  @Test func aJournalWrittenByTheCodableVersionIsRecoveredAndRewritten() throws {
    let folder = scratch.url.appendingPathComponent("journal")
    _ = try copy("events.journal", into: folder)
    let journal = try AnalyticsJournal(directory: folder)
    let recovered = try journal.recover()
    journal.close()
    #expect(recovered.diagnostics.isEmpty)
    #expect(recovered.records.map(\.sequence) == [1, 3, 4])
    #expect(recovered.records.map(\.event) == Self.pendingEvents)
    // The rewritten file, in this version's writing, reads back the same.
    let rewritten = try Data(contentsOf: folder.appendingPathComponent("events.journal"))
    let contents = AnalyticsJournal.parse(rewritten, fileName: "events.journal")
    #expect(contents.diagnostics.isEmpty)
    #expect(contents.records.map(\.event) == Self.pendingEvents)
  }

  @Test func feedCacheFilesWrittenByTheCodableVersionLoad() throws {
    let folder = scratch.url.appendingPathComponent("cache")
    let home = try copy("home-top.feedcache", into: folder)
    _ = try copy("bare.feedcache", into: folder)
    let cache = FeedCache(directory: folder)

    let loaded = cache.load(token: "home-top")
    #expect(loaded.diagnostics.isEmpty)
    let entry = try #require(loaded.entry)
    #expect(entry.token == "home-top")
    #expect(entry.document == (try Fixtures.data(Self.folder + "home-top-document.json")))
    #expect(entry.validators.etag == "W/\"v1-é\"")
    #expect(entry.validators.lastModified == "Wed, 21 Oct 2015 07:28:00 GMT")
    #expect(entry.fetchedAt == Date(timeIntervalSince1970: 1_714_564_800.123456))
    #expect(FileManager.default.fileExists(atPath: home.path), "a good file is kept")

    let bare = cache.load(token: "bare")
    #expect(bare.diagnostics.isEmpty)
    #expect(bare.entry?.document == Data(#"{"schemaVersion": 1}"#.utf8))
    #expect(bare.entry?.validators == FeedValidators.none)
    #expect(bare.entry?.fetchedAt.timeIntervalSince1970 == 0.10000002384185791)
    #expect(bare.entry?.fetchedAt == Date(timeIntervalSince1970: 0.1))

    #expect(
      FuzzEntryPoints.feedCache(try Fixtures.data(Self.folder + "bare.feedcache")) == 0, "another token")
  }

  @Test func aSeenStoreWrittenByTheCodableVersionLoads() throws {
    let userID = "user-42 ünï 😀"
    let name = SeenStore.fileName(forUserID: userID)
    #expect(name == "seen-757365722d343220c3bc6ec3af20f09f9880.store")
    let data = try Fixtures.data(Self.folder + name)
    let expected = [
      SeenEntry(groupID: "g1", storyID: "s1"), SeenEntry(groupID: "g1", storyID: "s2"),
      SeenEntry(groupID: "group\t2", storyID: "story \"quoted\" / ✓"),
      SeenEntry(groupID: "g3", storyID: "s1"),
    ]
    #expect(try SeenStore.decode(data, userID: userID).get() == expected)
    #expect((try? SeenStore.decode(data, userID: "someone else").get()) == nil)

    _ = try copy(name, into: scratch.url)
    let store = SeenStore(directory: scratch.url, userID: userID)
    #expect(store.diagnostics.isEmpty)
    #expect(store.count == 4)
    for entry in expected { #expect(store.isSeen(storyID: entry.storyID, inGroup: entry.groupID)) }
    #expect(!store.isSeen(storyID: "s2", inGroup: "g3"))
  }

  /// The JSON of each line or body, parsed: this version writes the same values (its key order and
  /// escaping may differ), so a file it writes is one the Codable-based version read as well.
  @Test func thisVersionWritesTheSameDocuments() throws {
    func lines(_ data: Data) -> [Data] { data.split(separator: UInt8(ascii: "\n")).map { Data($0) } }

    let journalLines = lines(try Fixtures.data(Self.folder + "events.journal"))
    let pending = Dictionary(uniqueKeysWithValues: zip([0, 2, 3], Self.pendingEvents))
    for (index, event) in pending {
      let written = AnalyticsJournal.line(
        "E \(index + 1) ", try AnalyticsEvent.jsonWriter.data(.object(event.jsonObject)))
      let (legacyLine, newLine) = (journalLines[index], lines(written)[0])
      let legacyFields = legacyLine.split(separator: UInt8(ascii: " "), maxSplits: 3)
      let newFields = newLine.split(separator: UInt8(ascii: " "), maxSplits: 3)
      #expect(newFields[1] == legacyFields[1] && newFields[2] == legacyFields[2], "E <sequence>")
      #expect(try JSONValue(parsing: Data(newFields[3])) == JSONValue(parsing: Data(legacyFields[3])))
    }

    let legacyCache = lines(try Fixtures.data(Self.folder + "home-top.feedcache"))
    let entry = FeedCache.Entry(
      token: "home-top", document: try Fixtures.data(Self.folder + "home-top-document.json"),
      validators: FeedValidators(etag: "W/\"v1-é\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT"),
      fetchedAt: Date(timeIntervalSince1970: 1_714_564_800.123456))
    let newCache = lines(FeedCache.encode(entry))
    #expect(newCache[0] == legacyCache[0], "the same header")
    #expect(try JSONValue(parsing: newCache[2]) == JSONValue(parsing: legacyCache[2]), "the same metadata")
    #expect(
      String(decoding: newCache[2], as: UTF8.self)
        == #"{"token":"home-top","etag":"W/\"v1-é\"","lastModified":"Wed, 21 Oct 2015 07:28:00 GMT","#
        + #""fetchedAt":1714564800.123456,"bytes":8360}"#)

    let userID = "user-42 ünï 😀"
    let legacySeen = lines(try Fixtures.data(Self.folder + SeenStore.fileName(forUserID: userID)))
    let entries = try SeenStore.decode(
      try Fixtures.data(Self.folder + SeenStore.fileName(forUserID: userID)), userID: userID
    ).get()
    let newSeen = lines(try SeenStore.encode(entries, userID: userID))
    #expect(try JSONValue(parsing: newSeen[1]) == JSONValue(parsing: legacySeen[1]))
    #expect(newSeen[0].starts(with: Data("storykit-seen 1 ".utf8)))
  }

  /// Damage behind a valid checksum reaches the JSON readers themselves: they reject it or read
  /// what is still well-formed, and never trap.
  @Test func damagedJSONBehindAValidChecksumNeverTraps() throws {
    var generator = SplitMix64(seed: 0x0016_0002)
    let alphabet = Array(#"{}[],:"\ 0123456789.eE+-ntrufalsxé"#.utf8)
    func damaged(_ json: Data) -> Data {
      var bytes = Array(json)
      for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[index] = byte
        case 1: bytes.insert(byte, at: index)
        default: bytes.remove(at: index)
        }
      }
      return Data(bytes.filter { $0 != UInt8(ascii: "\n") })
    }
    let newline = UInt8(ascii: "\n")

    let journalLine = try Fixtures.data(Self.folder + "events.journal").split(separator: newline)[2]
    let eventJSON = Data(journalLine.split(separator: UInt8(ascii: " "), maxSplits: 3)[3])
    let cacheLines = try Fixtures.data(Self.folder + "home-top.feedcache").split(
      separator: newline, maxSplits: 3, omittingEmptySubsequences: false)
    let (metadata, document) = (Data(cacheLines[2]), Data(cacheLines[3]))
    let seenName = SeenStore.fileName(forUserID: "user-42 ünï 😀")
    let seenBody = Data(try Fixtures.data(Self.folder + seenName).split(separator: newline)[1])
    for _ in 0..<400 {
      let event = AnalyticsJournal.line("E 3 ", damaged(eventJSON))
      #expect(FuzzEntryPoints.analyticsJournal(event) <= 1)

      let body = damaged(metadata) + Data([newline]) + document
      let cache = Data("\(FeedCache.magic)\n\(CRC32Checksum.hex(body))\n".utf8) + body
      #expect(FeedCache.parseForFuzzing(cache, token: "home-top") <= 1)

      let seen = damaged(seenBody)
      let header = "\(SeenStore.fileMagic) 1 \(CRC32Checksum.hex(seen)) \(seen.count)\n"
      let entries = (try? SeenStore.decode(Data(header.utf8) + seen, userID: "user-42 ünï 😀").get()) ?? []
      #expect(entries.count <= 4)
    }
  }
}
