import Foundation
import StoryKit
import StoryKitCairo
import StoryKitExamples
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

/// Looks up example scenes for the snapshot tests and snapshots them.
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

  /// The test function name that snapshots a scene: `label-scripts` → `labelScripts`.
  nonisolated static func testName(forScene name: String) -> String {
    let words = name.split(separator: "-").map(String.init)
    guard let first = words.first else { return name }
    return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

/// Snapshots the catalog scene `name` at scale 2 in every variant. Call it from a test named after
/// the scene (`label-scripts` from `labelScripts()`), so references and scenes share names.
@MainActor
func assertExampleSnapshot(
  _ name: String, filePath: String = #filePath, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let expectedFunction = ExampleSnapshots.testName(forScene: name)
  #expect(
    function.hasPrefix(expectedFunction + "("),
    "snapshot scene \(name) from a test named \(expectedFunction)()",
    sourceLocation: sourceLocation)
  if ExampleCatalog.imageSceneNames.contains(name) {
    #expect(ExampleSnapshots.image != nil, "the sample image decodes", sourceLocation: sourceLocation)
  }
  guard let scene = ExampleSnapshots.scenes.first(where: { $0.name == name }) else {
    Issue.record("no catalog scene is named \(name)", sourceLocation: sourceLocation)
    return
  }
  assertSnapshot(
    size: scene.size, scale: 2, variants: SnapshotVariant.allCases, filePath: filePath, function: function,
    sourceLocation: sourceLocation
  ) {
    scene.make()
  }
}
