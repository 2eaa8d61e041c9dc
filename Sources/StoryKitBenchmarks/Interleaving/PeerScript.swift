import Foundation

/// What the benchmark peers share besides their process: finding a script (or another file of the
/// repository) and `python3`, and reading the `key=value` fields of a peer's line.
enum PeerScript {
  /// A file by its path in the repository: relative to the current directory, else to the source
  /// tree this module was built from.
  static func find(_ relativePath: String) -> URL? {
    let fileManager = FileManager.default
    let fromCurrent = URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent(
      relativePath)
    let fromSource = sourceRoot?.appendingPathComponent(relativePath)
    return [fromCurrent, fromSource].compactMap { $0 }.first { fileManager.fileExists(atPath: $0.path) }
  }

  /// The nearest folder above this source file that holds `Package.swift`: the repository.
  static let sourceRoot: URL? = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }()

  /// The first executable `name` on `PATH`.
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The `key=value` fields of one line; words without `=` are skipped.
  static func fields(of line: some StringProtocol) -> [String: String] {
    var fields: [String: String] = [:]
    for field in line.split(separator: " ") {
      guard let equals = field.firstIndex(of: "=") else { continue }
      fields[String(field[..<equals])] = String(field[field.index(after: equals)...])
    }
    return fields
  }
}
