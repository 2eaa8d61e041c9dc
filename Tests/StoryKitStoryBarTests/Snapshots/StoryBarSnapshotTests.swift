import StoryKit
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitUI
import Testing

/// One pixel snapshot per story bar styling property: each picture shows the default
/// look above the changed property, on the demo feed's groups with their icons.
@MainActor
@Suite struct StoryBarSnapshotTests {
  typealias Panel = BarSnapshots.Panel

  // MARK: - Text

  @Test func textIsVisible() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot([
      Panel("default: titles visible", groups: groups),
      Panel("text.isVisible = false: no titles, a shorter bar", groups: groups) {
        $0.styling.text.isVisible = false
      },
    ])
  }

  @Test func textColorSeen() async throws {
    let groups = try await BarSnapshots.groups(seen: [1, 3])
    await assertBarSnapshot(
      [
        Panel("default; groups 2 and 4 seen", groups: groups),
        Panel("text.colorSeen = red: only the seen titles change", groups: groups) {
          $0.styling.text.colorSeen = Themed(rgb(0xFF3B30))
        },
      ], variants: [.light, .dark])
  }

  @Test func textColorNotSeen() async throws {
    let groups = try await BarSnapshots.groups(seen: [1, 3])
    await assertBarSnapshot(
      [
        Panel("default; groups 2 and 4 seen", groups: groups),
        Panel("text.colorNotSeen = blue: only the unseen titles change", groups: groups) {
          $0.styling.text.colorNotSeen = Themed(rgb(0x007AFF))
        },
      ])
  }

  @Test func textFont() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot([
      Panel("default: system 12 regular", groups: groups),
      Panel("text.font = Noto Serif 14 bold: the bar grows to fit", groups: groups) {
        $0.styling.text.font = FontDescriptor(family: "Noto Serif", size: 14, weight: .bold)
      },
    ])
  }

  @Test func textLines() async throws {
    let groups = try await BarSnapshots.groups([7, 1, 0, 2])
    await assertBarSnapshot([
      Panel("default: 1 line, long titles end in an ellipsis", groups: groups),
      Panel("text.lines = 2: long titles wrap to two lines", groups: groups) {
        $0.styling.text.lines = 2
      },
    ])
  }

  // MARK: - Icon and rings

  @Test func iconBackgroundColor() async throws {
    var groups = try await BarSnapshots.groups()
    groups[1].iconURL = nil
    groups[1].thematicIconURLs = [:]
    await assertBarSnapshot(
      [
        Panel("default, icons loaded; group 2 has no icon", groups: groups),
        Panel("iconBackgroundColor = yellow; group 2 has no icon", groups: groups) {
          $0.styling.iconBackgroundColor = Themed(rgb(0xFFD60A))
        },
        Panel("default, no image loader: skeleton colour", groups: groups, loadsImages: false),
        Panel("iconBackgroundColor = yellow, no image loader", groups: groups, loadsImages: false) {
          $0.styling.iconBackgroundColor = Themed(rgb(0xFFD60A))
        },
      ])
  }

  @Test func ringSeen() async throws {
    let groups = try await BarSnapshots.groups(seen: [0, 2])
    await assertBarSnapshot([
      Panel("default; groups 1 and 3 seen: grey rings", groups: groups),
      Panel("ringSeen = green → blue: only the seen rings change", groups: groups) {
        $0.styling.ringSeen = Themed(Gradient(rgb(0x34C759), rgb(0x007AFF)))
      },
    ])
  }

  @Test func ringNotSeen() async throws {
    let groups = try await BarSnapshots.groups(seen: [0, 2])
    await assertBarSnapshot([
      Panel("default; groups 1 and 3 seen: warm unseen rings", groups: groups),
      Panel("ringNotSeen = purple → pink: only the unseen rings change", groups: groups) {
        $0.styling.ringNotSeen = Themed(Gradient(rgb(0x7B2FF7), rgb(0xF107A3)))
      },
    ])
  }

  @Test func pinIconColor() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot(
      [
        Panel("default: groups 1 and 2 pinned, amber star badge", groups: groups),
        Panel("pinIconColor = blue", groups: groups) {
          $0.styling.pinIconColor = Themed(rgb(0x007AFF))
        },
      ])
  }

  @Test func ivodIconColor() async throws {
    let groups = try await BarSnapshots.groups([4, 0, 2, 3])
    await assertBarSnapshot(
      [
        Panel("default: group 1 is IVod, indigo camera badge", groups: groups),
        Panel("ivodIconColor = green", groups: groups) {
          $0.styling.videoIconColor = Themed(rgb(0x34C759))
        },
      ])
  }

  // MARK: - Size

  @Test func sizeSmall() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot([
      Panel("default: large (72 pt icons)", groups: groups),
      Panel("size = small: 56 pt icons, narrower cells", groups: groups) {
        $0.styling.size = .small
      },
    ])
  }

  @Test func sizeLarge() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot([
      Panel("size = small", groups: groups) { $0.styling.size = .small },
      Panel("size = large: the same as the default", groups: groups) { $0.styling.size = .large },
    ])
  }

  @Test func sizeCustom() async throws {
    let groups = try await BarSnapshots.groups()
    func custom(_ icon: StoryGroupIconStyling) -> @MainActor (StoryBarView) -> Void {
      {
        $0.styling.size = .custom
        $0.styling.icon = icon
      }
    }
    await assertBarSnapshot([
      Panel("default: large circles", groups: groups),
      Panel(
        "custom 72 × 72, corner radius 0: squares", groups: groups,
        configure: custom(.init(height: 72, width: 72, cornerRadius: 0))),
      Panel(
        "custom 60 × 60, radius unset: circles", groups: groups,
        configure: custom(.init(height: 60, width: 60))),
      Panel(
        "custom 64 wide × 96 high: ovals (capsules)", groups: groups,
        configure: custom(.init(height: 96, width: 64))),
      Panel("size large, icon 72 × 72 radius 0: ignored", groups: groups) {
        $0.styling.size = .large
        $0.styling.icon = .init(height: 72, width: 72, cornerRadius: 0)
      },
    ])
  }

  // MARK: - List

  @Test func listOrientationVertical() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot(
      [
        Panel("orientation = vertical, sections = 3: a grid of 3 columns", groups: groups) {
          $0.styling.list.orientation = .vertical
          $0.styling.list.sections = 3
        }
      ], variants: [.light, .rtl])
  }

  @Test func listSectionsHorizontal() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot([
      Panel("default: 1 section", groups: groups),
      Panel("sections = 2: two rows, filled column by column", groups: groups) {
        $0.styling.list.sections = 2
      },
    ])
  }

  @Test func listHorizontalEdgePadding() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot(
      [
        Panel("default: 12 pt before the first group", groups: groups),
        Panel("horizontalEdgePadding = 48", groups: groups) {
          $0.styling.list.horizontalEdgePadding = 48
        },
        Panel("edge padding 48, scrolled to the end", groups: groups) {
          $0.styling.list.horizontalEdgePadding = 48
          $0.contentOffset = 10_000
        },
      ])
  }

  @Test func listVerticalEdgePadding() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 2, 3])
    func grid(_ padding: Double?) -> @MainActor (StoryBarView) -> Void {
      {
        $0.styling.size = .small
        $0.styling.list.orientation = .vertical
        $0.styling.list.sections = 2
        if let padding { $0.styling.list.verticalEdgePadding = padding }
      }
    }
    await assertBarSnapshot(
      [
        Panel("vertical, default: 8 pt", groups: groups, configure: grid(nil)),
        Panel("verticalEdgePadding = 40", groups: groups, configure: grid(40)),
      ], columns: 2)
  }

  @Test func listHorizontalPaddingBetweenItems() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot([
      Panel("default: 12 pt between groups", groups: groups),
      Panel("horizontalPaddingBetweenItems = 40", groups: groups) {
        $0.styling.list.horizontalPaddingBetweenItems = 40
      },
    ])
  }

  @Test func listVerticalPaddingBetweenItems() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 2, 3])
    func grid(_ padding: Double?) -> @MainActor (StoryBarView) -> Void {
      {
        $0.styling.size = .small
        $0.styling.list.orientation = .vertical
        $0.styling.list.sections = 2
        if let padding { $0.styling.list.verticalPaddingBetweenItems = padding }
      }
    }
    await assertBarSnapshot(
      [
        Panel("vertical, default: 12 pt", groups: groups, configure: grid(nil)),
        Panel("vertical, between items = 40", groups: groups, configure: grid(40)),
      ], columns: 2)
  }

  // MARK: - Thematic icons, animation, direction

  @Test func thematicIconLabel() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 4, 2])
    await assertBarSnapshot(
      [
        Panel("default: the theme's icons (dark icons in dark mode)", groups: groups),
        Panel("thematicIconLabel = dark: dark icons in both; group 3 has none", groups: groups) {
          $0.styling.thematicIconLabel = "dark"
        },
        Panel(
          "thematicIconLabel = spring (no such icons): default icons, the app's label wins", groups: groups
        ) {
          $0.styling.thematicIconLabel = "spring"
        },
      ], variants: [.light, .dark])
  }

  @Test func animation() async throws {
    let groups = try await BarSnapshots.groups([0, 1, 2, 3])
    func open(at time: Double) -> @MainActor (StoryBarView) -> Void {
      { bar in
        let clock = ManualClock()
        bar.clock = clock
        bar.visibleCells[0]?.willOpen()
        clock.advance(by: time)
      }
    }
    await assertBarSnapshot([
      Panel("borderRotation (default), group 1 opening, t = 0 s", groups: groups, afterLayout: open(at: 0)),
      Panel(
        "borderRotation, t = 0.5 s: the ring has turned a quarter", groups: groups,
        afterLayout: open(at: 0.5)),
      Panel(
        "animation = disabled, t = 0.5 s: the ring stays", groups: groups,
        configure: { $0.styling.animation = .disabled }, afterLayout: open(at: 0.5)),
    ])
  }

  @Test func layoutDirection() async throws {
    let groups = try await BarSnapshots.groups()
    await assertBarSnapshot(
      [
        Panel("layoutDirection unset: the host's (left to right)", groups: groups),
        Panel("layoutDirection = rightToLeft: group 1 at the right", groups: groups) {
          $0.styling.layoutDirection = .rightToLeft
        },
      ], variants: [.light])
    await assertBarSnapshot(
      [
        Panel("layoutDirection unset: the host's (right to left)", groups: groups),
        Panel("layoutDirection = leftToRight: group 1 at the left", groups: groups) {
          $0.styling.layoutDirection = .leftToRight
        },
      ], variants: [.rtl])
  }
}
