import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// Every documented styling property reaches the pixels of the part it styles, through the doors
/// a user has. From the feed: a whole document decoded by `FeedDecoder` and shown by the
/// placement widget, first with the value, and again on a widget already on screen (a refreshed
/// feed). From the app: registered with the widget (`register(styling:)`), and set on the
/// widget on screen (`widget.styling`, `view.styling`). Each way renders the widget with content
/// and expects pixels inside the row's region to differ from the render without the value;
/// ``StylingMatrixCompletenessTests`` keeps the rows in step with the schema.
@MainActor
@Suite struct StylingMatrixTests {
  @Test(arguments: StylingMatrix.feedRows)
  func fromTheFeed(_ row: StylingRow) async throws {
    let value = try #require(row.feedValue)
    let context = row.context?.feed ?? []
    let without = try MatrixFeeds.content(
      row.widget, styling: MatrixFeeds.styling(row.widget, values: context))
    let with = try MatrixFeeds.content(
      row.widget, styling: MatrixFeeds.styling(row.widget, values: context + [(row.memberPath, value)]))
    #expect(with.variant.styling != without.variant.styling, "the decoder keeps \(row.path)")
    let baseline = try MatrixBaselines.outcome(row, source: "feed") {
      try MatrixRenderer.render(row.widget, content: without, app: [], scene: row.scene)
    }
    let first = try MatrixRenderer.render(row.widget, content: with, app: [], scene: row.scene)
    let refreshed = try MatrixRenderer.render(
      row.widget, content: without, app: [], live: .feed(with), scene: row.scene)
    try await expectChange(row, "in the first feed", baseline, first)
    try await expectChange(row, "in a refreshed feed", baseline, refreshed)
    try await expectSame(row, "in a refreshed feed", first, refreshed)
  }

  @Test(arguments: StylingMatrix.rows)
  func fromTheApp(_ row: StylingRow) async throws {
    let content = try MatrixFeeds.content(row.widget, styling: nil)
    let context = row.context.map { [$0.app] } ?? []
    let baseline = try MatrixBaselines.outcome(row, source: "app") {
      try MatrixRenderer.render(row.widget, content: content, app: context, scene: row.scene)
    }
    let registered = try MatrixRenderer.render(
      row.widget, content: content, app: context + [row.app], scene: row.scene)
    let live = try MatrixRenderer.render(
      row.widget, content: content, app: context, live: .app(context + [row.app]), scene: row.scene)
    try await expectChange(row, "registered with the widget", baseline, registered)
    try await expectChange(row, "set on the widget on screen", baseline, live)
    try await expectSame(row, "set on the widget on screen", registered, live)
  }

  /// A value that arrives while the widget is on screen draws what it draws from the start.
  private func expectSame(
    _ row: StylingRow, _ way: String, _ fresh: MatrixOutcome, _ live: MatrixOutcome
  ) async throws {
    let difference = await PixelDifference.between(fresh.pixels, live.pixels)
    let saved = try MatrixBaselines.save(row, way: "\(way) against the start", fresh.pixels, live.pixels)
    #expect(
      !difference.showsChange,
      """
      \(row.path) \(way) draws \(difference.count) pixels unlike the value from the start, \
      within \(difference.bounds.map(\.description) ?? "nothing"); \(saved)
      """)
  }

  /// The row's evidence that `styled` shows the value and `baseline` does not: pixels in its
  /// region, or the events the widget reported.
  private func expectChange(
    _ row: StylingRow, _ way: String, _ baseline: MatrixOutcome, _ styled: MatrixOutcome
  ) async throws {
    switch row.evidence {
    case .pixels:
      let inRegion = await PixelDifference.between(baseline.pixels, styled.pixels, in: row.region)
      let saved = try MatrixBaselines.save(row, way: way, baseline.pixels, styled.pixels)
      guard !inRegion.showsChange else { return }
      let anywhere = await PixelDifference.between(baseline.pixels, styled.pixels)
      Issue.record(
        """
        \(row.path) \(way): \(inRegion.count) pixels changed in \(row.region) \
        (\(anywhere.count) in the whole widget, within \(anywhere.bounds.map(\.description) ?? "nothing")); \
        \(saved)
        """)
    case .events(let reason):
      #expect(styled.events != baseline.events, "\(row.path) \(way) (\(reason)): \(styled.events)")
    }
  }
}
