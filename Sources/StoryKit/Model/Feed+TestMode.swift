extension Feed {
  /// The feed as a user sees it: outside test mode, test-only groups and stories are removed (and
  /// groups left without stories with them); in test mode everything stays.
  ///
  /// Test-only variants are handled by ``PlacementResolver``; this is the content side.
  public func visible(inTestMode isTestMode: Bool) -> Feed {
    guard !isTestMode else { return self }
    var feed = self
    feed.storyGroups = storyGroups.compactMap { group in
      guard !group.isTestOnly else { return nil }
      var visible = group
      visible.stories = group.stories.filter { !$0.isTestOnly }
      return visible.stories.isEmpty ? nil : visible
    }
    return feed
  }
}

extension Feed {
  /// The story groups a user sees: outside test mode, without test-only groups and stories (see
  /// ``visible(inTestMode:)``). Give the story bar these, not ``storyGroups``.
  ///
  /// ```swift
  /// bar.content = .init(storyGroups: feed.visibleStoryGroups(testMode: config.isTestMode))
  /// ```
  public func visibleStoryGroups(testMode isTestMode: Bool) -> [StoryGroup] {
    visible(inTestMode: isTestMode).storyGroups
  }
}
