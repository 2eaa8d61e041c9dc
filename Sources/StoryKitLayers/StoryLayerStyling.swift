import StoryKit
import StoryKitUI

/// The styling of interactive layers that a widget puts into its environment: the player from
/// its `interactiveFont` styling, the canvas from its own.
///
/// ```swift
/// view.setStylingInputs(
///   ResolvedStoryLayerStyling.self, app: StoryLayerStyling(interactiveFont: appFont),
///   server: StoryLayerStyling(interactiveFont: feedFont))
/// ```
public struct StoryLayerStyling: Sendable, Hashable {
  /// The family and weight of every layer's text; `nil` while unset.
  public var interactiveFont: FontDescriptor?

  /// Creates layer styling.
  public init(interactiveFont: FontDescriptor? = nil) {
    self.interactiveFont = interactiveFont
  }
}

/// The layers' styling with every value decided: the app's over the server's. ``StoryLayersView``
/// reads it in `setUpAppearance()`.
public struct ResolvedStoryLayerStyling: ResolvedStyling {
  /// The family and weight of every layer's text; `nil` for the platform font.
  public var interactiveFont: FontDescriptor?

  public static var unset: StoryLayerStyling { StoryLayerStyling() }

  public init(app: StoryLayerStyling, server: StoryLayerStyling, appearance: Appearance) {
    interactiveFont = app.interactiveFont ?? server.interactiveFont
  }
}
