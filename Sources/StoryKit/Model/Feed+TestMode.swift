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
