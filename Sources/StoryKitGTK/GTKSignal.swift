import CGtk4

/// `g_signal_connect`, which Swift does not import (it is a macro): a `@convention(c)` handler of
/// the signal's own signature, cast to `GCallback`.
@discardableResult
func connectSignal<Handler>(
  _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, _ data: UnsafeMutableRawPointer?
) -> gulong {
  g_signal_connect_data(
    instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(0))
}

/// The host a callback's user data points at (unretained: the widget keeps the host alive).
/// GTK calls back on the main thread, where callbacks then use it through
/// `MainActor.assumeIsolated`.
func hostView(from data: gpointer?) -> GTKHostView? {
  guard let data else { return nil }
  return Unmanaged<GTKHostView>.fromOpaque(data).takeUnretainedValue()
}

/// A C pointer carried into `MainActor.assumeIsolated` from a GTK callback, which GTK makes on
/// the main thread.
struct MainThreadPointer<Pointer>: @unchecked Sendable {
  let pointer: Pointer
}
