import Testing

/// Pixel snapshots of the image view examples, in every variant.
@MainActor
@Suite struct ImageViewSnapshotTests {
  @Test func imageContentModes() { assertExampleSnapshot("image-content-modes") }
  @Test func imagePlaceholder() { assertExampleSnapshot("image-placeholder") }
}
