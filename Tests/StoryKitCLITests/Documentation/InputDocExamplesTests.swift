import StoryKit
import StoryKitUI
import Testing

/// What docs/input.md says its examples do.
@MainActor
@Suite struct InputDocExamplesTests {
  @Test func aTapThenADragReachTheirRecognizers() {
    let swatch = tapThenDrag()
    #expect(swatch.taps == 1, "the drag fails the tap recognizer: one tap, not two")
    #expect(swatch.dragOffset == 80, "the pan's translation, in the swatch's coordinates")
    #expect(swatch.lastFlick == nil, "200 points a second is below the swipe velocity")
  }

  @Test func theKeyCommandsRunTheirClosures() {
    var log: [String] = []
    let keys = makeKeyCommands(onNext: { log.append("next") }, onClose: { log.append("close") })
    #expect(keys.route(KeyEvent(.right, phase: .down, time: 0)))
    #expect(keys.route(KeyEvent(.escape, phase: .down, time: 0.1)))
    #expect(!keys.route(KeyEvent(.left, phase: .down, time: 0.2)), "no command for the left arrow")
    #expect(log == ["next", "close"])
  }
}
