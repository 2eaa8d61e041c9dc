import Foundation

/// What the benchmark peers share: finding a script and `python3`, and reading the
/// `key=value` line a peer prints last.
enum PeerScript {
  /// A script by its path in the repository: relative to the current directory, else to the source
  /// tree this tool was built from.
  static func find(_ relativePath: String) -> URL? {
    let fileManager = FileManager.default
    let fromCurrent = URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent(
      relativePath)
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let fromSource = repository.appendingPathComponent(relativePath)
    return [fromCurrent, fromSource].first { fileManager.fileExists(atPath: $0.path) }
  }

  /// The first executable `name` on `PATH`.
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The `key=value` fields of the last line of `text` that has `key=`.
  static func lastFields(withKey key: String, in text: String) -> [String: String]? {
    for line in text.split(whereSeparator: \.isNewline).reversed() {
      var fields: [String: String] = [:]
      for field in line.split(separator: " ") {
        guard let equals = field.firstIndex(of: "=") else { continue }
        fields[String(field[..<equals])] = String(field[field.index(after: equals)...])
      }
      if fields[key] != nil { return fields }
    }
    return nil
  }
}
