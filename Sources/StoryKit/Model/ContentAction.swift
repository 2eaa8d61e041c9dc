import Foundation

/// Where a tap, a button or a swipe-up leads: a URL (often an app deep link) and a free-form payload,
/// both handed to the app's action callback.
public struct ContentAction: Sendable, Hashable {
  /// The destination.
  public var url: URL {
    get { storedURL.url }
    set { storedURL = StoredURL(newValue) }
  }
  var storedURL: StoredURL
  /// Extra data for the app, as the server sent it.
  public var payload: JSONObject

  /// Creates an action.
  public init(url: URL, payload: JSONObject = [:]) {
    self.init(storedURL: StoredURL(url), payload: payload)
  }

  /// An action whose URL the decoder has checked.
  init(storedURL: StoredURL, payload: JSONObject) {
    self.storedURL = storedURL
    self.payload = payload
  }
}
