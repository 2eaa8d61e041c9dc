import Foundation

/// Executables the package builds, found where `swift build` and `swift test` put them: the
/// products folder that also holds the test bundle.
package enum BuiltProducts {
  /// An executable that is missing, with where it was looked for.
  package struct Missing: Error, CustomStringConvertible {
    package var name: String
    package var searched: [String]

    package var description: String {
      "the executable \(name) was not found in the build products (looked in: "
        + searched.joined(separator: ", ") + "); build it with `swift build` (make test does)"
    }
  }

  /// The folders searched, in order: beside the running test bundle (its executable on Linux,
  /// inside `.xctest` on macOS), then the package's `.build/debug`.
  package static var folders: [URL] {
    var folders: [URL] = []
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    folders.append(bundle.deletingLastPathComponent())
    var folder = bundle
    while folder.pathComponents.count > 1 {
      if folder.pathExtension == "xctest" {
        folders.append(folder.deletingLastPathComponent())
        break
      }
      folder = folder.deletingLastPathComponent()
    }
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      folders.append(executable.deletingLastPathComponent())
    }
    folders.append(Fixtures.url(".build/debug"))
    var seen: Set<String> = []
    return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// The built executable `name`.
  package static func executable(named name: String) throws(Missing) -> URL {
    let candidates = folders.map { $0.appendingPathComponent(name) }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
      return found
    }
    throw Missing(name: name, searched: folders.map(\.path))
  }
}
