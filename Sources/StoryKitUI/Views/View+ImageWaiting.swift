import Foundation
import StoryKit

/// What ``View/waitForVisibleImages(timeout:)`` found: the pictures that arrived and those that
/// did not, with why.
public struct VisibleImagesReport: Sendable, Equatable {
  /// A picture that is not showing, and why.
  public struct Missing: Sendable, Equatable {
    /// The picture's URL.
    public var url: URL
    /// Why it is not showing: the loading error, or why it never arrived (the time ran out, no
    /// image loader, not requested).
    public var reason: String
  }

  /// The URLs whose pictures show.
  public var loaded: [URL]
  /// The URLs whose pictures do not show: failed, or not arrived within the timeout.
  public var missing: [Missing]
}

extension View {
  /// Lays the tree out, then waits up to `timeout` seconds of real time for the pictures of the
  /// image views that are shown within this view's bounds, and reports which arrived.
  ///
  /// For still frames (a CLI render, a snapshot): only what is on screen is waited for, so a
  /// feed of 5,000 groups costs what its visible cells cost, and an unreachable server costs at
  /// most the timeout.
  ///
  /// ```swift
  /// bar.layoutIfNeeded()
  /// let report = await bar.waitForVisibleImages(timeout: 2)
  /// for missing in report.missing { print("no picture: \(missing.url) (\(missing.reason))") }
  /// ```
  public func waitForVisibleImages(timeout: Double = 2) async -> VisibleImagesReport {
    prepareIfNeeded()
    layoutIfNeeded()
    let views = visibleImageViews()
    let tasks = views.compactMap(\.loadTask)
    let finished = await withDeadline(seconds: timeout) {
      for task in tasks { await task.value }
      return true
    }
    var report = VisibleImagesReport(loaded: [], missing: [])
    for view in views {
      guard let url = view.url else { continue }
      switch view.loadState {
      case .loaded(let shown): report.loaded.append(shown)
      case .failed(let error): report.missing.append(.init(url: url, reason: error.description))
      case .loading, .idle:
        let reason =
          finished == nil
          ? "did not arrive within \(timeout) s"
          : view.imageLoader == nil ? "no image loader" : "not requested"
        report.missing.append(.init(url: url, reason: reason))
      }
    }
    return report
  }

  /// When, on ``clock``, the pictures shown within this view's bounds have all faded in; `nil`
  /// when none is fading in now. A live host's frame drawn from then on shows them in full.
  ///
  /// ```swift
  /// _ = await bar.waitForVisibleImages(timeout: 16)
  /// if let end = bar.visibleImagesFadeInEnd(), end > bar.clock.now {
  ///   try await Task.sleep(for: .seconds(end - bar.clock.now))
  /// }
  /// ```
  public func visibleImagesFadeInEnd() -> Double? {
    let now = clock.now
    return visibleImageViews().compactMap { $0.fadeInEnd(now: now) }.max()
  }

  /// Whether every picture shown within this view's bounds has been drawn as it will stay: its
  /// image view's last draw showed it arrived and faded in, or its load failed. A live host prints
  /// "ready" after the first frame for which this holds, so a screenshot then shows no fade.
  ///
  /// A picture still loading counts as unsettled unless its URL is in `givenUp` (those a
  /// ``waitForVisibleImages(timeout:)`` reported missing after its timeout); one never asked for
  /// (no loader) counts as settled.
  ///
  /// ```swift
  /// let report = await bar.waitForVisibleImages(timeout: 16)
  /// host.onFramePainted = { _ in
  ///   if bar.visibleImagesAreSettled(givenUp: Set(report.missing.map(\.url))) { print("ready") }
  /// }
  /// ```
  public func visibleImagesAreSettled(givenUp: Set<URL> = []) -> Bool {
    visibleImageViews().allSatisfy { view in
      switch view.loadState {
      case .loaded: view.drewPictureInFull
      case .failed, .idle: true
      case .loading(let url): givenUp.contains(url) || view.loadTask == nil
      }
    }
  }

  /// The image views with a URL that are shown (not hidden, not transparent) and intersect this
  /// view's bounds.
  func visibleImageViews() -> [ImageView] {
    var found: [ImageView] = []
    collectVisibleImageViews(into: &found, within: self)
    return found
  }

  private func collectVisibleImageViews(into found: inout [ImageView], within root: View) {
    guard !isHidden, alpha > 0.001 else { return }
    if let imageView = self as? ImageView, imageView.url != nil {
      let topLeft = convert(Point(x: bounds.minX, y: bounds.minY), to: root)
      let bottomRight = convert(Point(x: bounds.maxX, y: bounds.maxY), to: root)
      let rect = Rect(
        x: min(topLeft.x, bottomRight.x), y: min(topLeft.y, bottomRight.y),
        width: abs(bottomRight.x - topLeft.x), height: abs(bottomRight.y - topLeft.y))
      if rect.intersects(root.bounds) { found.append(imageView) }
    }
    for view in subviews { view.collectVisibleImageViews(into: &found, within: root) }
  }
}
