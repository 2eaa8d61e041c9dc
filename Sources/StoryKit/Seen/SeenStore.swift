import Foundation

/// What one user has seen on this device, kept on disk and merged with the feed's seen flags.
///
/// Each user has one file in a folder the app chooses; the file's name is derived from the user
/// ID (never a path taken from it), and every change replaces the file atomically, so a crash
/// leaves the previous or the new state, never a mix. A damaged or truncated file is ignored
/// with a ``Diagnostic`` in ``diagnostics``: the store starts empty rather than trust it.
///
/// ```swift
/// let seen = SeenStore(directory: appSupport.appendingPathComponent("seen"), userID: "user-42")
/// try seen.markSeen(storyID: "s1", inGroup: "g1")
/// let groups = seen.applying(to: feed.storyGroups)  // s1 is seen, whatever the server said
/// ```
///
/// Thread safety: every method may be called from any thread. One lock guards the state and the
/// file write, so changes reach the disk in the order they were made. Keep one store per user
/// and folder in a process; two stores for the same user would overwrite each other's file.
public final class SeenStore: Sendable {
  /// The folder holding one file per user.
  public let directory: URL
  /// The user whose seen state this store keeps.
  public let userID: String
  /// The most stories remembered; when more are marked, the longest-seen are forgotten first.
  public let maxEntries: Int

  let fileURL: URL
  // Held while the file is written, so the writes keep the order of the changes.
  private let contents: Mutex<Contents>
  private let loadDiagnostics: [Diagnostic]

  /// Opens the store of `userID` in `directory`, reading what was saved before.
  ///
  /// Nothing here throws: a missing file is an empty store, and an unreadable, damaged or foreign
  /// file is an empty store with a diagnostic.
  /// - Parameter maxEntries: the most stories remembered (default 10,000, at least 1).
  public init(directory: URL, userID: String, maxEntries: Int = 10_000) {
    self.directory = directory
    self.userID = userID
    self.maxEntries = max(1, maxEntries)
    fileURL = directory.appendingPathComponent(Self.fileName(forUserID: userID))
    let loaded = Self.load(from: fileURL, userID: userID)
    loadDiagnostics = loaded.diagnostics
    var initial = Contents()
    initial.insert(Array(loaded.entries.suffix(self.maxEntries)))
    contents = Mutex(initial)
  }

  /// Problems found when the saved file was read; empty when it was fine or absent.
  public var diagnostics: [Diagnostic] {
    loadDiagnostics
  }

  /// The number of stories this device remembers as seen.
  public var count: Int {
    contents.withLock { $0.order.count }
  }

  /// Whether this device has marked the story seen (the feed's own flag is not consulted).
  public func isSeen(storyID: String, inGroup groupID: String) -> Bool {
    contents.withLock { $0.entries.contains(SeenEntry(groupID: groupID, storyID: storyID)) }
  }

  /// Marks one story seen and saves.
  ///
  /// - Throws: ``SeenStoreError`` when the file cannot be written; the story stays seen in memory
  ///   for the life of this store.
  public func markSeen(storyID: String, inGroup groupID: String) throws(SeenStoreError) {
    try mutate { $0.insert([SeenEntry(groupID: groupID, storyID: storyID)]) }
  }

  /// Marks every current story of `group` seen, so the group is seen until new stories arrive.
  ///
  /// - Throws: ``SeenStoreError`` when the file cannot be written (the change stays in memory).
  public func markSeen(_ group: StoryGroup) throws(SeenStoreError) {
    let added = group.stories.map { SeenEntry(groupID: group.id, storyID: $0.id) }
    try mutate { $0.insert(added) }
  }

  /// Marks one story unseen and saves. A story the server reports seen stays seen when merged.
  ///
  /// - Throws: ``SeenStoreError`` when the file cannot be written (the change stays in memory).
  public func markUnseen(storyID: String, inGroup groupID: String) throws(SeenStoreError) {
    try mutate { $0.remove { $0 == SeenEntry(groupID: groupID, storyID: storyID) } }
  }

