import Testing

/// Pixel snapshots of rounded, bordered, gradient, translucent, transformed and clipping views, in
/// every variant.
@MainActor
@Suite struct DecorationSnapshotTests {
  @Test func decorationGradients() { assertExampleSnapshot("decoration-gradients") }
  @Test func decorationEffects() { assertExampleSnapshot("decoration-effects") }
}
