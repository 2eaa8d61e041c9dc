import Foundation

/// A still image shown as a story's media.
public struct ImageMedia: Sendable, Hashable {
  /// The image file.
  public var url: URL {
    get { storedURL.url }
    set { storedURL = StoredURL(newValue) }
  }
  // The URL as the decoder checked it: see `StoredURL`.
  var storedURL: StoredURL

  /// An image at `url`.
  public init(url: URL) {
    storedURL = StoredURL(url)
  }

  /// An image whose URL the decoder has checked.
  init(storedURL: StoredURL) {
    self.storedURL = storedURL
  }
}
