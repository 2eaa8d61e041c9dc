import Foundation

/// What the benchmark peers share: finding a script and `python3`, and reading the
/// `key=value` line a peer prints last.
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

  /// Runs a peer script with `python3` and returns what it printed, or a sentence saying why not.
  /// Exit status 3 is the peers' convention for "the venv or its PyPI package could not be set up";
  /// `setupHint` names what that was.
  static func runPython(
    _ scriptPath: String, arguments: [String], peer: String, setupHint: String
  ) -> Result<String, PeerRunFailure> {
    guard let python = executable(named: "python3") else {
      return .failure(PeerRunFailure(note: "python3 was not found on PATH"))
    }
    guard let script = find(scriptPath) else {
      return .failure(PeerRunFailure(note: "\(scriptPath) was not found (run from the repository root)"))
    }
    let process = Process()
    process.executableURL = python
    process.arguments = [script.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return .failure(PeerRunFailure(note: "python3 could not be started: \(error.localizedDescription)"))
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard status == 0 else {
      let why = status == 3 && !setupHint.isEmpty ? " (\(setupHint))" : ""
      return .failure(PeerRunFailure(note: "the \(peer) peer exited with status \(status)\(why)"))
    }
    return .success(String(decoding: data, as: UTF8.self))
  }
}

/// Why a peer script produced no output to read.
struct PeerRunFailure: Error {
  /// A sentence for the table.
  var note: String
}
