/// The matrix: one row per documented styling property, widget by widget.
enum StylingMatrix {
  /// Every row.
  static let rows =
    StoryBarRows.rows + PlayerRows.rows + CanvasRows.rows + BannerRows.rows + SwipeCardRows.rows
    + VideoFeedRows.rows

  /// The rows with a feed path (all but the video feed's, which has app styling only).
  static let feedRows = rows.filter { $0.feedValue != nil }
}
