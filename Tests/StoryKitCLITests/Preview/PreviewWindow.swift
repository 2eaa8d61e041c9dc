import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitTestSupport
import StoryKitUI

@testable import storykit

/// A running `storykit preview` on an ``XvfbSession``: its process, its window, and the pixel
/// comparisons the end-to-end tests make.
final class PreviewWindow: Sendable {
  let session: XvfbSession
  let process: ChildProcess
  let window: String
  let frameLog: URL
  /// The window as soon as `ready` was printed and the window found: what a script's screenshot
  /// at `ready` shows.
  let atReady: PixelBuffer
  let size = (width: 420, height: 760)

  private init(
    session: XvfbSession, process: ChildProcess, window: String, frameLog: URL, atReady: PixelBuffer
  ) {
    self.session = session
    self.process = process
    self.window = window
    self.frameLog = frameLog
    self.atReady = atReady
  }

  /// Starts the preview of `feed` (a path) and waits for its `ready` line and its window;
  /// `environment` (`NAME=value`) is added to the session's, and wins over it.
  static func open(
    _ feed: String, extra: [String] = [], environment: [String] = [], in session: XvfbSession
  ) async throws -> PreviewWindow {
    let frameLog = FileManager.default.temporaryDirectory.appendingPathComponent(
      "frames-\(UUID().uuidString).log")
    let process = try session.launch(
      try BuiltProducts.executable(named: "storykit"),
      ["preview", feed, "--width", "420", "--height", "760", "--frame-log", frameLog.path] + extra,
      extraEnvironment: environment, in: Fixtures.root)
    let ready = await ChildProcess.onOwnThread { () -> [String] in
      var lines: [String] = []
      while let line = process.readLine(seconds: 60) {
        lines.append(line)
        if line == "ready" { break }
      }
      return lines
    }
    guard ready.last == "ready" else {
      throw XvfbSession.Failure(
        description: "the preview never printed ready: \(ready.joined(separator: "\n"))")
    }
    let window = try await session.window(ofProcess: process.pid)
    let atReady = try await session.screenshot(of: window)
    return PreviewWindow(
      session: session, process: process, window: window, frameLog: frameLog, atReady: atReady)
  }

  /// A screenshot of the window; with `STORYKIT_E2E_SCREENSHOTS=<folder>` in the environment it
  /// is also written there as `<name>.png`, to look at.
  func screenshot(_ name: String = "screenshot") async throws -> PixelBuffer {
    let image = try await session.screenshot(of: window)
    if let folder = ProcessInfo.processInfo.environment["STORYKIT_E2E_SCREENSHOTS"] {
      try? Data(image.pngData()).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }
    return image
  }

  /// With `STORYKIT_E2E_SCREENSHOTS=<folder>`, writes `image` there as `<name>.png` (a render to
  /// look at beside the screenshots).
  static func keep(_ image: PixelBuffer, as name: String) {
    guard let folder = ProcessInfo.processInfo.environment["STORYKIT_E2E_SCREENSHOTS"] else { return }
    try? Data(image.pngData()).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
  }

  /// Takes screenshots until `done` says the window is there, for at most `seconds`.
  func screenshot(
    _ name: String, within seconds: Double, until done: (PixelBuffer) -> Bool
  ) async throws
    -> PixelBuffer
  {
    let deadline = Date().addingTimeInterval(seconds)
    var image = try await screenshot(name)
    while !done(image), Date() < deadline {
      try await Task.sleep(for: .milliseconds(100))
      image = try await screenshot(name)
    }
    return image
  }

  /// A screenshot once the window has settled in `region` (all of it when `nil`): two in a row,
  /// 200 ms apart, the same there (at most `seconds` of trying).
  func settledScreenshot(
    _ name: String, in region: Rect? = nil, within seconds: Double = 10
  ) async throws
    -> PixelBuffer
  {
    let deadline = Date().addingTimeInterval(seconds)
    var previous = try await screenshot(name)
    while Date() < deadline {
      try await Task.sleep(for: .milliseconds(200))
      let current = try await screenshot(name)
      if Self.difference(previous, current, in: region, threshold: 4) == 0 { return current }
      previous = current
    }
    return previous
  }