  /// Forgets every story of the group with `groupID` and saves.
  ///
  /// - Throws: ``SeenStoreError`` when the file cannot be written (the change stays in memory).
  public func markUnseen(groupID: String) throws(SeenStoreError) {
    try mutate { $0.remove { $0.groupID == groupID } }
  }

  /// Forgets everything this user has seen and deletes the user's file.
  ///
  /// - Throws: ``SeenStoreError`` when the file exists and cannot be deleted.
  public func reset() throws(SeenStoreError) {
    try contents.withLock { (contents: inout Contents) throws(SeenStoreError) in
      contents = Contents()
      try Self.remove(fileURL)
    }
  }

  /// Forgets this user's state and deletes the seen files of every user in ``directory``.
  ///
  /// Only files this type names (`seen-….store`) are deleted. Another open store, for another
  /// user, keeps what it holds in memory and writes it back on its next change.
  /// - Throws: ``SeenStoreError`` naming the first file that could not be deleted.
  public func resetAllUsers() throws(SeenStoreError) {
    try contents.withLock { (contents: inout Contents) throws(SeenStoreError) in
      contents = Contents()
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names where Self.isStoreFileName(name) {
        try Self.remove(directory.appendingPathComponent(name))
      }
    }
  }

  /// The groups with this device's seen state merged into the server's.
  ///
  /// A story is seen when the server or this device says so. A group with stories is seen when
  /// all its *current* stories are seen, so a group becomes unseen again when new stories arrive
  /// in it; this replaces the server's group flag. A group without stories keeps the server's flag.
  public func applying(to groups: [StoryGroup]) -> [StoryGroup] {
    let seen = contents.withLock { $0.entries }
    return groups.map { group in
      var merged = group
      for index in merged.stories.indices where !merged.stories[index].isSeen {
        let entry = SeenEntry(groupID: group.id, storyID: merged.stories[index].id)
        if seen.contains(entry) { merged.stories[index].isSeen = true }
      }
      if !merged.stories.isEmpty {
        merged.isSeen = merged.stories.allSatisfy(\.isSeen)
      }
      return merged
    }
  }

  // MARK: - Changes

  /// What the lock guards.
  private struct Contents {
    // Oldest first, so the cap forgets the stories seen longest ago; the set answers lookups.
    var order: [SeenEntry] = []
    var entries: Set<SeenEntry> = []

    mutating func insert(_ added: [SeenEntry]) {
      for entry in added where entries.insert(entry).inserted {
        order.append(entry)
      }
    }

    mutating func remove(where shouldRemove: (SeenEntry) -> Bool) {
      order.removeAll(where: shouldRemove)
      entries = Set(order)
    }
  }

  /// Applies a change under the lock, caps the entries and saves if anything changed.
  private func mutate(_ body: (inout Contents) -> Void) throws(SeenStoreError) {
    try contents.withLock { (contents: inout Contents) throws(SeenStoreError) in
      var change = contents
      body(&change)
      if change.order.count > maxEntries {
        let forgotten = change.order.prefix(change.order.count - maxEntries)
        change.order.removeFirst(forgotten.count)
        change.entries.subtract(forgotten)
      }
      guard change.order != contents.order else { return }
      contents = change
      try save(change.order)
    }
  }

  private func save(_ order: [SeenEntry]) throws(SeenStoreError) {
    do {
      try DurableFile.createDirectory(directory)
      try DurableFile.replace(fileURL, with: Self.encode(order, userID: userID))
    } catch {
      throw SeenStoreError(path: error.path, reason: error.reason)
    }
  }

  private static func remove(_ url: URL) throws(SeenStoreError) {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw SeenStoreError(path: url.path, reason: "\(error)")
    }
    DurableFile.synchronizeDirectory(url.deletingLastPathComponent())
  }
}

/// One seen story: story IDs are unique only within their group, so the group ID is part of it.
struct SeenEntry: Hashable, Sendable {
  var groupID: String
  var storyID: String
}
