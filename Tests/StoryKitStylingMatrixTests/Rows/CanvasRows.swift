import StoryKit
import StoryKitUI

/// The canvas's rows: `styling.canvas`, a square canvas without a background colour in a 320 ×
/// 200 widget, so it is letterboxed at the sides (see ``MatrixFeeds``).
enum CanvasRows {
  // The square box is (60, 0, 200 × 200), the letterbox either side of it; its button layer is
  // (90, 120, 140 × 40).
  static let box = Rect(x: 60, y: 0, width: 200, height: 200)
  static let boxTopEdge = Rect(x: 60, y: 0, width: 200, height: 8)

  static let rows: [StylingRow] = [
    StylingRow(
      "styling.canvas.cornerRadius", feed: "40", region: Rect(x: 60, y: 0, width: 30, height: 30),
      app: .canvas { $0.cornerRadius = 40 }),
    StylingRow(
      "styling.canvas.letterboxColor", feed: ##""#FF0000""##,
      region: Rect(x: 0, y: 0, width: 60, height: 200), app: .canvas { $0.letterboxColor = "#FF0000" }),
    StylingRow(
      "styling.canvas.backgroundColor", feed: ##""#FFCC00""##, region: box,
      app: .canvas { $0.backgroundColor = "#FFCC00" }),
    StylingRow(
      "styling.canvas.borderColor", feed: ##""#FF0000""##, region: boxTopEdge,
      context: StylingRow.Context(feed: [("borderWidth", "4")], app: .canvas { $0.borderWidth = 4 }),
      app: .canvas { $0.borderColor = "#FF0000" }),
    StylingRow(
      "styling.canvas.borderWidth", feed: "6", region: boxTopEdge, app: .canvas { $0.borderWidth = 6 }),
    StylingRow(
      "styling.canvas.interactiveFont", feed: #"{"family": "DejaVu Serif", "weight": "bold"}"#,
      region: Rect(x: 90, y: 120, width: 140, height: 40),
      app: .canvas { $0.interactiveFont = FontDescriptor(family: "DejaVu Serif", size: 12, weight: .bold) }),
  ]
}