  /// The frames painted so far, as (frame, ms) from `--frame-log`.
  func frames() -> [(frame: Int, milliseconds: Double)] {
    let text = (try? String(contentsOf: frameLog, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 2, let frame = Int(parts[0]), let time = Double(parts[1]) else { return nil }
      return (frame, time)
    }
  }

  /// "N frames, D dropped at 60 Hz (P %)" for painted-frame times in milliseconds: an interval
  /// over 1.5 refresh intervals skipped its length in intervals, less one.
  static func droppedReport(_ times: [Double]) -> String {
    let interval = 1_000.0 / 60
    let dropped = zip(times, times.dropFirst()).reduce(0) { total, pair in
      let gap = pair.1 - pair.0
      return total + (gap > 1.5 * interval ? max(0, Int((gap / interval).rounded()) - 1) : 0)
    }
    let due = max(times.count - 1, 0) + dropped
    let share = due == 0 ? 0 : Double(dropped) / Double(due) * 100
    return "\(times.count) frames painted, \(dropped) dropped at 60 Hz (\(String(format: "%.1f", share)) %)"
  }

  /// Lines the preview printed since the last read (actions), waiting up to `seconds` for one.
  func nextLine(seconds: Double) async -> String? {
    await ChildProcess.onOwnThread { self.process.readLine(seconds: seconds) }
  }

  /// The frame of the bar's cell `index` in the window, as the preview lays the bar out.
  @MainActor
  static func cellFrame(_ index: Int, of feed: Feed) -> Rect? {
    laidOutBar(for: feed).visibleCells[index]?.frame
  }

  /// The feed's bar as the preview lays it out at the top of its 420 pt window.
  @MainActor
  static func laidOutBar(for feed: Feed) -> StoryBarView {
    var rendering = StoryBarRendering()
    rendering.width = 420
    let bar = rendering.makeBar(for: feed)
    let height = bar.fittingSize(for: Size(width: 420, height: .infinity)).height
    bar.frame = Rect(x: 0, y: 0, width: 420, height: height)
    bar.prepareIfNeeded()
    bar.layoutIfNeeded()
    return bar
  }

  /// The share of pixels in `region` (all of both when `nil`) that differ by more than
  /// `threshold` on any channel.
  static func difference(
    _ a: PixelBuffer, _ b: PixelBuffer, in region: Rect? = nil, threshold: Int = 24
  ) -> Double {
    let pixels = region.map {
      PixelDistances.Region(
        x: Int($0.minX)..<max(Int($0.minX), Int($0.maxX)), y: Int($0.minY)..<max(Int($0.minY), Int($0.maxY)))
    }
    let distances = PixelDistances(a, b, threshold: threshold, region: pixels, includesAlpha: false)
    guard distances.pixels > 0 else { return 1 }
    return Double(distances.differing) / Double(distances.pixels)
  }

  /// The ring at the top of a bar cell: going down the cell's middle column from its top, the
  /// first pixels that are not the white background, and of those the most colourful (the spread
  /// between the largest and smallest channel: 0 for grey).
  static func ring(
    in image: PixelBuffer, cell: Rect
  ) -> (
    pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), colourfulness: Int
  ) {
    let x = min(max(0, Int(cell.midX)), image.width - 1)
    var best = (pixel: image.pixel(x: x, y: 0), colourfulness: -1)
    var found = 0
    for y in max(0, Int(cell.minY))..<min(image.height, Int(cell.minY) + 40) {
      let p = image.pixel(x: x, y: y)
      let spread = Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue))
      guard found > 0 || min(p.red, p.green, p.blue) < 235 else { continue }
      found += 1
      if spread > best.colourfulness { best = (p, spread) }
      if found == 3 { break }
    }
    return best
  }

  /// The process's CPU time so far, in clock ticks (user + system, from `/proc/<pid>/stat`).
  func cpuTicks() -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process.pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14, stime 15 (1-based over the whole line).
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
  }
}
