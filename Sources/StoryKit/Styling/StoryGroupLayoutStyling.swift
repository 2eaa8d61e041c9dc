/// Icon measures for ``StoryGroupSize/custom`` groups: square, circle and oval icons.
public struct StoryGroupIconStyling: Sendable, Hashable {
  /// Icon height in points.
  public var height: Double?
  /// Icon width in points.
  public var width: Double?
  /// Corner radius in points; half the shorter side gives a circle or a capsule.
  public var cornerRadius: Double?

  /// Creates icon styling; values that are not finite or are negative are left unset.
  public init(height: Double? = nil, width: Double? = nil, cornerRadius: Double? = nil) {
    self.height = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.cornerRadius = cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
  }

  /// Whether any measure is set.
  public var isAnySet: Bool { height != nil || width != nil || cornerRadius != nil }

  /// This styling's set values over `base`'s.
  public func overriding(_ base: StoryGroupIconStyling) -> StoryGroupIconStyling {
    StoryGroupIconStyling(
      height: height ?? base.height, width: width ?? base.width,
      cornerRadius: cornerRadius ?? base.cornerRadius)
  }
}

/// The list's orientation, sections and paddings.
public struct StoryGroupListStyling: Sendable, Hashable {
  /// Which way the list scrolls.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// A row that scrolls sideways.
    case horizontal
    /// A grid that scrolls down.
    case vertical
  }

  /// The most sections (rows or columns) a list can have.
  public static let maximumSections = 20

  /// Horizontal by default; vertical gives a grid.
  public var orientation: Orientation?
  /// Rows when horizontal, columns when vertical; at least 1.
  public var sections: Int?
  /// Padding before the first and after the last group, horizontally.
  public var horizontalEdgePadding: Double?
  /// Padding before the first and after the last group, vertically.
  public var verticalEdgePadding: Double?
  /// Horizontal space between groups.
  public var horizontalPaddingBetweenItems: Double?
  /// Vertical space between groups.
  public var verticalPaddingBetweenItems: Double?

  /// Creates list styling; negative or non-finite paddings and sections outside 1...20 are left unset.
  public init(
    orientation: Orientation? = nil, sections: Int? = nil, horizontalEdgePadding: Double? = nil,
    verticalEdgePadding: Double? = nil, horizontalPaddingBetweenItems: Double? = nil,
    verticalPaddingBetweenItems: Double? = nil
  ) {
    func valid(_ value: Double?) -> Double? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    self.orientation = orientation
    self.sections = sections.flatMap { (1...Self.maximumSections).contains($0) ? $0 : nil }
    self.horizontalEdgePadding = valid(horizontalEdgePadding)
    self.verticalEdgePadding = valid(verticalEdgePadding)
    self.horizontalPaddingBetweenItems = valid(horizontalPaddingBetweenItems)
    self.verticalPaddingBetweenItems = valid(verticalPaddingBetweenItems)
  }

  /// This styling's set values over `base`'s.
  public func overriding(_ base: StoryGroupListStyling) -> StoryGroupListStyling {
    StoryGroupListStyling(
      orientation: orientation ?? base.orientation, sections: sections ?? base.sections,
      horizontalEdgePadding: horizontalEdgePadding ?? base.horizontalEdgePadding,
      verticalEdgePadding: verticalEdgePadding ?? base.verticalEdgePadding,
      horizontalPaddingBetweenItems: horizontalPaddingBetweenItems ?? base.horizontalPaddingBetweenItems,
      verticalPaddingBetweenItems: verticalPaddingBetweenItems ?? base.verticalPaddingBetweenItems)
  }
}
