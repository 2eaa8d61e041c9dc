import CGStreamer
import Foundation
import StoryKitUI

/// A GStreamer error message's parts, and the ``VideoPlayerError`` they mean.
struct GStreamerErrorDetails: Sendable, Equatable {
  /// The `GError` domain (a quark: resource, stream, core, library).
  var domain: GQuark
  /// The code within the domain.
  var code: gint
  /// The human-readable message.
  var message: String
  /// The element's debug text (for HTTP errors it holds the status).
  var debug: String
  /// The name of the element that posted it.
  var source: String

  /// The typed error: missing files, HTTP statuses, unsupported formats and damaged streams by
  /// their GStreamer codes, everything else as ``VideoPlayerError/other(message:)``.
  func playerError(for url: URL) -> VideoPlayerError {
    let isHTTP = url.scheme?.lowercased().hasPrefix("http") ?? false
    if domain == gst_resource_error_quark() {
      if isHTTP, let status = httpStatus { return .httpStatus(status, url) }
      switch code {
      case gint(GST_RESOURCE_ERROR_NOT_FOUND.rawValue):
        return url.isFileURL ? .noSuchFile(url) : .httpStatus(404, url)
      case gint(GST_RESOURCE_ERROR_OPEN_READ.rawValue) where url.isFileURL:
        return FileManager.default.fileExists(atPath: url.path) ? .other(message: summary) : .noSuchFile(url)
      default:
        return .other(message: summary)
      }
    }
    if domain == gst_stream_error_quark() {
      switch code {
      case gint(GST_STREAM_ERROR_TYPE_NOT_FOUND.rawValue), gint(GST_STREAM_ERROR_WRONG_TYPE.rawValue),
        gint(GST_STREAM_ERROR_CODEC_NOT_FOUND.rawValue), gint(GST_STREAM_ERROR_NOT_IMPLEMENTED.rawValue):
        return .unsupportedFormat(detail: summary)
      case gint(GST_STREAM_ERROR_DECODE.rawValue), gint(GST_STREAM_ERROR_DEMUX.rawValue),
        gint(GST_STREAM_ERROR_FORMAT.rawValue), gint(GST_STREAM_ERROR_FAILED.rawValue):
        return .corruptStream(detail: summary)
      default:
        return .other(message: summary)
      }
    }
    if domain == gst_core_error_quark(), code == gint(GST_CORE_ERROR_MISSING_PLUGIN.rawValue) {
      return .unsupportedFormat(detail: summary)
    }
    return .other(message: summary)
  }

  /// The message with the element that posted it.
  var summary: String {
    source.isEmpty ? message : "\(message) (\(source))"
  }

  /// An HTTP error status (400–599) named in the message or debug text, as souphttpsrc writes
  /// it: "Not Found (404)".
  var httpStatus: Int? {
    for text in [debug, message] {
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "(") {
        let digits = rest[rest.index(after: open)...].prefix(4)
        if digits.count == 4, digits.last == ")", let status = Int(digits.dropLast()),
          (400...599).contains(status)
        {
          return status
        }
        rest = rest[rest.index(after: open)...]
      }
    }
    return nil
  }
}
