/// Where a view puts text for the user to paste elsewhere: the host's clipboard.
///
/// A promo code layer copies its code through the ``View/clipboard`` in effect. The GTK host sets
/// one that writes GTK 4's clipboard; an app on another platform sets its own on the root view
/// (UIKit's `UIPasteboard.general.string`), and tests set a recording fake.
///
/// ```swift
/// final class RecordingClipboard: ClipboardWriting {
///   var strings: [String] = []
///   func setString(_ string: String) { strings.append(string) }
/// }
/// root.clipboard = RecordingClipboard()
/// ```
///
/// Thread safety: called on the main actor.
@MainActor
public protocol ClipboardWriting: AnyObject {
  /// Replaces the clipboard's content with `string`.
  func setString(_ string: String)
}
