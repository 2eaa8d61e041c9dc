import CGtk4
import StoryKitUI

/// The GTK host's ``StoryKitUI/ClipboardWriting``: GTK 4's clipboard of the default display
/// (`gdk_display_get_clipboard`, `gdk_clipboard_set_text`), so a promo code copied in
/// `storykit preview` pastes in any other application.
///
/// ``GTKHostView`` sets one on its root unless the app gave the root a clipboard of its own.
@MainActor
public final class GTKClipboard: ClipboardWriting {
  /// Creates a clipboard writer; GTK must be initialised before it writes.
  public init() {}

  /// Puts `string` on the display's clipboard; without a display (no GTK), does nothing.
  public func setString(_ string: String) {
    guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else {
      return
    }
    gdk_clipboard_set_text(clipboard, string)
  }
}
