import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitExamples
import StoryKitUI

/// `storykit render --examples <output-dir>` (dev mode): renders every ``ExampleCatalog`` scene
/// in the light, dark and right-to-left variants at scale 2, to
/// `<output-dir>/<scene>.<variant>.png`, and prints one line per file with its render time.
///
/// Each scene is drawn as the snapshot tests draw it: in a host view of the scene's size whose
/// appearance (theme) and layout direction the variant sets, with the Pango text engine, on the
/// theme's background. The scenes that show an image get ``SampleImage``'s pixels, decoded into a
/// `CairoImage`.
///
/// The render time covers building the view, layout and drawing into the bitmap; writing the PNG
/// is timed apart. The first file also pays for loading fonts.
enum RenderCommand {
  static let syntax = CommandSyntax(command: "render", options: ["--examples"])

  /// Reads the arguments after `render` (without `--widget`): the output directory.
  static func parse(_ arguments: [String]) throws(UsageError) -> URL {
    URL(fileURLWithPath: try syntax.parse(arguments).required("--examples"))
  }

  /// Renders every scene into `directory`; returns 0 when every file was written, 1 otherwise.
  @MainActor static func run(_ directory: URL) -> Int32 {
    renderExamples(to: directory)
  }

  /// The variants written for every scene, as the snapshot tests name them.
  enum Variant: String, CaseIterable {
    case light, dark, rtl

    /// The host's appearance: the default one in this variant's theme.
    @MainActor var appearance: Appearance {
      var appearance = Appearance.default
      appearance.theme = self == .dark ? .dark : .light
      return appearance
    }

    /// The host's layout direction.
    var layoutDirection: LayoutDirection { self == .rtl ? .rightToLeft : .leftToRight }
  }

  /// Pixels per point of every file.
  static let scale = 2.0

  @MainActor private static func renderExamples(to directory: URL) -> Int32 {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      printError("storykit render: could not create \(directory.path): \(error.localizedDescription)")
      return 1
    }
    let scenes: [ExampleScene]
    switch sampleImage() {
    case .success(let image):
      scenes = ExampleCatalog.all(image: image)
    case .failure(let error):
      printError("storykit render: note: the sample image could not be made (\(error)); image scenes skipped")
      scenes = ExampleCatalog.all
    }
    guard !scenes.isEmpty else {
      print("storykit render: the example catalog has no scenes; nothing written")
      return 0
    }
    let clock = ContinuousClock()
    var written = 0
    var failed = 0
    var totalRender = 0.0
    let started = clock.now
    for scene in scenes {
      for variant in Variant.allCases {
        let url = directory.appendingPathComponent("\(scene.name).\(variant.rawValue).png")
        let start = clock.now
        let bitmap = render(scene, variant)
        let rendered = clock.now
        do {
          try bitmap.writePNG(to: url)
        } catch {
          printError("storykit render: could not write \(url.path): \(error.localizedDescription)")
          failed += 1
          continue
        }
        let render = milliseconds(rendered - start)
        let png = milliseconds(clock.now - rendered)
        totalRender += render
        written += 1
        let pixels = "\(bitmap.pixelWidth)×\(bitmap.pixelHeight) px"
        print("\(url.path)  \(pixels)  render \(fixed(render)) ms  png \(fixed(png)) ms")
      }
    }
    let total = milliseconds(clock.now - started)
    print(
      "storykit render: \(written) files from \(scenes.count) scenes × \(Variant.allCases.count) variants "
        + "in \(fixed(total)) ms (render \(fixed(totalRender)) ms)"
        + (failed > 0 ? ", \(failed) not written" : ""))
    return failed == 0 ? 0 : 1
  }

  /// Draws one scene in one variant, as `assertSnapshot` does.
  @MainActor static func render(_ scene: ExampleScene, _ variant: Variant) -> Bitmap {
    let host = View(frame: Rect(origin: .zero, size: scene.size))
    let appearance = variant.appearance
    host.appearance = appearance
    host.layoutDirection = variant.layoutDirection
    let view = scene.make()
    host.addSubview(view)
    view.pin()
    let bitmap = Bitmap(size: scene.size, scale: scale, background: appearance.colors.background)
    bitmap.render(host)
    return bitmap
  }

  /// ``SampleImage``'s pixels as a `CairoImage` (through PNG, which keeps them exact).
  static func sampleImage() -> Result<CairoImage, ImageDecodingError> {
    let pixels = PixelBuffer(
      width: SampleImage.pixelWidth, height: SampleImage.pixelHeight, rgba: SampleImage.rgba())
    return Result { () throws(ImageDecodingError) -> CairoImage in
      try ImageDecoder().decode(Data(pixels.pngData()), scale: SampleImage.scale)
    }
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) + Double(attoseconds) / 1e18) * 1e3
  }

  private static func fixed(_ value: Double) -> String { String(format: "%.2f", value) }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
