import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKitLayers
@testable import StoryKitUI

/// The file of ``FileStoryInteractionStore``: the one written by the Codable-based version
/// (`Tests/Fixtures/legacy-formats/interactions.json`, see its README) loads with exactly what
/// was written and is rewritten byte for byte; damaged files start empty and never trap.
@Suite struct InteractionStoreFileFormatTests {
  static let fixture = "Tests/Fixtures/legacy-formats/interactions.json"

  /// The answers the fixture holds, but for `huge` (`Int.max`, which no `Double` holds exactly).
  static let legacyAnswers: [StoryInteractionKey: Int] = [
    StoryInteractionKey(userID: "", storyID: "", layerID: "big"): 2_147_483_647,
    StoryInteractionKey(userID: nil, storyID: "s1", layerID: "quiz-1"): 4,
    StoryInteractionKey(userID: "user-42", storyID: "s1", layerID: "poll-1"): 0,
    StoryInteractionKey(userID: "user-42", storyID: "s2", layerID: "poll-1"): 1,
    StoryInteractionKey(
      userID: "ünï 😀 \"q\" \\ / tab\t", storyID: "story/with/slash ✓", layerID: "poll\n2 \u{1} \u{2028}"): 3,
  ]

  /// The fixture's member for `huge`, which this version skips when it loads the file.
  static let hugeMember = #"{"layerID":"huge","option":9223372036854775807,"storyID":"s1","userID":"u1"},"#

