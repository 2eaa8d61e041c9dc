extension FeedDecoder {
  /// Bounds on what a feed may hold, so a hostile or broken document costs bounded time and memory.
  ///
  /// Each limit has a default that fits real feeds with room to spare; raise one for a known,
  /// trusted source.
  public struct Limits: Sendable, Hashable {
    /// The largest document, in bytes (8 MiB); a larger one is rejected before it is parsed.
    public var maxDocumentBytes: Int
    /// The deepest nesting of arrays and objects (64); capped at 512 whatever is asked.
    public var maxDepth: Int
    /// The most story groups kept (5,000); later ones are dropped.
    public var maxStoryGroups: Int
    /// The most stories kept per group (200); later ones are dropped.
    public var maxStoriesPerGroup: Int
    /// The longest string, in UTF-8 bytes (16,384).
    public var maxStringLength: Int
    /// The most items kept in any other array (10,000).
    public var maxArrayLength: Int

    /// Creates limits; each defaults to the value given in its documentation.
    public init(
      maxDocumentBytes: Int = 8 * 1024 * 1024, maxDepth: Int = 64, maxStoryGroups: Int = 5_000,
      maxStoriesPerGroup: Int = 200, maxStringLength: Int = 16_384, maxArrayLength: Int = 10_000
    ) {
      self.maxDocumentBytes = maxDocumentBytes
      self.maxDepth = maxDepth
      self.maxStoryGroups = maxStoryGroups
      self.maxStoriesPerGroup = maxStoriesPerGroup
      self.maxStringLength = maxStringLength
      self.maxArrayLength = maxArrayLength
    }

    /// The default limits.
    public static let `default` = Limits()
  }
}
