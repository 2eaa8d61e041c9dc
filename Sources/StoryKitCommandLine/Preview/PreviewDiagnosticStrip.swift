import StoryKit
import StoryKitUI

/// The strip at the bottom of the preview window that shows the feed decoder's diagnostics, so a
/// feed author sees them where they look: a headline, then the first few problems with their
/// JSON paths.
///
/// ```
/// ┌────────────────────────────────────────────────────────┐
/// │ demo.json: 1 error; showing the last good feed          │
/// │ error $.storyGroups[3].title: expected a string, found… │
/// └────────────────────────────────────────────────────────┘
/// ```
package final class PreviewDiagnosticStrip: View {
  /// What the strip says.
  package struct Content: Equatable {
    package var headline: String
    package var lines: [String]
  }

  /// The most diagnostics listed; the headline counts them all.
  package static let maximumLines = 4

  package var content: Content? {
    didSet { contentDidChange() }
  }

  package let label = Label()

  package override func setUp() {
    super.setUp()
    isUserInteractionEnabled = false
  }

  package override func setUpLayout() {
    super.setUpLayout()
    addSubview(label)
  }

  package override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = Color(red: 0.23, green: 0.16, blue: 0.02, alpha: 0.96)
    label.textColor = Color(red: 1, green: 0.85, blue: 0.45)
    label.textStyle = .footnote
    label.numberOfLines = Self.maximumLines + 2
  }

  package override func updateContent() {
    super.updateContent()
    label.text = content.map { ([$0.headline] + $0.lines).joined(separator: "\n") } ?? ""
    isHidden = content == nil
    superview?.setNeedsLayout()
  }

  package override func sizeThatFits(_ proposal: Size) -> Size {
    let width = proposal.width.isFinite ? proposal.width : 420
    let text = label.fittingSize(for: Size(width: max(1, width - 24), height: .infinity))
    return Size(width: width, height: text.height + 16)
  }

  package override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = Rect(x: 12, y: 8, width: max(1, bounds.width - 24), height: max(1, bounds.height - 16))
  }

  /// The strip's content for a decode of `fileName`: `nil` when there is nothing to say.
  /// - Parameter isStale: The feed could not be decoded, so the window keeps the last good one.
  package static func content(for diagnostics: [Diagnostic], fileName: String, isStale: Bool) -> Content? {
    guard !diagnostics.isEmpty || isStale else { return nil }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let others = diagnostics.count - errors
    var counts: [String] = []
    if errors > 0 { counts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if others > 0 { counts.append(others == 1 ? "1 warning" : "\(others) warnings") }
    var headline = "\(fileName): " + (counts.isEmpty ? "could not be read" : counts.joined(separator: ", "))
    if isStale { headline += "; showing the last good feed" }
    var lines = diagnostics.prefix(maximumLines).map(\.description)
    if diagnostics.count > maximumLines { lines.append("… and \(diagnostics.count - maximumLines) more") }
    return Content(headline: headline, lines: lines)
  }
}
