import Foundation
import StoryKit
import StoryKitCairo
import StoryKitExamples
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

/// Pixel snapshots of every ``ExampleCatalog`` scene, one test case per scene, in every variant.
///
/// References: `__Snapshots__/ExampleSnapshotTests/<scene>.<variant>.png`, the scene's name in
/// lower camel case (`label-scripts` → `labelScripts.light.png`). A scene added to the catalog
/// is a new case here; its references are recorded on its first run (look at them, then commit).
@MainActor
@Suite struct ExampleSnapshotTests {
  @Test(arguments: await ExampleSnapshots.scenes)
  func snapshot(_ scene: ExampleScene) async {
    await assertSnapshot(
      size: scene.size, scale: 2, variants: SnapshotVariant.allCases,
      function: ExampleSnapshots.referenceName(forScene: scene.name)
    ) {
      scene.make()
    }
  }

  @Test func theCatalogIncludesTheImageScenesAndNamesAreUnique() {
    #expect(ExampleSnapshots.image != nil, "the sample image decodes, so the image scenes are snapshotted")
    let names = ExampleSnapshots.scenes.map { ExampleSnapshots.referenceName(forScene: $0.name) }
    #expect(Set(names).count == names.count, "reference names are unique")
    #expect(ExampleSnapshots.scenes.count == ExampleCatalog.all.count + ExampleCatalog.imageSceneNames.count)
  }

  /// A reference left behind by a renamed or removed scene would never be compared again.
  @Test func everyReferenceBelongsToASceneVariant() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/ExampleSnapshotTests")
    let expected = Set(
      ExampleSnapshots.scenes.flatMap { scene in
        SnapshotVariant.allCases.map {
          "\(ExampleSnapshots.referenceName(forScene: scene.name)).\($0.rawValue).png"
        }
      })
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(files.subtracting(expected).sorted() == [], "references without a scene")
  }
}

/// The example scenes and the image they show.
@MainActor
enum ExampleSnapshots {
  /// The example image, decoded from ``SampleImage``'s pixels by StoryKitCairo.
  static let image: CairoImage? = {
    let pixels = PixelBuffer(
      width: SampleImage.pixelWidth, height: SampleImage.pixelHeight, rgba: SampleImage.rgba())
    return try? ImageDecoder().decode(Data(pixels.pngData()), scale: SampleImage.scale)
  }()

  /// Every catalog scene, the image scenes showing ``image``.
  static var scenes: [ExampleScene] {
    if let image { return ExampleCatalog.all(image: image) }
    return ExampleCatalog.all
  }

  /// The name of a scene's references: `label-scripts` → `labelScripts`.
  nonisolated static func referenceName(forScene name: String) -> String {
    let words = name.split(separator: "-").map(String.init)
    guard let first = words.first else { return name }
    return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

extension ExampleScene: CustomTestStringConvertible {
  /// The scene's name, so each test case is listed by it.
  public var testDescription: String { name }
}
