import CGStreamer
import Foundation
import StoryKitUI
import Testing

@testable import StoryKitGStreamer

/// GStreamer's error codes map onto the typed errors.
@Suite("GStreamer errors")
struct GStreamerErrorDetailsTests {
  private let file = URL(fileURLWithPath: "/tmp/storykit-video.webm")
  private let web = URL(string: "https://example.com/video.webm")

  private func details(_ domain: GQuark, _ code: UInt32, debug: String = "") -> GStreamerErrorDetails {
    GStreamerErrorDetails(
      domain: domain, code: gint(code), message: "message", debug: debug, source: "source")
  }

  @Test("not found: noSuchFile for a file, the HTTP status for a web URL")
  func notFound() throws {
    let web = try #require(web)
    let notFound = details(gst_resource_error_quark(), GST_RESOURCE_ERROR_NOT_FOUND.rawValue)
    #expect(notFound.playerError(for: file) == .noSuchFile(file))
    #expect(notFound.playerError(for: web) == .httpStatus(404, web))
    let forbidden = details(
      gst_resource_error_quark(), GST_RESOURCE_ERROR_OPEN_READ.rawValue,
      debug: "Forbidden (403), URL: https://example.com/video.webm")
    #expect(forbidden.playerError(for: web) == .httpStatus(403, web))
  }

  @Test("missing codecs are unsupportedFormat, damaged data is corruptStream")
  func streamErrors() {
    for code in [
      GST_STREAM_ERROR_TYPE_NOT_FOUND, GST_STREAM_ERROR_CODEC_NOT_FOUND, GST_STREAM_ERROR_WRONG_TYPE,
    ] {
      #expect(
        details(gst_stream_error_quark(), code.rawValue).playerError(for: file)
          == .unsupportedFormat(detail: "message (source)"))
    }
    for code in [GST_STREAM_ERROR_DECODE, GST_STREAM_ERROR_DEMUX, GST_STREAM_ERROR_FORMAT] {
      #expect(
        details(gst_stream_error_quark(), code.rawValue).playerError(for: file)
          == .corruptStream(detail: "message (source)"))
    }
    let missingPlugin = details(gst_core_error_quark(), GST_CORE_ERROR_MISSING_PLUGIN.rawValue)
    #expect(missingPlugin.playerError(for: file) == .unsupportedFormat(detail: "message (source)"))
    #expect(
      details(gst_library_error_quark(), 1).playerError(for: file) == .other(message: "message (source)"))
  }

  @Test("the HTTP status is read only from a parenthesised 4xx or 5xx")
  func httpStatusParsing() {
    #expect(details(0, 0, debug: "Not Found (404), URL: x").httpStatus == 404)
    #expect(details(0, 0, debug: "Bad Gateway (502)").httpStatus == 502)
    #expect(details(0, 0, debug: "(200) OK (12345) (40)").httpStatus == nil)
    #expect(details(0, 0, debug: "(").httpStatus == nil)
    #expect(details(0, 0, debug: "").httpStatus == nil)
  }
}
