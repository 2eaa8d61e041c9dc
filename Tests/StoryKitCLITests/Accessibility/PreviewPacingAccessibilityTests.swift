import Foundation
import StoryKit
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// Self-paced stories and what a screen reader hears, in `storykit preview` on an AT-SPI bus of
/// the test's own: `--self-paced`, the bus's `ScreenReaderEnabled` switched on and off while the
/// window runs, the focus a screen reader gets when the player opens from the pointer, and pause.
///
/// The travel group's two stories last ``storySeconds`` here, so that "twice the story's
/// duration" is short; the waits for what must not happen last exactly that long.
@Suite(.serialized, .onAccessibilityBus)
struct PreviewPacingAccessibilityTests {
  static let app = PreviewAccessibilityTests.app
  static let storySeconds = 2.0
  /// The player's progress bars, above the header.
  static let progressBand = Rect(x: 0, y: 0, width: 420, height: 16)

  /// The demo feed with the travel group's stories ``storySeconds`` long.
  static func shortTravelStories(_ feed: inout [String: Any]) {
    guard var groups = feed["storyGroups"] as? [[String: Any]],
      let index = groups.firstIndex(where: { $0["id"] as? String == "travel-diaries" }),
      var stories = groups[index]["stories"] as? [[String: Any]]
    else { return }
    for story in stories.indices { stories[story]["duration"] = storySeconds }
    groups[index]["stories"] = stories
    feed["storyGroups"] = groups
  }

  /// The travel group's title and story count in the test feed.
  static func travel(_ running: PreviewAccessibilityTests.Running) throws -> (title: String, count: Int) {
    let feed = try PreviewEndToEndTests.decoded(running.folder)
    let group = try #require(feed.storyGroups.first { $0.id == "travel-diaries" })
    return (group.title, group.stories.count)
  }

  /// Whether a node named `prefix`… shows up within `seconds` (`false` when the wait runs out).
  static func appears(_ prefix: String, within seconds: Double, on bus: AccessibilityBus) async -> Bool {
    (try? await bus.wait(app, prefix, seconds: seconds)) != nil
  }

  @Test func selfPacedStoriesHoldPastTwiceTheirDurationAndNextStillWorks() async throws {
    let running = try await PreviewAccessibilityTests.openDemo(
      extra: ["--self-paced"], edit: Self.shortTravelStories)
    defer { running.stop() }
    let (bus, preview) = (running.bus, running.preview)
    let travel = try Self.travel(running)
    let cells = await PreviewAccessibilityTests.visibleCells(
      of: try PreviewEndToEndTests.decoded(running.folder))
    try #require(cells.count >= 2)

    try await bus.perform("click", on: cells[1].label, in: Self.app)
    _ = try await bus.wait(Self.app, "\(travel.title), story 1 of")
    // Twice the story's duration: story 1 stays, its bar full and still.
    let moved = await Self.appears("\(travel.title), story 2 of", within: 2 * Self.storySeconds, on: bus)
    #expect(!moved, "a self-paced story does not move on by itself")
    // Settled: the bar full (a moving bar of a 2 s story never looks the same 200 ms apart) and
    // the picture faded in.
    let held = try await preview.settledScreenshot("a11y-pace-1-held", in: Self.progressBand)
    try await Task.sleep(for: .seconds(Self.storySeconds))
    let later = try await preview.screenshot("a11y-pace-2-later")
    #expect(
      PreviewWindow.difference(held, later, in: Self.progressBand, threshold: 4) == 0,
      "the progress holds")
    #expect(await Self.appears("\(travel.title), story 1 of", within: 1, on: bus))

    // Next, as a screen reader's action, still moves on.
    try await bus.perform("storykit.next-story", on: "\(travel.title), story 1 of", in: Self.app)
    let next = try await bus.wait(Self.app, "\(travel.title), story 2 of")
    #expect(next.name == "\(travel.title), story 2 of \(travel.count)")
  }

  @Test func aScreenReaderOnTheBusMakesStoriesWaitAndHearsEachStory() async throws {
    let running = try await PreviewAccessibilityTests.openDemo(edit: Self.shortTravelStories)
    defer { running.stop() }
    let (session, bus, preview) = (running.session, running.bus, running.preview)
    let travel = try Self.travel(running)
    let cells = await PreviewAccessibilityTests.visibleCells(
      of: try PreviewEndToEndTests.decoded(running.folder))
    try #require(cells.count >= 2)
    _ = try await bus.wait(Self.app, cells[1].label)

    // The screen reader comes on while the window runs; the pointer opens the second group.
    try await bus.setScreenReaderEnabled(true)
    let cell = cells[1].frame
    try await session.click(preview.window, x: Int(cell.midX), y: Int(cell.midY))
    // Focus went to the player's title without a key: a screen reader speaks it, and each
    // story's name as it changes.
    let title = try await bus.waitFocused(Self.app, "\(travel.title), story 1 of")
    #expect(title.name == "\(travel.title), story 1 of \(travel.count)")
    let moved = await Self.appears("\(travel.title), story 2 of", within: 2 * Self.storySeconds, on: bus)
    #expect(!moved, "while a screen reader runs, a story waits for the user")
    _ = try await preview.screenshot("a11y-reader-1-held")

    try await bus.perform("storykit.next-story", on: "\(travel.title), story 1 of", in: Self.app)
    let second = try await bus.waitFocused(Self.app, "\(travel.title), story 2 of")
    #expect(second.name == "\(travel.title), story 2 of \(travel.count)", "the focused node is renamed")

    // The screen reader goes away: the held story, long over, moves on by itself.
    try await bus.setScreenReaderEnabled(false)
    try await bus.waitGone(Self.app, "\(travel.title), story")
  }

  @Test func pauseStopsTheProgressBetweenTwoScreenshots() async throws {
    let running = try await PreviewAccessibilityTests.openDemo()
    defer { running.stop() }
    let (bus, preview) = (running.bus, running.preview)
    let travel = try Self.travel(running)
    let cells = await PreviewAccessibilityTests.visibleCells(
      of: try PreviewEndToEndTests.decoded(running.folder))
    try #require(cells.count >= 2)
    try await bus.perform("click", on: cells[1].label, in: Self.app)
    let story = "\(travel.title), story 1 of"
    _ = try await bus.wait(Self.app, story)

    // Playing, the bar grows (the stories here last two minutes: a few pixels a second).
    let first = try await preview.screenshot("a11y-pause-1-playing")
    let grown = try await preview.screenshot("a11y-pause-2-grown", within: 20) {
      PreviewWindow.difference(first, $0, in: Self.progressBand, threshold: 4) > 0
    }
    #expect(PreviewWindow.difference(first, grown, in: Self.progressBand, threshold: 4) > 0, "it plays")

    // Paused, as a screen reader's action: the action turns into Resume, and the bar stops.
    try await bus.perform("storykit.pause", on: story, in: Self.app)
    let node = try await bus.settle(Self.app, story) { node, _ in node.actions.contains("storykit.resume") }
    #expect(node.actions.contains("storykit.resume"), "\(node.actions)")
    let paused = try await preview.settledScreenshot("a11y-pause-3-paused", in: Self.progressBand)
    try await Task.sleep(for: .seconds(2))
    let still = try await preview.screenshot("a11y-pause-4-still")
    #expect(
      PreviewWindow.difference(paused, still, in: Self.progressBand, threshold: 4) == 0,
      "no progress while paused")
  }
}
