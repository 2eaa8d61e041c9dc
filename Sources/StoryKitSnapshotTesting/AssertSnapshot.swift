import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// Renders a view in each variant and compares it with the reference PNGs beside the test.
///
/// The view is rendered on the main actor; reading its pixels and the reference, comparing and
/// writing PNGs run off it, so other tests render meanwhile.
///
/// References live at `Tests/<Target>/__Snapshots__/<TestFile>/<test>.<variant>.png`.
/// - A missing reference is recorded and reported as a test issue (look at it, then commit it).
/// - `STORYKIT_RECORD=1` re-records every reference on purpose.
/// - On a mismatch the actual image and a diff (red where pixels differ) are written to a
///   temporary folder and their paths are printed in the issue.
///
/// ```swift
/// @Test func roundedCard() async {
///   await assertSnapshot(size: Size(width: 120, height: 80)) { CardView() }
/// }
/// ```
///
/// - Parameters:
///   - size: The view's size in points.
///   - scale: Pixels per point.
///   - variants: The variants to render; each gets its own reference.
///   - name: A suffix that tells several snapshots in one test apart.
///   - background: The background; `nil` uses the variant's theme background.
///   - make: Builds the view; called once per variant, in a host whose appearance and direction
///     the variant sets.
@MainActor
public func assertSnapshot(
  size: Size, scale: Double = 2, variants: [SnapshotVariant] = SnapshotVariant.allCases,
  named name: String? = nil,
  background: Color? = nil, tolerance: SnapshotTolerance = SnapshotTolerance(), filePath: String = #filePath,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation, _ make: () -> View
) async {
  let location = SnapshotLocation(filePath: filePath, function: function, name: name)
  for variant in variants {
    let host = View(frame: Rect(origin: .zero, size: size))
    let appearance = variant.appearance()
    host.appearance = appearance
    host.layoutDirection = variant.layoutDirection
    host.textEngine = PangoTextEngine.shared
    let view = make()
    host.addSubview(view)
    view.pin()
    let bitmap = Bitmap(size: size, scale: scale, background: background ?? appearance.colors.background)
    bitmap.render(host)
    await check(
      RenderedPixels(bitmap), against: location.reference(for: variant), tolerance: tolerance,
      sourceLocation: sourceLocation)
  }
}

/// Renders a view tree as it is — its own appearance, direction and locale, no host around it —
/// at its frame's size, and compares it with one reference PNG beside the test:
/// `__Snapshots__/<TestFile>/<test>-<name>.png`. For a sheet of several app roots side by side
/// (light and dark, a widget in two states), each set up as an app sets it up.
///
/// ```swift
/// @Test func barInArabic() async {
///   let sheet = View(frame: Rect(x: 0, y: 0, width: 780, height: 130))
///   // … add app roots with their own appearance and locale …
///   await assertSnapshot(of: sheet, named: "ar")
/// }
/// ```
@MainActor
public func assertSnapshot(
  of view: View, scale: Double = 2, named name: String, background: Color? = nil,
  tolerance: SnapshotTolerance = SnapshotTolerance(), filePath: String = #filePath,
  function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let location = SnapshotLocation(filePath: filePath, function: function, name: name)
  let bitmap = Bitmap(
    size: view.frame.size, scale: scale, background: background ?? view.appearance.colors.background)
  bitmap.render(view)
  await check(
    RenderedPixels(bitmap), against: location.directory.appendingPathComponent(location.testName + ".png"),
    tolerance: tolerance, sourceLocation: sourceLocation)
}

/// A bitmap handed over after rendering: the main actor keeps no reference to it, so reading its
/// pixels on another thread races with nothing.
struct RenderedPixels: @unchecked Sendable {
  private let bitmap: Bitmap

  init(_ bitmap: Bitmap) {
    self.bitmap = bitmap
  }

  /// Straight RGBA, converted from Cairo's premultiplied pixels.
  var pixels: PixelBuffer { PixelBuffer(bitmap) }
}

/// Compares rendered pixels with a reference file, recording it when it is missing or when asked
/// to. Runs off the main actor: converting, decoding, comparing and encoding take most of a
/// snapshot's time.
@concurrent
func check(
  _ rendered: RenderedPixels, against reference: URL, tolerance: SnapshotTolerance,
  sourceLocation: SourceLocation
) async {
  let actual = rendered.pixels
  let isRecording = ProcessInfo.processInfo.environment["STORYKIT_RECORD"] == "1"
  let exists = FileManager.default.fileExists(atPath: reference.path)
  if isRecording || !exists {
    do {
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.pngData()).write(to: reference)
    } catch {
      Issue.record(
        "could not write the reference \(reference.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if !exists && !isRecording {
      Issue.record(
        "no reference snapshot existed; recorded \(reference.path) — look at it, then commit it",
        sourceLocation: sourceLocation)
    }
    return
  }
  let expected: PixelBuffer
  do {
    expected = PixelBuffer(try ImageDecoder().decode(contentsOf: reference))
  } catch {
    Issue.record(
      "the reference \(reference.path) could not be read: \(error)", sourceLocation: sourceLocation)
    return
  }
  let comparison = SnapshotComparison.compare(actual, expected, tolerance: tolerance)
  guard !comparison.matches(tolerance) else { return }
  let failures = FileManager.default.temporaryDirectory.appendingPathComponent("storykit-snapshot-failures")
  let stem = reference.deletingPathExtension().lastPathComponent
  let actualURL = failures.appendingPathComponent(stem + ".actual.png")
  let diffURL = failures.appendingPathComponent(stem + ".diff.png")
  try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
  try? Data(actual.pngData()).write(to: actualURL)
  try? Data(comparison.diff.pngData()).write(to: diffURL)
  let what =
    comparison.sizesMatch
    ? String(
      format: "%d of %d pixels differ (%.3f%%, allowed %.3f%%), largest channel difference %.2f",
      comparison.differingPixels, comparison.totalPixels, comparison.differingFraction * 100,
      tolerance.maxDifferingFraction * 100, comparison.maxDistance)
    : "sizes differ: \(actual.width)×\(actual.height) against \(expected.width)×\(expected.height)"
  Issue.record(
    "snapshot \(reference.lastPathComponent) does not match: \(what)\n  actual: \(actualURL.path)\n  diff: \(diffURL.path)\n  re-record on purpose with STORYKIT_RECORD=1",
    sourceLocation: sourceLocation)
}

/// Where a test's references live.
struct SnapshotLocation {
  let directory: URL
  let testName: String

  init(filePath: String, function: String, name: String?) {
    let file = URL(fileURLWithPath: filePath)
    var targetRoot = file.deletingLastPathComponent()
    // Tests/<Target>/maybe/nested/File.swift → Tests/<Target>
    while targetRoot.deletingLastPathComponent().lastPathComponent != "Tests",
      targetRoot.pathComponents.count > 2
    {
      targetRoot = targetRoot.deletingLastPathComponent()
    }
    directory = targetRoot.appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    let base = function.split(separator: "(").first.map(String.init) ?? function
    testName = name.map { base + "-" + $0 } ?? base
  }

  func reference(for variant: SnapshotVariant) -> URL {
    directory.appendingPathComponent("\(testName).\(variant.rawValue).png")
  }
}
