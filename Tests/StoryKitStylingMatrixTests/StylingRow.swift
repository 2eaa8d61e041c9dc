import StoryKitUI
import Testing

/// One documented styling property: where it lives in the feed, a value for it there, the same
/// value set in code, and the part of the widget it styles.
///
/// ```swift
/// StylingRow(
///   "styling.banner.titleColor", feed: ##""#00FF00""##, region: BannerRows.title,
///   app: .banner { $0.titleColor = "#00FF00" })
/// ```
///
/// The matrix renders the widget with the value from a feed and from code, and expects pixels
/// inside ``region`` to differ from a render without it; a row whose property
/// shows only over time or after a gesture carries a ``scene``, and one that no pixel can show
/// names the ``StylingEvidence/events(because:)`` it is judged by instead.
struct StylingRow: Sendable, CustomTestStringConvertible {
  /// The path of the property in a feed document (`styling.banner.titleColor`), or for the
  /// video feed, which has app styling only, `VideoFeedStyling.<property>`.
  let path: String
  /// The property's value as feed JSON; `nil` for the video feed.
  let feedValue: String?
  /// Sets the same value on the Swift styling.
  let app: AppStyling
  /// Where in the widget (its own coordinates, in points) the property shows.
  let region: Rect
  /// What happens between showing the content and the render.
  let scene: [SceneStep]
  /// Styling that both the render with the value and the render without it get, for a property
  /// that takes effect only with another (icon measures need `size: custom`): feed members of
  /// the same widget styling object, and the same in code.
  let context: Context?
  /// What the row is judged by.
  let evidence: StylingEvidence

  /// Styling both renders get, from the feed and from code.
  struct Context: Sendable {
    /// Values in the widget's styling object: the path below it (`list.sections`) and the JSON.
    let feed: [(path: String, value: String)]
    /// The same in code.
    let app: AppStyling
  }

  init(
    _ path: String, feed: String?, region: Rect, scene: [SceneStep] = [], context: Context? = nil,
    evidence: StylingEvidence = .pixels, app: AppStyling
  ) {
    self.path = path
    self.feedValue = feed
    self.app = app
    self.region = region
    self.scene = scene
    self.context = context
    self.evidence = evidence
  }

  /// The widget the row styles.
  var widget: MatrixWidget { app.widget }

  /// The path below the widget's styling object: `titleColor` for `styling.banner.titleColor`.
  var memberPath: String {
    path.split(separator: ".").dropFirst(2).joined(separator: ".")
  }

  var testDescription: String { path }
}

/// The widgets of the matrix.
enum MatrixWidget: String, Sendable, CaseIterable {
  case storyBar, player, banner, swipeCard, canvas, videoFeed
}

/// What a row is judged by.
enum StylingEvidence: Sendable {
  /// Pixels inside the row's region differ from the render without the value.
  case pixels
  /// No pixel can show the property: what the widget reports (its events) differs instead.
  case events(because: String)
}
