import Foundation

/// Why a ``VideoPlayer`` could not play a video.
public enum VideoPlayerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No file at the file URL.
  case noSuchFile(URL)
  /// The URL's scheme is not one the player reads (file, http, https).
  case unsupportedURL(URL)
  /// The server answered with an HTTP error status (404, 500…).
  case httpStatus(Int, URL)
  /// The container or codec is not one the player decodes; `detail` names what was found.
  case unsupportedFormat(detail: String)
  /// The bytes are damaged or cut short where the player could not go on; `detail` says where.
  case corruptStream(detail: String)
  /// No data arrived for longer than the timeout, in seconds.
  case stalled(timeout: Double)
  /// Anything else, with the decoder's message.
  case other(message: String)

  public var description: String {
    switch self {
    case .noSuchFile(let url): "expected a video file at \(url.path), found none"
    case .unsupportedURL(let url): "expected a file, http or https URL, found \(url.absoluteString)"
    case .httpStatus(let status, let url): "expected a video from \(url.absoluteString), found HTTP \(status)"
    case .unsupportedFormat(let detail): "expected a video format the player decodes, found \(detail)"
    case .corruptStream(let detail): "expected an intact video stream, found a damaged one: \(detail)"
    case .stalled(let timeout): "expected video data within \(timeout) s, found none"
    case .other(let message): message
    }
  }
}
