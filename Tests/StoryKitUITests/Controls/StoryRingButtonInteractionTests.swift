import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct StoryRingButtonInteractionTests {
  /// A 200 × 200 root with a 64 pt button at (20, 20), prepared and laid out.
  private func makeHostedButton() -> (host: View, button: StoryRingButton) {
    let host = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let button = StoryRingButton(frame: Rect(x: 20, y: 20, width: 64, height: 64))
    button.content = .init(display: .unseen, image: RingFixtures.avatar)
    host.addSubview(button)
    host.layoutIfNeeded()
    return (host, button)
  }

  // MARK: - Content

  /// Counts how often the button shows its content.
  private final class CountingButton: StoryRingButton {
    var updates = 0
    override func updateContent() {
      super.updateContent()
      updates += 1
    }
  }

  @Test func settingEqualContentDoesNothing() {
    let button = CountingButton(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    button.content = .init(display: .unseen, image: RingFixtures.avatar)
    button.layoutIfNeeded()
    #expect(button.updates == 1)
    button.content = .init(display: .unseen, image: RingFixtures.avatar)
    #expect(button.updates == 1, "equal content: no update")
    button.content = .init(display: .seen, image: RingFixtures.avatar)
    #expect(button.updates == 2, "changed content updates once")
    button.content = nil
    #expect(button.updates == 3)
  }

  // MARK: - Callbacks

  @Test func tapCallsBackWithTheSender() {
    let (host, button) = makeHostedButton()
    var senders: [StoryRingButton] = []
    button.onTap = { senders.append($0) }
    button.onLongPress = { _ in Issue.record("a tap is not a long press") }
    let dispatcher = PointerDispatcher(root: host)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 50, y: 50), time: 0))
    #expect(dispatcher.hitView() === button, "the picture and badge do not take the pointer")
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 51, y: 50), time: 0.1))
    #expect(senders.count == 1)
    #expect(senders.first === button)
  }

  @Test func tapOnTheBadgeStillTapsTheButton() {
    let (host, button) = makeHostedButton()
    button.content?.display = .status(.color(RingFixtures.green))
    host.layoutIfNeeded()
    var taps = 0
    button.onTap = { _ in taps += 1 }
    let dispatcher = PointerDispatcher(root: host)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 80, y: 80), time: 0))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 80, y: 80), time: 0.1))
    #expect(taps == 1)
  }

  @Test func longPressCallsBackOnceWhenItBegins() {
    let (host, button) = makeHostedButton()
    var senders: [StoryRingButton] = []
    button.onLongPress = { senders.append($0) }
    button.onTap = { _ in Issue.record("a long press is not a tap") }
    let dispatcher = PointerDispatcher(root: host)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 50, y: 50), time: 1))
    dispatcher.advanceTime(to: 1.4)
    #expect(senders.isEmpty, "not yet")
    dispatcher.advanceTime(to: 1.6)
    #expect(senders.count == 1)
    #expect(senders.first === button)
    dispatcher.dispatch(PointerEvent(.move, at: Point(x: 60, y: 50), time: 1.7))
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 60, y: 50), time: 1.8))
    #expect(senders.count == 1, "changed and ended do not call again")
  }

  @Test func pointersOutsideTheButtonDoNothing() {
    let (host, button) = makeHostedButton()
    var calls = 0
    button.onTap = { _ in calls += 1 }
    button.onLongPress = { _ in calls += 1 }
    let dispatcher = PointerDispatcher(root: host)
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
    dispatcher.advanceTime(to: 1)
    dispatcher.dispatch(PointerEvent(.up, at: Point(x: 150, y: 150), time: 1.1))
    #expect(calls == 0)
  }

  @Test func recognizersAreAttachedOnceAndAdjustable() {
    let (_, button) = makeHostedButton()
    #expect(button.gestureRecognizers.count == 2)
    #expect(button.gestureRecognizers.contains { $0 === button.tapRecognizer })
    #expect(button.gestureRecognizers.contains { $0 === button.longPressRecognizer })
    button.longPressRecognizer.minimumPressDuration = 0.2
    #expect(button.longPressRecognizer.minimumPressDuration == 0.2)
  }

  // MARK: - Accessibility

  @Test func isOneButtonElementWithALabelAndAValueByDisplayType() {
    let (host, button) = makeHostedButton()
    button.accessibilityLabel = "Anna's story"
    let elements = host.accessibilityElements()
    #expect(elements.count == 1, "the picture and badge are part of the button")
    #expect(elements.first?.traits == .button)
    #expect(elements.first?.label == "Anna's story")
    #expect(elements.first?.value == "new story")
    #expect(elements.first?.frame == Rect(x: 20, y: 20, width: 64, height: 64))
    let expected: [(StoryRingButton.DisplayType, String?)] = [
      (.seen, "seen"), (.unseen, "new story"), (.status(.color(RingFixtures.green)), nil), (.none, nil),
    ]
    for (display, value) in expected {
      button.content?.display = display
      #expect(button.accessibilityValue == value, "\(display)")
    }
  }

  @Test func aValueSetByTheAppWins() {
    let (_, button) = makeHostedButton()
    button.accessibilityValue = "3 new stories"
    #expect(button.accessibilityValue == "3 new stories")
    button.content?.display = .seen
    #expect(button.accessibilityValue == "3 new stories")
    button.accessibilityValue = nil
    #expect(button.accessibilityValue == "seen", "back to the display type's")
  }

  // MARK: - Shape

  @Test func nonSquareFrameDrawsInTheCentredSquareAndWarnsOncePerButton() {
    let button = makeRingButton(side: 64, content: .init(display: .unseen))
    let (canvas, first) = StoryKitLog.collectingWarnings { () -> RecordingCanvas in
      #expect(StoryKitLog.collectingWarnings { recordRing(button) }.warnings.isEmpty, "square: no warning")
      button.frame = Rect(x: 0, y: 0, width: 100, height: 60)
      return recordRing(button)
    }
    #expect(first.count == 1)
    #expect(first.first?.contains("StoryRingButton") == true)
    #expect(first.first?.contains("100×60") == true)
    #expect(button.imageView.frame == Rect(x: 26, y: 6, width: 48, height: 48))
    #expect(button.ringGeometry.center == Point(x: 50, y: 30))
    #expect(ringStrokes(canvas, of: button).count == 1)
    let (_, again) = StoryKitLog.collectingWarnings {
      button.frame = Rect(x: 0, y: 0, width: 40, height: 90)
      _ = recordRing(button)
    }
    #expect(again.isEmpty, "once per button")
    #expect(button.imageView.frame == Rect(x: 6, y: 31, width: 28, height: 28))
    let (_, other) = StoryKitLog.collectingWarnings {
      let other = makeRingButton(side: 64)
      other.frame = Rect(x: 0, y: 0, width: 64, height: 30)
      other.layoutIfNeeded()
    }
    #expect(other.count == 1, "every button warns for itself")
  }

  @Test func degenerateFramesNeverCrash() {
    StoryKitLog.collectingWarnings {
      let button = makeRingButton(side: 0, content: .init(display: .status(.color(.black))))
      button.startAnimating()
      _ = recordRing(button)
      button.frame = Rect(x: 0, y: 0, width: 0, height: 50)
      _ = recordRing(button)
      #expect(button.imageView.frame.size == .zero)
      #expect(button.badgeView.frame.size == .zero)
    }
  }

  @Test func naturalSizeIsASquare() {
    let button = StoryRingButton()
    #expect(button.sizeThatFits(Size(width: 100, height: 60)) == Size(width: 60, height: 60))
    #expect(button.sizeThatFits(Size(width: .infinity, height: 50)) == Size(width: 50, height: 50))
    #expect(button.sizeThatFits(.unbounded) == Size(width: 64, height: 64))
  }
}
