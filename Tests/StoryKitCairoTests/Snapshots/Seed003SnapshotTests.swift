import Testing

/// Pixel snapshots of seed 003's layout example rebuilt with the container DSL, in every variant.
@MainActor
@Suite struct Seed003SnapshotTests {
  @Test func seed003ThreadList() { assertExampleSnapshot("seed003-thread-list") }
}
