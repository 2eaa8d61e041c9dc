import Foundation

/// Where a tap, a button or a swipe-up leads: a URL (often an app deep link) and a free-form payload,
/// both handed to the app's action callback.
public struct ContentAction: Sendable, Hashable {
  /// The destination.
  public var url: URL
  /// Extra data for the app, as the server sent it.
  public var payload: JSONObject

  /// Creates an action.
  public init(url: URL, payload: JSONObject = [:]) {
    self.url = url
    self.payload = payload
  }
}
