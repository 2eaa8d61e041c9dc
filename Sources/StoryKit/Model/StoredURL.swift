import Foundation

/// A URL in the model, kept as the text the feed decoder checked and made into a `URL` only when
/// read.
///
/// Making a `Foundation.URL` parses its text again (RFC 3986) and allocates twice: about 0.5 µs on
/// Linux, a fifth of a whole feed decode when a feed holds three URLs per story. Most of those URLs
/// are never read (an app shows a few stories of a feed), so the decoder stores the bytes it has
/// already checked on their own (``URLBytes``) and the model's `URL` properties parse on access.
///
/// A value made from a `URL` (an app setting a model property) keeps its absolute string, so the
/// `URL` read back is absolute: a URL relative to a base comes back resolved. Two stored URLs are
/// equal when their absolute strings are.
struct StoredURL: Sendable, Hashable {
  /// The absolute string, which `URL(string:)` accepts.
  let absoluteString: String

  /// Keeps `url` by its absolute string (a URL relative to a base is kept resolved).
  init(_ url: URL) {
    absoluteString = url.absoluteString
  }

  /// Keeps `text`, which the caller has checked: an absolute URL whose every byte may stand in a
  /// URL as it is, so that `URL(string: text)` succeeds and gives `text` back.
  init(checkedText text: String) {
    absoluteString = text
  }

  /// The URL, parsed on each access.
  var url: URL {
    // The text is checked to parse: URLBytes keeps only shapes that `URL(string:)` accepts and
    // gives back unchanged (URLBytesTests and the feed fuzz target hold it to that), and a `URL`'s
    // own absolute string parses. Were it ever not, a placeholder that loads nothing stands in:
    // feed content never traps, in debug builds either.
    URL(string: absoluteString) ?? Self.placeholder
  }

  private static let placeholder = URL(fileURLWithPath: "/dev/null")
}

extension Optional where Wrapped == StoredURL {
  /// The URL, if there is one.
  var url: URL? { self?.url }
}
