import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitPlayer
@testable import StoryKitStoryBar

/// What an assistive technology finds and does on a bar and the player it opens, through the
/// accessibility elements a host exposes (the GTK host's AT-SPI bridge reads the same list): the
/// cells are activatable buttons, activating one opens its group, the open player shuts the bar
/// out, its title counts the stories, and its actions move through them and close it.
@MainActor
@Suite struct StoryBarPlayerAccessibilityTests {
  let clock = ManualClock()

  func scene(_ groups: [StoryGroup]) -> (View, StoryBarPresenter, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-presenter-\(UUID().uuidString)")
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.clock = clock
    root.imageLoader = PlayerPictures()
    root.displayScale = 1
    let bar = StoryBarView(frame: Rect(x: 0, y: 40, width: 390, height: 110))
    bar.content = .init(storyGroups: groups)
    root.addSubview(bar)
    root.prepareIfNeeded()
    root.layoutIfNeeded()
    let presenter = StoryBarPresenter(
      bar: bar, container: root, seenStore: SeenStore(directory: folder, userID: "u1"),
      presenter: StoryPlayerPresenter())
    return (root, presenter, folder)
  }

  static let groups = [PlayerFixture.group("a", 2), PlayerFixture.group("b", 3), PlayerFixture.group("c", 1)]

  @Test func theBarsCellsAreButtonsWithTheirGroupsLabels() {
    let (root, _, folder) = scene(Self.groups)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cells = root.accessibilityElements()
    #expect(cells.map(\.label) == ["Group a, new stories", "Group b, new stories", "Group c, new stories"])
    #expect(cells.allSatisfy { $0.role == .button && $0.isActivatable && $0.customActionNames.isEmpty })
    #expect(cells.allSatisfy { $0.frame.minY >= 40 && $0.frame.maxY <= 150 }, "within the bar")
    let bar = root.subviews.first { $0 is StoryBarView }
    #expect(bar.map { ObjectIdentifier($0) } != nil)
    #expect(cells.allSatisfy { $0.focusGroup == bar.map { ObjectIdentifier($0) } }, "one keyboard stop")
  }

  @Test func activatingTheSecondCellOpensThePlayerWhichShutsTheBarOut() throws {
    let (root, presenter, folder) = scene(Self.groups)
    defer { try? FileManager.default.removeItem(at: folder) }
    let second = try #require(root.accessibilityElements().dropFirst().first)
    #expect(second.activate())
    let player = try #require(presenter.player)
    #expect(player.playback?.group?.id == "b")
    let elements = root.accessibilityElements()
    #expect(!elements.contains { $0.label?.hasSuffix("new stories") == true }, "the bar is under the player")
    let title = try #require(elements.first { $0.label?.hasPrefix("Group b, story") == true })
    #expect(title.label == "Group b, story 1 of 3")
    let story = try #require(elements.first { $0.role == .image })
    #expect(story.value == "1 of 3")
    #expect(
      story.customActionNames == [
        "Next story", "Previous story", "Next group", "Previous group", "Pause", "Close",
      ])
    #expect(
      AccessibilityElement.actionIdentifiers(for: story.customActionNames) == [
        "next-story", "previous-story", "next-group", "previous-group", "pause", "close",
      ])
    #expect(elements.contains { $0.label == "Close" && $0.role == .button && $0.isActivatable })
    #expect(elements.allSatisfy { $0.label?.isEmpty == false }, "nothing unnamed: \(elements)")
    #expect(elements.allSatisfy { $0.focusGroup == nil }, "the player's elements are each a stop")
  }

  @Test func nextMovesTheTitlePauseBecomesResumeAndCloseBringsTheBarBack() async throws {
    let (root, presenter, folder) = scene(Self.groups)
    defer { try? FileManager.default.removeItem(at: folder) }
    var closed = false
    presenter.onDismiss = { _ in closed = true }
    #expect(root.accessibilityElements()[1].activate())
    let player = try #require(presenter.player)
    func title() -> String? {
      root.accessibilityElements().first { $0.label?.hasPrefix("Group b, story") == true }?.label
    }
    func story() -> AccessibilityElement? { root.accessibilityElements().first { $0.role == .image } }
    #expect(story()?.performCustomAction(named: "Next story") == true)
    #expect(title() == "Group b, story 2 of 3")
    #expect(story()?.performCustomAction(named: "Previous story") == true)
    #expect(title() == "Group b, story 1 of 3")
    #expect(story()?.performCustomAction(named: "Pause") == true)
    #expect(player.playback?.pauseReasons.contains(.app) == true)
    #expect(story()?.customActionNames.contains("Resume") == true)
    #expect(story()?.performCustomAction(named: "Resume") == true)
    #expect(player.playback?.pauseReasons.contains(.app) == false)
    #expect(story()?.performCustomAction(named: "Close") == true)
    for _ in 0..<500 where !closed { try await Task.sleep(for: .milliseconds(5)) }
    #expect(closed && player.superview == nil)
    let back = root.accessibilityElements()
    #expect(back.count == 3 && back.allSatisfy { $0.role == .button }, "the bar's three cells are back")
    #expect(back.contains { $0.label?.hasPrefix("Group b, ") == true })
  }
}
