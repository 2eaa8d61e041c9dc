import CGtk4
import StoryKitGTK
import StoryKitUI
import Testing

/// GDK's values into StoryKit's events: no display needed.
@Suite struct GTKInputTranslationTests {
  @Test func thePrimaryButtonMakesASequence() {
    typealias Translation = GTKInputTranslation
    #expect(Translation.pointerPhase(of: GDK_BUTTON_PRESS, button: 1, isPointerDown: false) == .down)
    #expect(Translation.pointerPhase(of: GDK_MOTION_NOTIFY, button: 0, isPointerDown: true) == .move)
    #expect(Translation.pointerPhase(of: GDK_BUTTON_RELEASE, button: 1, isPointerDown: true) == .up)
  }

  @Test func hoversOtherButtonsAndStrayReleasesAreDropped() {
    typealias Translation = GTKInputTranslation
    #expect(Translation.pointerPhase(of: GDK_MOTION_NOTIFY, button: 0, isPointerDown: false) == nil)
    #expect(Translation.pointerPhase(of: GDK_BUTTON_PRESS, button: 3, isPointerDown: false) == nil)
    #expect(Translation.pointerPhase(of: GDK_BUTTON_RELEASE, button: 1, isPointerDown: false) == nil)
    #expect(Translation.pointerPhase(of: GDK_KEY_PRESS, button: 0, isPointerDown: true) == nil)
  }

  @Test func touchesMapOneToOne() {
    typealias Translation = GTKInputTranslation
    #expect(Translation.pointerPhase(of: GDK_TOUCH_BEGIN, button: 0, isPointerDown: false) == .down)
    #expect(Translation.pointerPhase(of: GDK_TOUCH_UPDATE, button: 0, isPointerDown: true) == .move)
    #expect(Translation.pointerPhase(of: GDK_TOUCH_END, button: 0, isPointerDown: true) == .up)
    #expect(Translation.pointerPhase(of: GDK_TOUCH_CANCEL, button: 0, isPointerDown: true) == .cancel)
  }

  @Test func thePlayersKeys() {
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Left)) == .left)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_KP_Right)) == .right)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Up)) == .up)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Down)) == .down)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_space)) == .space)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Return)) == .enter)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_KP_Enter)) == .enter)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Escape)) == .escape)
  }

  @Test func charactersAndKeysWithoutAName() {
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_q)) == .character("q"))
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Q)) == .character("Q"))
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Shift_L)) == nil)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_Tab)) == nil)
    #expect(GTKInputTranslation.key(forKeyval: UInt32(GDK_KEY_F5)) == nil)
  }

  @Test func shiftIsCarried() {
    let shifted = GTKInputTranslation.keyEvent(
      keyval: UInt32(GDK_KEY_Right), modifiers: GDK_SHIFT_MASK, phase: .down, time: 2)
    #expect(shifted == KeyEvent(.right, phase: .down, time: 2, isShiftDown: true))
    let plain = GTKInputTranslation.keyEvent(
      keyval: UInt32(GDK_KEY_Right), modifiers: GDK_CONTROL_MASK, phase: .up, time: 3)
    #expect(plain == KeyEvent(.right, phase: .up, time: 3, isShiftDown: false))
  }

  @Test func wheelNotchesAndTouchpadPixels() {
    let wheel = GTKInputTranslation.scrollDelta(dx: 0, dy: 2, unit: GDK_SCROLL_UNIT_WHEEL)
    #expect(wheel == Point(x: 0, y: 2 * GTKInputTranslation.wheelStep))
    let touchpad = GTKInputTranslation.scrollDelta(dx: -12.5, dy: 3, unit: GDK_SCROLL_UNIT_SURFACE)
    #expect(touchpad == Point(x: -12.5, y: 3))
    let broken = GTKInputTranslation.scrollDelta(dx: .nan, dy: .infinity, unit: GDK_SCROLL_UNIT_SURFACE)
    #expect(broken == Point(x: 0, y: 0))
  }
}
