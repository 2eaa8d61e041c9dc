import Foundation
import StoryKit
import StoryKitLayers
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The interaction stores: answers per user, story and layer; the file survives a reopening, and
/// a corrupt or unreadable file starts empty instead of crashing.
@Suite struct StoryInteractionStoreTests {
  let key = StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "poll")

  func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("layers-store-\(UUID().uuidString)")
      .appendingPathComponent("votes.json")
  }

  @Test func inMemoryKeepsAnswersPerUserStoryAndLayer() {
    let store = InMemoryStoryInteractionStore()
    store.setSelectedOption(2, for: key)
    #expect(store.selectedOption(for: key) == 2)
    #expect(
      store.selectedOption(for: StoryInteractionKey(userID: "u2", storyID: "s1", layerID: "poll")) == nil)
    #expect(
      store.selectedOption(for: StoryInteractionKey(userID: "u1", storyID: "s2", layerID: "poll")) == nil)
    #expect(
      store.selectedOption(for: StoryInteractionKey(userID: nil, storyID: "s1", layerID: "poll")) == nil)
  }

  /// A rating is kept in thousandths as an option in the same format (version 1), so a file
  /// with ratings reads as before and a rating survives a reopening; values outside 0…1 are
  /// clamped.
  @Test func theFileKeepsRatingsInThousandthsAcrossReopening() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let rating = StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "rating")
    let store = FileStoryInteractionStore(fileURL: url)
    store.setRatingValue(0.7254, for: rating)
    store.setRatingValue(7, for: StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "wild"))
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(text.contains(#""layerID":"rating","option":725"#) && text.contains(#""version":1"#))
    let reopened = FileStoryInteractionStore(fileURL: url)
    #expect(reopened.loadProblem == nil)
    #expect(reopened.ratingValue(for: rating) == 0.725)
    #expect(reopened.ratingValue(for: StoryInteractionKey(userID: "u1", storyID: "s1", layerID: "wild")) == 1)
  }

  @Test func theFileKeepsAnswersAcrossReopening() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = FileStoryInteractionStore(fileURL: url)
    #expect(store.count == 0 && store.loadProblem == nil, "a missing file is an empty store")
    store.setSelectedOption(1, for: key)
    store.setSelectedOption(0, for: StoryInteractionKey(userID: nil, storyID: "s1", layerID: "quiz"))
    let reopened = FileStoryInteractionStore(fileURL: url)
    #expect(reopened.selectedOption(for: key) == 1)
    #expect(
      reopened.selectedOption(for: StoryInteractionKey(userID: nil, storyID: "s1", layerID: "quiz")) == 0)
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(text.hasPrefix("{\"answers\":[") && text.contains("\"version\":1"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
    #expect(leftovers == ["votes.json"], "no temporary files left behind")
  }

  @Test(arguments: [
    Data([0xFF, 0xFE, 0x00, 0x7B, 0x22]),
    Data("{\"answers\":[{\"layerID\":\"poll\",\"opt".utf8),
    Data("{\"version\":99,\"answers\":[]}".utf8),
    Data("[1,2,3]".utf8),
    Data(),
  ])
  func aCorruptFileStartsEmptyAndIsReplacedByTheNextAnswer(bytes: Data) throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url)
    let store = FileStoryInteractionStore(fileURL: url)
    #expect(store.count == 0)
    #expect(store.loadProblem != nil)
    store.setSelectedOption(3, for: key)
    #expect(FileStoryInteractionStore(fileURL: url).selectedOption(for: key) == 3)
  }

  @Test func anUnreadableOrUnwritablePathKeepsAnswersInMemory() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    // A folder where the file should be: it can be neither read as JSON nor replaced by a file.
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let store = FileStoryInteractionStore(fileURL: url)
    #expect(store.count == 0 && store.loadProblem != nil)
    store.setSelectedOption(1, for: key)
    #expect(store.selectedOption(for: key) == 1)
  }

  @Test func aNegativeOptionInTheFileIsDropped() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let json = """
      {"answers":[{"layerID":"poll","option":-4,"storyID":"s1","userID":"u1"},\
      {"layerID":"quiz","option":2,"storyID":"s1","userID":"u1"}],"version":1}
      """
    try Data(json.utf8).write(to: url)
    let store = FileStoryInteractionStore(fileURL: url)
    #expect(store.count == 1 && store.loadProblem == nil)
  }
}
