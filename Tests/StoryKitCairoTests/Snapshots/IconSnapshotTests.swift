import Testing

/// Pixel snapshots of the appearance's icons, in every variant.
@MainActor
@Suite struct IconSnapshotTests {
  @Test func iconsGrid() { assertExampleSnapshot("icons-grid") }
}
