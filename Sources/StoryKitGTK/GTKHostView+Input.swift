import CGtk4
import StoryKitUI

/// Input: GTK's event controllers into StoryKit's pointer, scroll and key events.
extension GTKHostView {
  func installInputControllers() {
    let data = Unmanaged.passUnretained(self).toOpaque()
    // A legacy controller sees presses, motion and releases (and touches) as they come, with
    // their timestamps, where a click gesture would give up on a drag.
    let controllers: [(OpaquePointer?, [(String, GCallback)])] = [
      (gtk_event_controller_legacy_new(), [("event", unsafeBitCast(pointerEventThunk, to: GCallback.self))]),
      (
        gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES),
        [("scroll", unsafeBitCast(scrollThunk, to: GCallback.self))]
      ),
      (
        gtk_event_controller_key_new(),
        [
          ("key-pressed", unsafeBitCast(keyPressedThunk, to: GCallback.self)),
          ("key-released", unsafeBitCast(keyReleasedThunk, to: GCallback.self)),
        ]
      ),
      (gtk_event_controller_focus_new(), [("leave", unsafeBitCast(focusLeaveThunk, to: GCallback.self))]),
    ]
    for (index, (controller, signals)) in controllers.enumerated() {
      guard let controller else { continue }
      // Keys in the capture phase: the key commands decide before a focused proxy (a button
      // proxy would take Space, which means pause in the player).
      if index == 2 { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }
      for (signal, handler) in signals {
        g_signal_connect_data(
          UnsafeMutableRawPointer(controller), signal, handler, data, nil, GConnectFlags(0))
      }
      gtk_widget_add_controller(widget, controller)
    }
  }

  /// A pointer or touch event from the legacy controller; returns whether it was used.
  func handlePointerEvent(_ event: OpaquePointer) -> Bool {
    let type = gdk_event_get_event_type(event)
    var button: UInt32 = 0
    if type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE { button = gdk_button_event_get_button(event) }
    let pointerID = pointerID(of: event, type: type)
    let isDown = pointerDispatcher.activePointerIDs.contains(pointerID)
    guard let location = location(of: event) else { return false }
    if type == GDK_MOTION_NOTIFY { lastPointerLocation = location }
    guard let phase = GTKInputTranslation.pointerPhase(of: type, button: button, isPointerDown: isDown) else {
      return false
    }
    let now = root.clock.now
    let time = eventClock.time(ofEvent: gdk_event_get_time(event), now: now)
    lastPointerLocation = location
    lastPointerActivity = now
    if phase == .down { gtk_widget_grab_focus(widget) }
    pointerDispatcher.dispatch(PointerEvent(phase, at: location, time: time, pointerID: pointerID))
    startTicking()  // long presses need the clock while the pointer is down
    return true
  }

  /// The event's location in the widget's (and the root's) coordinates. Legacy events come in
  /// the surface's coordinates, which include the window's decorations.
  private func location(of event: OpaquePointer) -> Point? {
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(widget) else {
      return nil
    }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
    var widgetX = 0.0
    var widgetY = 0.0
    guard
      gtk_widget_translate_coordinates(nativeWidget, widget, x - surfaceX, y - surfaceY, &widgetX, &widgetY)
        != 0
    else { return nil }
    return Point(x: widgetX, y: widgetY)
  }

  /// The mouse is pointer 0; each touch sequence gets its own number.
  private func pointerID(of event: OpaquePointer, type: GdkEventType) -> Int {
    guard
      type == GDK_TOUCH_BEGIN || type == GDK_TOUCH_UPDATE || type == GDK_TOUCH_END
        || type == GDK_TOUCH_CANCEL,
      let sequence = gdk_event_get_event_sequence(event)
    else { return 0 }
    return Int(bitPattern: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(sequence))))
  }

  /// A wheel or touchpad scroll: offered to the scrollable views under the pointer, deepest first.
  func handleScroll(_ controller: OpaquePointer, dx: Double, dy: Double) -> Bool {
    let unit = gtk_event_controller_scroll_get_unit(controller)
    let delta = GTKInputTranslation.scrollDelta(dx: dx, dy: dy, unit: unit)
    let location = lastPointerLocation ?? Point(x: root.bounds.width / 2, y: root.bounds.height / 2)
    var view = root.hitTest(location)
    while let current = view {
      if let scrollable = current as? ScrollWheelHandling, scrollable.scrollWheel(by: delta) { return true }
      view = current.superview
    }
    return false
  }

  /// A key press or release, routed to ``keyCommands``; returns whether it was used. Return,
  /// Enter or Space that no command took activates the focused element.
  func handleKey(keyval: UInt32, modifiers: GdkModifierType, phase: KeyEvent.Phase) -> Bool {
    let now = root.clock.now
    if let keyCommands,
      let event = GTKInputTranslation.keyEvent(keyval: keyval, modifiers: modifiers, phase: phase, time: now),
      keyCommands.route(event)
    {
      return true
    }
    let activating = [UInt32(GDK_KEY_Return), UInt32(GDK_KEY_KP_Enter), UInt32(GDK_KEY_space)]
    guard activating.contains(keyval) else { return false }
    guard phase == .down else { return accessibilityBridge.focusedView != nil }
    return accessibilityBridge.activateFocused()
  }

  /// Focus went elsewhere: pointers that are down will not see their release.
  func focusLeft() {
    pointerDispatcher.cancelAll()
  }
}

private let pointerEventThunk: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = {
  _, event, data in
  let host = hostView(from: data)
  guard let event else { return 0 }
  let unchecked = MainThreadPointer(pointer: event)
  return MainActor.assumeIsolated { host?.handlePointerEvent(unchecked.pointer) ?? false } ? 1 : 0
}

private let scrollThunk: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = {
  controller, dx, dy, data in
  let host = hostView(from: data)
  guard let controller else { return 0 }
  let unchecked = MainThreadPointer(pointer: controller)
  return MainActor.assumeIsolated { host?.handleScroll(unchecked.pointer, dx: dx, dy: dy) ?? false } ? 1 : 0
}

private let keyPressedThunk:
  @convention(c) (OpaquePointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, modifiers, data in
    let host = hostView(from: data)
    return MainActor.assumeIsolated {
      host?.handleKey(keyval: keyval, modifiers: modifiers, phase: .down) ?? false
    }
      ? 1 : 0
  }

private let keyReleasedThunk:
  @convention(c) (OpaquePointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> Void = {
    _, keyval, _, modifiers, data in
    let host = hostView(from: data)
    MainActor.assumeIsolated { _ = host?.handleKey(keyval: keyval, modifiers: modifiers, phase: .up) }
  }

private let focusLeaveThunk: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.focusLeft() }
}
