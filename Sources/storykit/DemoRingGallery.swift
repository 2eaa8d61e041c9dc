import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The ring button gallery of `storykit demo`: every display type × colour type in one sheet, and
/// a few frames of the loading animation.
@MainActor
enum DemoRingGallery {
  static let displays: [(String, StoryRingButton.DisplayType)] = [
    ("seen", .seen), ("unseen", .unseen),
    ("status-colour", .status(.color(Color(red8: 0x34, green8: 0xC7, blue8: 0x59)))),
    ("none", .none),
  ]
  static let colorTypes: [(String, StoryRingButton.ColorType?)] = [
    ("table default", nil), ("default", .default), ("black", .black), ("clear", .clear),
    (
      "custom",
      .custom([Color(red8: 0x7B, green8: 0x2F, blue8: 0xF7), Color(red8: 0xF1, green8: 0x07, blue8: 0xA3)])
    ),
  ]

  /// Writes the sheet and the animation frames; returns the number of files that failed.
  static func write(into folder: URL) -> Int {
    var failures = 0
    let cell = 72.0
    let sheet = View(
      frame: Rect(x: 0, y: 0, width: cell * Double(colorTypes.count), height: cell * Double(displays.count)))
    for (row, display) in displays.enumerated() {
      for (column, colorType) in colorTypes.enumerated() {
        let button = StoryRingButton(
          frame: Rect(
            x: Double(column) * cell + 8, y: Double(row) * cell + 8, width: cell - 16, height: cell - 16))
        button.content = StoryRingButton.Content(display: display.1, colorType: colorType.1)
        sheet.addSubview(button)
      }
    }
    failures += save(sheet, scale: 2, name: "ring-button-display-x-colour", into: folder)
    let clock = ManualClock()
    let host = View(frame: Rect(x: 0, y: 0, width: 96, height: 96))
    host.clock = clock
    let button = StoryRingButton(frame: Rect(x: 8, y: 8, width: 80, height: 80))
    button.content = StoryRingButton.Content(display: .unseen)
    host.addSubview(button)
    host.prepareIfNeeded()
    button.startAnimating(speed: 0.5)
    for (index, time) in [0.0, 0.25, 0.5, 0.75].enumerated() {
      clock.set(to: time)
      failures += save(host, scale: 2, name: "ring-button-loading-frame-\(index)", into: folder)
    }
    return failures
  }

  private static func save(_ view: View, scale: Double, name: String, into folder: URL) -> Int {
    let start = ContinuousClock.now
    let bitmap = Bitmap(size: view.frame.size, scale: scale, background: .white)
    bitmap.render(view)
    let elapsed = DemoCommand.milliseconds(ContinuousClock.now - start)
    do {
      try bitmap.writePNG(to: folder.appendingPathComponent(name + ".png"))
      print(DemoCommand.fileLine(name + ".png", bitmap, milliseconds: elapsed))
      return 0
    } catch {
      print("  \(name).png: could not write: \(error.localizedDescription)")
      return 1
    }
  }
}
