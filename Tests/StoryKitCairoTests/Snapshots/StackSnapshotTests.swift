import Testing

/// Pixel snapshots of the stack examples, in every variant.
@MainActor
@Suite struct StackSnapshotTests {
  @Test func stackRowDistributions() { assertExampleSnapshot("stack-row-distributions") }
  @Test func stackColumnAlignments() { assertExampleSnapshot("stack-column-alignments") }
  @Test func stackNested() { assertExampleSnapshot("stack-nested") }
}
