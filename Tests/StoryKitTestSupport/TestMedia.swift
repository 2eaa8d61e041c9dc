import Foundation

/// The test videos, made once per test process by `scripts/make-test-videos` into
/// `.build/test-media` (no binary media is committed).
package enum TestMedia {
  package struct Failed: Error, CustomStringConvertible {
    package var description: String
  }

  private static let made = Task { () -> Result<URL, Failed> in
    let directory = Fixtures.url(".build/test-media")
    do {
      let output = try await ProcessRunner.run(
        Fixtures.url("scripts/make-test-videos"), [directory.path], in: Fixtures.root)
      guard output.status == 0 else {
        return .failure(
          Failed(description: "scripts/make-test-videos exited \(output.status): \(output.output)"))
      }
      return .success(directory)
    } catch {
      return .failure(Failed(description: "scripts/make-test-videos did not run: \(error)"))
    }
  }

  /// The URL of a test video (`clip-3s.webm`, `clip-1s.webm`, `clip-truncated.webm`,
  /// `clip-3s.mp4`, `clip-sound-1s.webm`), made first if needed.
  package static func url(_ name: String) async throws -> URL {
    try await made.value.get().appendingPathComponent(name)
  }
}
