import Foundation
import StoryKitCairo

/// The renders without a row's value, made once per widget, source, context and scene: most rows
/// of a widget share one, and a render is the suite's main cost.
@MainActor
enum MatrixBaselines {
  private static var outcomes: [String: MatrixOutcome] = [:]

  /// The baseline of `row` from `source` ("feed" or "app"), made by `render` the first time.
  static func outcome(
    _ row: StylingRow, source: String, render: () throws -> MatrixOutcome
  ) rethrows
    -> MatrixOutcome
  {
    let context = row.context.map { $0.feed.map { "\($0.path)=\($0.value)" }.joined(separator: ",") } ?? ""
    let key = "\(row.widget)|\(source)|\(context)|\(row.scene)"
    if let outcome = outcomes[key] { return outcome }
    let outcome = try render()
    outcomes[key] = outcome
    return outcome
  }

  /// Writes both renders when `STYLING_MATRIX_OUTPUT` names a folder (to look at the rows);
  /// returns where, for failure messages.
  static func save(
    _ row: StylingRow, way: String, _ baseline: PixelBuffer, _ styled: PixelBuffer
  ) throws -> String {
    guard let folder = ProcessInfo.processInfo.environment["STYLING_MATRIX_OUTPUT"] else {
      return "set STYLING_MATRIX_OUTPUT to a folder to keep the renders"
    }
    let name = "\(row.path) \(way)".replacingOccurrences(of: " ", with: "-")
    let base = URL(fileURLWithPath: folder).appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(baseline.pngData()).write(to: base.appendingPathExtension("without.png"))
    try Data(styled.pngData()).write(to: base.appendingPathExtension("with.png"))
    return "renders in \(base.path).{without,with}.png"
  }
}
