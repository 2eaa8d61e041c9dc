import Foundation
import Testing

@testable import StoryKit

/// What a user has seen: marking, merging with the feed's flags, resetting.
@Suite struct SeenStoreTests {
  let folder = ScratchDirectory()

  func story(_ id: String, seen: Bool = false) -> Story {
    Story(id: id, isSeen: seen, media: .image(url: URL(fileURLWithPath: "/\(id).jpg")))
  }

  func group(_ id: String, _ stories: [Story], seen: Bool = false) -> StoryGroup {
    StoryGroup(id: id, title: id, isSeen: seen, stories: stories)
  }

  @Test func marksPersistAcrossInstances() throws {
    let first = SeenStore(directory: folder.url, userID: "user-42")
    try first.markSeen(storyID: "s1", inGroup: "g1")
    try first.markSeen(storyID: "s2", inGroup: "g1")
    let second = SeenStore(directory: folder.url, userID: "user-42")
    #expect(second.isSeen(storyID: "s1", inGroup: "g1"))
    #expect(second.isSeen(storyID: "s2", inGroup: "g1"))
    #expect(!second.isSeen(storyID: "s3", inGroup: "g1"))
    #expect(second.count == 2)
    #expect(second.diagnostics.isEmpty)
  }

  @Test func storyIDsAreScopedByGroup() throws {
    let store = SeenStore(directory: folder.url, userID: "u")
    try store.markSeen(storyID: "1", inGroup: "a")
    #expect(store.isSeen(storyID: "1", inGroup: "a"))
    #expect(!store.isSeen(storyID: "1", inGroup: "b"))
  }

  @Test func markUnseenForgetsAStoryOrAGroup() throws {
    let store = SeenStore(directory: folder.url, userID: "u")
    try store.markSeen(group("g1", [story("s1"), story("s2")]))
    try store.markSeen(storyID: "s1", inGroup: "g2")
    try store.markUnseen(storyID: "s1", inGroup: "g1")
    #expect(!store.isSeen(storyID: "s1", inGroup: "g1"))
    #expect(store.isSeen(storyID: "s2", inGroup: "g1"))
    try store.markUnseen(groupID: "g1")
    #expect(!store.isSeen(storyID: "s2", inGroup: "g1"))
    #expect(store.isSeen(storyID: "s1", inGroup: "g2"))
    let reopened = SeenStore(directory: folder.url, userID: "u")
    #expect(reopened.count == 1)
  }

  @Test func aStoryIsSeenIfTheServerOrTheDeviceSaysSo() throws {
    let store = SeenStore(directory: folder.url, userID: "u")
    try store.markSeen(storyID: "device", inGroup: "g")
    let feed = [group("g", [story("server", seen: true), story("device"), story("neither")])]
    let merged = store.applying(to: feed)
    #expect(merged[0].stories.map(\.isSeen) == [true, true, false])
    #expect(!merged[0].isSeen)
    // Marking unseen on the device does not override the server's flag.
    try store.markUnseen(storyID: "server", inGroup: "g")
    #expect(store.applying(to: feed)[0].stories[0].isSeen)
  }

  @Test func aGroupIsSeenWhenAllItsStoriesAre() throws {
    let store = SeenStore(directory: folder.url, userID: "u")
    let feed = [group("g", [story("s1", seen: true), story("s2")]), group("h", [story("s1")])]
    try store.markSeen(storyID: "s2", inGroup: "g")
    let merged = store.applying(to: feed)
    #expect(merged[0].isSeen)
    #expect(!merged[1].isSeen)
  }

  @Test func aSeenGroupBecomesUnseenWhenNewStoriesArrive() throws {
    let store = SeenStore(directory: folder.url, userID: "u")
    let yesterday = group("news", [story("s1"), story("s2")])
    try store.markSeen(yesterday)
    #expect(store.applying(to: [yesterday])[0].isSeen)

    // The next feed has a new story in the group, and the server still calls the group seen.
    let today = group("news", [story("s1"), story("s2"), story("s3")], seen: true)
    let merged = store.applying(to: [today])
    #expect(!merged[0].isSeen)
    #expect(merged[0].stories.map(\.isSeen) == [true, true, false])

    try store.markSeen(storyID: "s3", inGroup: "news")
    #expect(store.applying(to: [today])[0].isSeen)
  }

