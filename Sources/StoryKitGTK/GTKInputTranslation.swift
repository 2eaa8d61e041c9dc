import CGtk4
import StoryKitUI

/// GDK's input values turned into StoryKit's event model: pure functions, one per kind of input,
/// that ``GTKHostView`` calls from its event controllers.
///
/// ```swift
/// GTKInputTranslation.pointerPhase(of: GDK_BUTTON_PRESS, button: 1, isPointerDown: false)  // .down
/// GTKInputTranslation.key(forKeyval: 0xff1b)  // .escape (GDK_KEY_Escape)
/// GTKInputTranslation.scrollDelta(dx: 0, dy: 1, unit: GDK_SCROLL_UNIT_WHEEL)  // 48 pt down
/// ```
public enum GTKInputTranslation {
  /// Points a wheel moves the content per notch (GDK reports wheels in notches, touchpads in
  /// pixels).
  public static let wheelStep = 48.0

  /// The phase of a pointer event, or `nil` for events the host does not pass on.
  ///
  /// The primary button (1) goes down and up; other buttons are ignored. Motion counts only while
  /// a pointer is down (hovering is not part of a sequence). Touches map one to one.
  /// - Parameters:
  ///   - type: `gdk_event_get_event_type`.
  ///   - button: `gdk_button_event_get_button` for button events (ignored otherwise).
  ///   - isPointerDown: Whether the host has a sequence under way.
  public static func pointerPhase(
    of type: GdkEventType, button: UInt32, isPointerDown: Bool
  )
    -> PointerEvent.Phase?
  {
    switch type {
    case GDK_BUTTON_PRESS: return button == 1 ? .down : nil
    case GDK_BUTTON_RELEASE: return button == 1 && isPointerDown ? .up : nil
    case GDK_MOTION_NOTIFY: return isPointerDown ? .move : nil
    case GDK_TOUCH_BEGIN: return .down
    case GDK_TOUCH_UPDATE: return .move
    case GDK_TOUCH_END: return .up
    case GDK_TOUCH_CANCEL: return .cancel
    default: return nil
    }
  }

  /// The StoryKit key for a GDK key value (arrows and the keypad's arrows, space, Return and the
  /// keypad's Enter, Escape), any other key that types a character as
  /// ``KeyEvent/Key/character(_:)``, or `nil` (Shift alone, function keys).
  /// - Parameter keyval: The `GDK_KEY_…` value of `key-pressed` / `key-released`.
  public static func key(forKeyval keyval: UInt32) -> KeyEvent.Key? {
    switch keyval {
    case 0xff51, 0xff96: return .left  // GDK_KEY_Left, GDK_KEY_KP_Left
    case 0xff53, 0xff98: return .right  // GDK_KEY_Right, GDK_KEY_KP_Right
    case 0xff52, 0xff97: return .up  // GDK_KEY_Up, GDK_KEY_KP_Up
    case 0xff54, 0xff99: return .down  // GDK_KEY_Down, GDK_KEY_KP_Down
    case 0x020, 0xff80: return .space  // GDK_KEY_space, GDK_KEY_KP_Space
    case 0xff0d, 0xff8d, 0xfe34: return .enter  // GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter
    case 0xff1b: return .escape  // GDK_KEY_Escape
    default:
      let scalar = gdk_keyval_to_unicode(keyval)
      // Control characters (Tab, Backspace, Delete) are not characters a command matches on.
      guard scalar >= 0x20, scalar != 0x7f, let unicode = Unicode.Scalar(scalar) else { return nil }
      return .character(Character(unicode))
    }
  }

  /// A key press or release as a ``KeyEvent``, or `nil` for keys StoryKit has no name for.
  /// - Parameters:
  ///   - keyval: The `GDK_KEY_…` value.
  ///   - modifiers: The modifier state; Shift sets ``KeyEvent/isShiftDown``.
  ///   - phase: Pressed or released.
  ///   - time: When, on the tree's clock.
  public static func keyEvent(
    keyval: UInt32, modifiers: GdkModifierType, phase: KeyEvent.Phase, time: Double
  ) -> KeyEvent? {
    guard let key = key(forKeyval: keyval) else { return nil }
    let isShiftDown = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
    return KeyEvent(key, phase: phase, time: time, isShiftDown: isShiftDown)
  }

  /// A scroll's movement in points: wheel notches times ``wheelStep``, touchpad pixels as they
  /// are (GTK's logical pixels are points). Positive `x` is rightwards, positive `y` downwards,
  /// as ``ScrollWheelHandling/scrollWheel(by:)`` expects. Non-finite values count as 0.
  /// - Parameters:
  ///   - dx: The scroll controller's horizontal delta.
  ///   - dy: The scroll controller's vertical delta.
  ///   - unit: `gtk_event_controller_scroll_get_unit` for the event.
  public static func scrollDelta(dx: Double, dy: Double, unit: GdkScrollUnit) -> Point {
    let factor = unit == GDK_SCROLL_UNIT_WHEEL ? wheelStep : 1
    return Point(x: dx.isFinite ? dx * factor : 0, y: dy.isFinite ? dy * factor : 0)
  }
}
