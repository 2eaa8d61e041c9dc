import StoryKit
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitUI
import Testing

/// Pixel snapshots of the story bar's states and hooks: server styling under app styling, seen
/// groups moved to the end, custom cells from a factory, the loading skeleton and scrolling.
@MainActor
@Suite struct StoryBarSnapshotStateTests {
  typealias Panel = BarSnapshots.Panel

  @Test func serverStylingUnderAppStyling() async throws {
    let groups = try await BarSnapshots.groups(seen: [1])
    let server = StoryBarStyling(
      text: StoryGroupTextStyling(colorNotSeen: Themed(rgb(0xAF52DE)), lines: 2),
      ringSeen: Themed(Gradient(rgb(0x8E8E93), rgb(0x8E8E93))),
      ringNotSeen: Themed(Gradient(rgb(0xFF2D55), rgb(0xFF9500))),
      size: .small, list: StoryGroupListStyling(horizontalEdgePadding: 32))
    await assertBarSnapshot([
      Panel("default; group 2 seen", groups: groups),
      Panel("server: small, 2 purple lines, red rings, edge padding 32", groups: groups) {
        $0.serverStyling = server
      },
      Panel("server + app (large, green unseen rings): app wins, rest stays", groups: groups) {
        $0.serverStyling = server
        $0.styling.size = .large
        $0.styling.ringNotSeen = Themed(Gradient(rgb(0x34C759), rgb(0x34C759)))
      },
    ])
  }

  @Test func movesSeenGroupsToEnd() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 2, 3], seen: [0, 1])
    await assertBarSnapshot([
      Panel("default: server order, groups 1 and 2 seen (grey rings)", groups: groups),
      Panel("movesSeenGroupsToEnd = true: the seen groups go last", groups: groups) {
        $0.movesSeenGroupsToEnd = true
      },
    ])
  }

  @Test func customFactoryViews() async throws {
    let groups = try await BarSnapshots.groups(seen: [2])
    let factory = CardFactory()
    await assertBarSnapshot(
      [
        Panel("default cells", groups: groups),
        Panel("storyGroupViewFactory: square cards with a caption", groups: groups) {
          $0.storyGroupViewFactory = factory
          $0.styling.size = .small  // the factory's size wins
        },
      ])
  }

  @Test func skeleton() async throws {
    await assertBarSnapshot(
      [
        Panel("content = .init(isLoading: true)", content: .init(isLoading: true)),
        Panel("loading, iconBackgroundColor = yellow", content: .init(isLoading: true)) {
          $0.styling.iconBackgroundColor = Themed(rgb(0xFFD60A))
        },
        Panel("loading, small, 2 sections", content: .init(isLoading: true)) {
          $0.styling.size = .small
          $0.styling.list.sections = 2
        },
      ], variants: [.light, .dark])
  }

  @Test func scrolled() async throws {
    let groups = try await BarSnapshots.groups(Array(0..<10))
    await assertBarSnapshot(
      [
        Panel("contentOffset = 0", groups: groups),
        Panel("contentOffset = 150: groups 2–6", groups: groups) { $0.contentOffset = 150 },
        Panel("contentOffset = 10,000: clamped to the end, group 10 last", groups: groups) {
          $0.contentOffset = 10_000
        },
      ], variants: [.light, .rtl])
  }
}

/// A custom cell: a square icon with rounded corners and a bold caption under it; seen groups fade.
final class CardGroupView: StoryGroupView {
  let imageView = ImageView()
  let caption = Label()

  override func setUpLayout() {
    super.setUpLayout()
    addSubview(imageView)
    addSubview(caption)
    imageView.cornerRadius = 8
    imageView.border = Border(width: 2, color: rgb(0x007AFF))
    caption.font = .system(size: 11, weight: .bold)
    caption.numberOfLines = 2
    caption.textAlignment = .center
  }

  override func populateView(storyGroup: StoryGroup?) {
    super.populateView(storyGroup: storyGroup)
    caption.text = storyGroup?.title ?? ""
    imageView.image = storyGroup?.iconURL.flatMap { imageLoader?.cachedImage(for: $0) }
    imageView.alpha = storyGroup?.isSeen == true ? 0.4 : 1
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.width)
    caption.frame = Rect(
      x: 0, y: bounds.width + 4, width: bounds.width, height: bounds.height - bounds.width - 4)
  }
}

/// Makes ``CardGroupView``s, 88 pt wide and 124 pt high.
final class CardFactory: StoryGroupViewFactory {
  func createView() -> StoryGroupView { CardGroupView() }
  var size: Size { Size(width: 88, height: 124) }
}