  @Test func aGroupWithoutStoriesKeepsTheServerFlag() {
    let store = SeenStore(directory: folder.url, userID: "u")
    let merged = store.applying(to: [group("empty", [], seen: true), group("other", [], seen: false)])
    #expect(merged.map(\.isSeen) == [true, false])
  }

  @Test func applyingKeepsEverythingElse() throws {
    let store = SeenStore(directory: folder.url, userID: "u")
    var original = group("g", [story("s1"), story("s2")])
    original.isPinned = true
    original.title = "Title"
    try store.markSeen(storyID: "s1", inGroup: "g")
    var expected = original
    expected.stories[0].isSeen = true
    #expect(store.applying(to: [original]) == [expected])
  }

  @Test func resetForgetsOneUser() throws {
    let alice = SeenStore(directory: folder.url, userID: "alice")
    let bob = SeenStore(directory: folder.url, userID: "bob")
    try alice.markSeen(storyID: "s", inGroup: "g")
    try bob.markSeen(storyID: "s", inGroup: "g")
    try alice.reset()
    #expect(alice.count == 0)
    #expect(SeenStore(directory: folder.url, userID: "alice").count == 0)
    #expect(SeenStore(directory: folder.url, userID: "bob").count == 1)
    try alice.reset()  // nothing to delete: no error
  }

  @Test func resetAllUsersDeletesOnlyStoreFiles() throws {
    try Data("keep".utf8).write(to: folder.file("unrelated.txt"))
    for user in ["alice", "bob", "carol"] {
      try SeenStore(directory: folder.url, userID: user).markSeen(storyID: "s", inGroup: "g")
    }
    let alice = SeenStore(directory: folder.url, userID: "alice")
    try alice.resetAllUsers()
    #expect(alice.count == 0)
    #expect(folder.names == ["unrelated.txt"])
  }

  @Test func theOldestEntriesAreForgottenPastTheCap() throws {
    let store = SeenStore(directory: folder.url, userID: "u", maxEntries: 3)
    for index in 1...5 { try store.markSeen(storyID: "s\(index)", inGroup: "g") }
    #expect(store.count == 3)
    #expect(!store.isSeen(storyID: "s2", inGroup: "g"))
    #expect(store.isSeen(storyID: "s3", inGroup: "g") && store.isSeen(storyID: "s5", inGroup: "g"))
    #expect(SeenStore(directory: folder.url, userID: "u", maxEntries: 3).count == 3)
    // A smaller cap on reopening keeps the most recent.
    let smaller = SeenStore(directory: folder.url, userID: "u", maxEntries: 1)
    #expect(smaller.isSeen(storyID: "s5", inGroup: "g") && smaller.count == 1)
  }

  @Test func concurrentMarksAreAllKept() async throws {
    // Each mark is an fsync'd file replacement, a few milliseconds: 64 keep the test quick.
    let store = SeenStore(directory: folder.url, userID: "u")
    await withTaskGroup(of: Void.self) { tasks in
      for worker in 0..<8 {
        tasks.addTask {
          for index in 0..<8 { try? store.markSeen(storyID: "s\(index)", inGroup: "g\(worker)") }
        }
      }
    }
    #expect(store.count == 64)
    let reopened = SeenStore(directory: folder.url, userID: "u")
    #expect(reopened.count == 64)
    #expect(reopened.diagnostics.isEmpty)
  }

  @Test func aFailedWriteThrowsAndKeepsTheChangeInMemory() throws {
    // A file where the folder should be: the store cannot write, and says where.
    let blocked = folder.file("not-a-folder")
    try Data("x".utf8).write(to: blocked)
    let store = SeenStore(directory: blocked, userID: "u")
    #expect(throws: SeenStoreError.self) { try store.markSeen(storyID: "s", inGroup: "g") }
    #expect(store.isSeen(storyID: "s", inGroup: "g"))
  }
}
