import Foundation
import Testing

@testable import StoryKit

@Suite struct TargetingAnonymousIDStoreTests {
  /// A fresh folder under the system's temporary directory, removed by `body`'s caller.
  private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-anonymous-id-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test func anIDIsCreatedOnFirstUseAndKeptAcrossLaunches() throws {
    try withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("nested/StoryKit")
      let first = try FileAnonymousIDStore(directory: folder).anonymousID()
      #expect(UUID(uuidString: first) != nil && first == first.lowercased())
      #expect(
        try String(contentsOf: folder.appendingPathComponent("storykit-anonymous-id"), encoding: .utf8)
          == first)
      let store = FileAnonymousIDStore(directory: folder)  // a new launch
      #expect(try store.anonymousID() == first)
      #expect(try store.anonymousID() == first)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(leftovers == ["storykit-anonymous-id"], "an atomic write leaves no temporary file")
    }
  }

  @Test func aCorruptFileIsReplaced() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = directory.appendingPathComponent("id")
      let corrupt: [Data] = [
        Data(), Data("   \n".utf8), Data([0xFF, 0xFE, 0x00]), Data("has space".utf8),
        Data(repeating: 0x61, count: 129), Data(repeating: 0x61, count: 5_000_000),
      ]
      for (index, data) in corrupt.enumerated() {
        try data.write(to: file)
        let store = FileAnonymousIDStore(directory: directory, fileName: "id", makeID: { "fresh-\(index)" })
        #expect(try store.anonymousID() == "fresh-\(index)")
        #expect(try Data(contentsOf: file) == Data("fresh-\(index)".utf8))
      }
      try Data("  kept-id\n".utf8).write(to: file)
      #expect(
        try FileAnonymousIDStore(directory: directory, fileName: "id", makeID: { "new" }).anonymousID()
          == "kept-id")
      try Data(repeating: 0x62, count: 128).write(to: file)
      let longest = try FileAnonymousIDStore(directory: directory, fileName: "id").anonymousID()
      #expect(longest == String(repeating: "b", count: 128))
    }
  }

  @Test func resetForgetsTheID() throws {
    try withTemporaryDirectory { directory in
      // Makes `id-1`, `id-2`, … from any thread.
      let made = Mutex(0)
      let store = FileAnonymousIDStore(
        directory: directory,
        makeID: {
          made.withLock { count in
            count += 1
            return "id-\(count)"
          }
        })
      #expect(try store.anonymousID() == "id-1")
      try store.reset()
      try store.reset()  // nothing left to remove
      #expect(try store.anonymousID() == "id-2")
      #expect(try FileAnonymousIDStore(directory: directory).anonymousID() == "id-2")
    }
  }

  @Test func anUnwritableFolderThrowsAndTheNextCallTriesAgain() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let blocker = directory.appendingPathComponent("file")
      try Data("x".utf8).write(to: blocker)
      // A folder path that runs through a regular file can never be created.
      let store = FileAnonymousIDStore(directory: blocker.appendingPathComponent("sub"))
      let error = #expect(throws: AnonymousIDStoreError.self) { try store.anonymousID() }
      #expect(error?.description.hasPrefix("cannot save the anonymous ID to \(blocker.path)/sub/") == true)
      #expect(throws: AnonymousIDStoreError.self, "the next call tries again") { try store.anonymousID() }
    }
  }

  @Test func concurrentCallersGetOneID() async throws {
    try await withThrowingTaskGroup(of: String.self) { group in
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "storykit-id-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let store = FileAnonymousIDStore(directory: directory)
      for _ in 0..<50 { group.addTask { try store.anonymousID() } }
      var ids = Set<String>()
      for try await id in group { ids.insert(id) }
      #expect(ids.count == 1)
    }
  }

  @Test func theInMemoryStoreKeepsOneIDPerInstance() throws {
    let store = InMemoryAnonymousIDStore()
    #expect(try store.anonymousID() == store.anonymousID())
    #expect(try InMemoryAnonymousIDStore(id: "fixed").anonymousID() == "fixed")
    #expect(try InMemoryAnonymousIDStore().anonymousID() != InMemoryAnonymousIDStore().anonymousID())
  }
}
