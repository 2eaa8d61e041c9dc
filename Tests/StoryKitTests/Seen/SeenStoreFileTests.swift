import Foundation
import Testing

@testable import StoryKit

/// The store's file: safe names, atomic writes, and damaged files that are never trusted.
@Suite struct SeenStoreFileTests {
  let folder = ScratchDirectory()

  func savedFile(userID: String = "user-42") throws -> URL {
    let store = SeenStore(directory: folder.url, userID: userID)
    try store.markSeen(storyID: "s1", inGroup: "g1")
    try store.markSeen(storyID: "s2", inGroup: "g1")
    return store.fileURL
  }

  @Test func fileNamesComeOnlyFromHexDigits() {
    let hostile = [
      "../../etc/passwd", "a/b", "/", "", ".", "..", "con", "nul\u{0}byte", "ünïcödé 😀",
      String(repeating: "x", count: 100), String(repeating: "x", count: 101),
      String(repeating: "/..", count: 400),
    ]
    var names = Set<String>()
    for userID in hostile {
      let name = SeenStore.fileName(forUserID: userID)
      #expect(name.hasPrefix("seen-") && name.hasSuffix(".store"), "\(name)")
      let middle = name.dropFirst("seen-".count).dropLast(".store".count)
      #expect(middle.allSatisfy { "0123456789abcdefh".contains($0) }, "\(name)")
      #expect(name.utf8.count <= 255)
      names.insert(name)
    }
    #expect(names.count == hostile.count)
    #expect(SeenStore.fileName(forUserID: "ab") == "seen-6162.store")
  }

  @Test func hostileUserIDsStayInTheFolder() throws {
    for userID in ["../escape", "/tmp/abs", String(repeating: "../", count: 60)] {
      try SeenStore(directory: folder.url, userID: userID).markSeen(storyID: "s", inGroup: "g")
      #expect(SeenStore(directory: folder.url, userID: userID).count == 1)
    }
    #expect(folder.names.count == 3)
    #expect(folder.names.allSatisfy { SeenStore.isStoreFileName($0) })
  }

  @Test func writesLeaveNoTemporaryFiles() throws {
    let url = try savedFile()
    #expect(folder.names == [url.lastPathComponent])
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(text.hasPrefix("storykit-seen 1 "))
    #expect(text.hasSuffix(#"{"seen":[["g1","s1"],["g1","s2"]],"userID":"user-42"}"#))
  }

  @Test func everyTruncationIsIgnoredWithADiagnostic() throws {
    let url = try savedFile()
    let good = try Data(contentsOf: url)
    for length in 0..<good.count {
      try good.prefix(length).write(to: url)
      let store = SeenStore(directory: folder.url, userID: "user-42")
      #expect(store.count == 0, "length \(length)")
      #expect(store.diagnostics.count == 1, "length \(length)")
      #expect(store.diagnostics.first?.severity == .error)
    }
  }

  @Test func everyFlippedBodyByteFailsTheChecksum() throws {
    let url = try savedFile()
    let good = try Data(contentsOf: url)
    let bodyStart = (good.firstIndex(of: UInt8(ascii: "\n")) ?? 0) + 1
    for index in bodyStart..<good.count {
      var damaged = good
      damaged[index] ^= 0x01
      try damaged.write(to: url)
      let store = SeenStore(directory: folder.url, userID: "user-42")
      #expect(store.count == 0)
      #expect(store.diagnostics.map(\.code) == [.invalidValue], "byte \(index)")
    }
  }

  @Test func garbageIsIgnoredWithADiagnostic() throws {
    let url = try savedFile()
    let samples: [Data] = [
      Data("not a store".utf8), Data("storykit-seen 1 zz 10\n0123456789".utf8),
      Data([0xFF, 0xFE, 0x00, 0x0A, 0x00]), Data(repeating: 0, count: 4096),
      Data("storykit-seen 1 00000000 2\n{}".utf8),
    ]
    for sample in samples {
      try sample.write(to: url)
      let store = SeenStore(directory: folder.url, userID: "user-42")
      #expect(store.count == 0)
      #expect(store.diagnostics.count == 1)
      #expect(store.diagnostics.first?.message.contains(url.lastPathComponent) == true)
    }
  }

  @Test func aValidBodyWithTheWrongShapeIsIgnored() throws {
    let url = try savedFile()
    let body = Data(#"{"userID":"user-42","seen":"everything"}"#.utf8)
    try (Data("storykit-seen 1 \(CRC32Checksum.hex(body)) \(body.count)\n".utf8) + body).write(to: url)
    let store = SeenStore(directory: folder.url, userID: "user-42")
    #expect(store.count == 0)
    #expect(store.diagnostics.map(\.code) == [.syntax])
  }

  @Test func anotherUsersFileIsNotTrusted() throws {
    let aliceFile = try savedFile(userID: "alice")
    let bobFile = folder.file(SeenStore.fileName(forUserID: "bob"))
    try FileManager.default.copyItem(at: aliceFile, to: bobFile)
    let bob = SeenStore(directory: folder.url, userID: "bob")
    #expect(bob.count == 0)
    #expect(bob.diagnostics.first?.message.contains("another user") == true)
  }

  @Test func aNewerFormatIsReportedByVersion() throws {
    let url = try savedFile()
    try Data("storykit-seen 2 00000000 2\n{}".utf8).write(to: url)
    let store = SeenStore(directory: folder.url, userID: "user-42")
    #expect(store.diagnostics.map(\.code) == [.unsupportedSchemaVersion])
  }

  @Test func theNextWriteReplacesADamagedFile() throws {
    let url = try savedFile()
    try Data("garbage".utf8).write(to: url)
    let store = SeenStore(directory: folder.url, userID: "user-42")
    #expect(!store.diagnostics.isEmpty)
    try store.markSeen(storyID: "s9", inGroup: "g9")
    let reopened = SeenStore(directory: folder.url, userID: "user-42")
    #expect(reopened.diagnostics.isEmpty)
    #expect(reopened.count == 1 && reopened.isSeen(storyID: "s9", inGroup: "g9"))
  }

  @Test func crc32MatchesTheStandardCheckValue() {
    #expect(CRC32Checksum.of("123456789".utf8) == 0xCBF4_3926)
    #expect(CRC32Checksum.hex([UInt8]()) == "00000000")
  }
}
