import Foundation
import StoryKitExamples
import StoryKitSnapshotTesting
import Testing

/// Every catalog scene has a snapshot test and references, and every snapshot test has a scene.
@MainActor
@Suite struct SnapshotCoverageTests {
  /// The snapshot test files beside this one.
  private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func everySceneHasASnapshotTestAndEveryTestASceneOfItsName() throws {
    let scenes = ExampleSnapshots.scenes.map { ExampleSnapshots.testName(forScene: $0.name) }
    #expect(Set(scenes).count == scenes.count, "scene names are unique")
    #expect(ExampleSnapshots.scenes.count == ExampleCatalog.all.count + ExampleCatalog.imageSceneNames.count)
    let tests = try snapshotTestNames()
    #expect(Set(scenes).subtracting(tests).sorted() == [], "scenes without a snapshot test")
    #expect(tests.subtracting(scenes).sorted() == [], "snapshot tests without a scene")
  }

  @Test func everySceneHasAReferenceForEveryVariant() throws {
    let references = folder.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    var recorded: Set<String> = []
    for directory in try FileManager.default.contentsOfDirectory(atPath: references.path) {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: references.appendingPathComponent(directory).path)
      recorded.formUnion(files)
    }
    for scene in ExampleSnapshots.scenes {
      for variant in SnapshotVariant.allCases {
        let file = "\(ExampleSnapshots.testName(forScene: scene.name)).\(variant.rawValue).png"
        #expect(recorded.contains(file), "\(scene.name) has a \(variant.rawValue) reference")
      }
    }
  }

  /// The names of the `@Test` functions that call `assertExampleSnapshot`, read from the sources.
  private func snapshotTestNames() throws -> Set<String> {
    var names: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".swift") {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in source.split(separator: "\n") where line.contains("assertExampleSnapshot(\"") {
        guard let range = line.range(of: "@Test func "),
          let end = line[range.upperBound...].firstIndex(of: "(")
        else { continue }
        names.insert(String(line[range.upperBound..<end]))
      }
    }
    return names
  }
}
