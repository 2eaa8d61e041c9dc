import Testing

/// Pixel snapshots of the label examples, in every variant.
@MainActor
@Suite struct LabelSnapshotTests {
  @Test func labelScripts() { assertExampleSnapshot("label-scripts") }
  @Test func labelLineLimits() { assertExampleSnapshot("label-line-limits") }
  @Test func labelAlignment() { assertExampleSnapshot("label-alignment") }
}