  /// A copy of `bytes` as `votes.json` in a new folder; the caller removes the folder.
  func file(holding bytes: Data) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-interactions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("votes.json")
    try bytes.write(to: url)
    return url
  }

  @Test func aFileWrittenByTheCodableVersionLoadsWithWhatWasWritten() throws {
    let url = try file(holding: try Fixtures.data(Self.fixture))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let loaded = FileStoryInteractionStore.load(url)
    #expect(loaded.problem == nil)
    #expect(loaded.answers == Self.legacyAnswers)
    let store = FileStoryInteractionStore(fileURL: url)
    #expect(store.loadProblem == nil && store.count == Self.legacyAnswers.count)
    for (key, option) in Self.legacyAnswers { #expect(store.selectedOption(for: key) == option) }
    #expect(
      store.selectedOption(for: StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "huge")) == nil)
  }

  @Test func theNextAnswerRewritesTheFileAsTheCodableVersionWroteIt() throws {
    let legacy = String(decoding: try Fixtures.data(Self.fixture), as: UTF8.self)
    #expect(legacy.contains(Self.hugeMember))
    let url = try file(holding: Data(legacy.utf8))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = FileStoryInteractionStore(fileURL: url)
    store.setSelectedOption(0, for: StoryInteractionKey(userID: "user-42", storyID: "s1", layerID: "poll-1"))
    // Same member order, same escapes (`/` and U+2028 raw, U+0001 as \u0001): the same bytes.
    let rewritten = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(rewritten == legacy.replacingOccurrences(of: Self.hugeMember, with: ""))
  }

  @Test func anOptionNoDoubleHoldsExactlyIsNotWrittenAndTheRestSurvives() throws {
    let url = try file(holding: Data())
    try FileManager.default.removeItem(at: url)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = FileStoryInteractionStore(fileURL: url)
    let huge = StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "huge")
    let poll = StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "poll")
    let lowest = StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "lowest")
    store.setSelectedOption(Int.max, for: huge)
    store.setSelectedOption(Int.min, for: lowest)
    store.setSelectedOption(2, for: poll)
    #expect(store.selectedOption(for: huge) == Int.max, "kept in memory")
    #expect(store.selectedOption(for: lowest) == Int.min, "kept in memory")
    let reopened = FileStoryInteractionStore(fileURL: url)
    #expect(reopened.loadProblem == nil && reopened.count == 1)
    #expect(reopened.selectedOption(for: poll) == 2 && reopened.selectedOption(for: huge) == nil)
  }

  @Test func wholeNumbersPastWhatADoubleHoldsAreSkipped() throws {
    let options = [
      "9223372036854775807", "-9223372036854775808", "9007199254740993", "9007199254740992", "1e300",
      "-1e300",
    ]
    let members = options.enumerated().map { index, option in
      #"{"layerID":"l\#(index)","option":\#(option),"storyID":"s"}"#
    }
    let json =
      #"{"answers":[\#(members.joined(separator: ",")),{"layerID":"kept","option":9007199254740991,"storyID":"s"}],"version":1}"#
    let url = try file(holding: Data(json.utf8))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let loaded = FileStoryInteractionStore.load(url)
    #expect(loaded.problem == nil)
    #expect(
      loaded.answers == [StoryInteractionKey(userID: nil, storyID: "s", layerID: "kept"): (1 << 53) - 1])
  }

  @Test func membersTheCodableVersionAcceptedStillLoad() throws {
    let json = """
      {"version":1.0,"extra":{"a":[1]},"answers":[\
      {"storyID":"s1","layerID":"poll","option":2,"userID":null,"note":"ignored"},\
      {"storyID":"s1","layerID":"quiz","option":-1},\
      {"storyID":"s2","layerID":"poll","option":3e0,"userID":"u\\/1"}]}
      """
    let url = try file(holding: Data(json.utf8))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let loaded = FileStoryInteractionStore.load(url)
    #expect(loaded.problem == nil)
    #expect(
      loaded.answers == [
        StoryInteractionKey(userID: nil, storyID: "s1", layerID: "poll"): 2,
        StoryInteractionKey(userID: "u/1", storyID: "s2", layerID: "poll"): 3,
      ])
  }

  /// Bytes that are not the store's file: each starts empty with a reason, and the next answer
  /// replaces the file.
  static let damagedFiles: [String] = [
    "",
    "{\"answers\":[{\"layerID\":\"poll\",\"opt",
    "\u{FF}\u{FE}{}",
    "null",
    "[1,2,3]",
    "\"answers\"",
    "{}",
    "{\"version\":1}",
    "{\"answers\":[]}",
    "{\"answers\":[],\"version\":\"1\"}",
    "{\"answers\":[],\"version\":1.5}",
    "{\"answers\":[],\"version\":2}",
    "{\"answers\":{},\"version\":1}",
    "{\"answers\":[7],\"version\":1}",
    "{\"answers\":[{\"layerID\":\"p\",\"option\":\"1\",\"storyID\":\"s\"}],\"version\":1}",
    "{\"answers\":[{\"layerID\":\"p\",\"option\":1.5,\"storyID\":\"s\"}],\"version\":1}",
    "{\"answers\":[{\"layerID\":\"p\",\"option\":1e400,\"storyID\":\"s\"}],\"version\":1}",
    "{\"answers\":[{\"layerID\":\"p\",\"option\":null,\"storyID\":\"s\"}],\"version\":1}",
    "{\"answers\":[{\"layerID\":\"p\",\"option\":1}],\"version\":1}",
    "{\"answers\":[{\"layerID\":5,\"option\":1,\"storyID\":\"s\"}],\"version\":1}",
    "{\"answers\":[{\"layerID\":\"p\",\"option\":1,\"storyID\":\"s\",\"userID\":true}],\"version\":1}",
    String(repeating: "[", count: 10_000),
    "{\"answers\":[],\"version\":1} trailing",
  ]

  @Test(arguments: damagedFiles)
  func aDamagedFileStartsEmptyAndIsReplacedByTheNextAnswer(text: String) throws {
    let url = try file(holding: Data(text.utf8))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = FileStoryInteractionStore(fileURL: url)
    #expect(store.count == 0)
    #expect(store.loadProblem != nil)
    let key = StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "poll")
    store.setSelectedOption(3, for: key)
    let reopened = FileStoryInteractionStore(fileURL: url)
    #expect(reopened.loadProblem == nil && reopened.selectedOption(for: key) == 3)
  }

  @Test func theReasonNamesWhatIsWrong() throws {
    let cases: [(text: String, reason: String)] = [
      ("{\"answers\":[],\"version\":2}", "has format version 2; this version reads 1"),
      ("[1]", "expected an object at $, found an array"),
      (
        "{\"answers\":[{\"layerID\":\"p\",\"option\":\"1\",\"storyID\":\"s\"}],\"version\":1}",
        "expected a whole number at $.answers[0].option, found a string"
      ),
    ]
    for (text, reason) in cases {
      let url = try file(holding: Data(text.utf8))
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      let problem = FileStoryInteractionStore.load(url).problem ?? ""
      #expect(problem.contains(reason), "\(problem)")
    }
  }
}
