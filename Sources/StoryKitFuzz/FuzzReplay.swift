#if !FUZZING
  import Foundation
  import StoryKit

  /// Without libFuzzer (a plain `swift build`), the fuzz executable replays inputs: it runs one
  /// target over files and the files of folders, once each, so a crash found by fuzzing stays a
  /// regression test (`StoryKitFuzz <target> <file or folder>…`, exit 0 when every input
  /// returned, 2 for usage errors). `StoryKitFuzz --write-seeds <folder>` writes valid journal,
  /// cache and seen-store files as the SDK writes them, to seed the fuzzers.
  @main
  enum FuzzReplay {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if arguments.first == "--write-seeds", arguments.count == 2 {
        do {
          try FuzzEntryPoints.writeSeeds(to: URL(fileURLWithPath: arguments[1]))
          exit(0)
        } catch {
          FileHandle.standardError.write(
            Data("StoryKitFuzz: the seeds could not be written: \(error)\n".utf8))
          exit(1)
        }
      }
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("usage: StoryKitFuzz <\(names)> <file or folder>…\n".utf8))
        exit(2)
      }
      var count = 0
      for path in arguments.dropFirst() {
        for file in files(at: URL(fileURLWithPath: path)) {
          guard let data = try? Data(contentsOf: file) else { continue }
          target.run(data)
          count += 1
        }
      }
      print("replayed \(count) inputs through \(target.rawValue)")
    }

    /// The file itself, or a folder's regular files, sorted.
    static func files(at url: URL) -> [URL] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
      guard isDirectory.boolValue else { return [url] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().map { url.appendingPathComponent($0) }.filter { !$0.hasDirectoryPath }
    }
  }
#endif
