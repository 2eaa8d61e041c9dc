import StoryKit
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitUI
import Testing

/// The four cases of a customizable widget (STYLE.md, after Stream): empty, the default look,
/// customized through Components, customized through subclassing — each in light and dark — and
/// the two factory doors into the same path.
@MainActor
@Suite struct StoryBarCustomizationSnapshotTests {
  typealias Panel = BarSnapshots.Panel

  @Test func empty() async {
    await assertBarSnapshot(
      [
        Panel("no groups: an empty bar, nothing drawn", content: .init(storyGroups: [])),
        Panel("no groups yet, loading: skeleton cells", content: .init(isLoading: true)),
      ], variants: [.light, .dark])
  }

  @Test func defaultLook() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 2, 3, 4, 5], seen: [1, 4])
    await assertBarSnapshot(
      [Panel("default appearance; groups 2 and 5 seen", groups: groups)], variants: [.light, .dark])
  }

  @Test func customizedThroughComponents() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 2, 3, 4, 5], seen: [1, 4])
    await assertBarSnapshot(
      [
        Panel("components: dashed ring, capital titles, square pin badge", groups: groups) { bar in
          var components = Components()
          components.storyRing = DashedRing.self
          components.storyGroupTitle = CapitalTitle.self
          components.pinBadge = SquareBadge.self
          bar.components = components
        }
      ], variants: [.light, .dark])
  }

  @Test func customizedThroughSubclassing() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 2, 3, 4, 5], seen: [1, 4])
    await assertBarSnapshot(
      [
        Panel("subclass: its own name-tag title, violet unseen rings", groups: groups) { bar in
          bar.components.storyGroupView = NameTagCell.self
        }
      ], variants: [.light, .dark])
  }

  @Test func customizedThroughTheViewFactory() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 4, 3], seen: [1])
    await assertBarSnapshot(
      [
        Panel("view factory: capital titles, square video badge", groups: groups) { bar in
          bar.viewFactory = BrandFactory()
        }
      ], variants: [.light, .dark])
  }
}
