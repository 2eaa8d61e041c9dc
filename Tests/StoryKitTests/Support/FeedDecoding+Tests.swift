import Foundation
import StoryKit

extension FeedDecoder {
  /// Decodes a JSON string, as tests write documents inline.
  func decode(_ json: String) -> FeedDecodingResult {
    decode(Data(json.utf8))
  }
}

extension FeedDecodingResult {
  /// The diagnostics as `severity code path` triples, for compact assertions.
  var triples: [String] {
    diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue) \($0.path)" }
  }

  /// Whether a diagnostic with this code sits at this path.
  func has(_ code: Diagnostic.Code, at path: String, severity: Diagnostic.Severity? = nil) -> Bool {
    diagnostics.contains {
      $0.code == code && $0.path.description == path && (severity == nil || $0.severity == severity)
    }
  }

  /// The message of the first diagnostic at `path`.
  func message(at path: String) -> String? {
    diagnostics.first { $0.path.description == path }?.message
  }
}
