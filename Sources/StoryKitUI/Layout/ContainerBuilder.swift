/// Builds a list of views from a block, with `if`, `if let`, `switch` and `for … in`.
@resultBuilder
public enum ContainerBuilder {
  /// A view in the block.
  public static func buildExpression(_ view: View) -> [View] { [view] }
  /// An optional view: nothing when `nil`.
  public static func buildExpression(_ view: View?) -> [View] { view.map { [$0] } ?? [] }
  /// Several views at once.
  public static func buildExpression(_ views: [View]) -> [View] { views }
  /// The views of a block, in order.
  public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
  /// An `if` without `else`: its views, or none.
  public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first part: [View]) -> [View] { part }
  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second part: [View]) -> [View] { part }
  /// The views of a `for … in` loop, in order.
  public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
  /// The views of an `if #available` block.
  public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A horizontal ``StackView`` of the views in the block.
///
/// ```swift
/// HContainer(spacing: 8, alignment: .center) {
///   avatarView.width(40).height(40)
///   titleLabel
///   Spacer()
///   if isPinned { pinBadge }
/// }
/// .padding(12)
/// .embed(in: self)
/// ```
@MainActor
public func HContainer(
  spacing: Double = 0, distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
  @ContainerBuilder _ content: () -> [View]
) -> StackView {
  StackView(
    axis: .horizontal, spacing: spacing, distribution: distribution, alignment: alignment,
    arrangedSubviews: content())
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A vertical ``StackView`` of the views in the block.
@MainActor
public func VContainer(
  spacing: Double = 0, distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
  @ContainerBuilder _ content: () -> [View]
) -> StackView {
  StackView(
    axis: .vertical, spacing: spacing, distribution: distribution, alignment: alignment,
    arrangedSubviews: content())
}

/// Flexible empty space in a container: it hugs and resists less than any other view, so it takes
/// the extra room first and gives it up first.
open class Spacer: View {
  public required init(frame: Rect) {
    super.init(frame: frame)
    contentHuggingPriority = AxisPriorities(horizontal: .minimum, vertical: .minimum)
    compressionResistancePriority = AxisPriorities(horizontal: .minimum, vertical: .minimum)
  }
}

extension View {
  /// Fixes the width.
  @discardableResult public func width(_ value: Double) -> Self {
    sizeConstraints.width = LengthConstraint(equal: value)
    return self
  }

  /// Sets a minimum width.
  @discardableResult public func width(greaterThanOrEqualTo value: Double) -> Self {
    sizeConstraints.width.minimum = LengthConstraint(minimum: value).minimum
    return self
  }

  /// Sets a maximum width.
  @discardableResult public func width(lessThanOrEqualTo value: Double) -> Self {
    sizeConstraints.width.maximum = LengthConstraint(maximum: value).maximum
    return self
  }

  /// Fixes the height.
  @discardableResult public func height(_ value: Double) -> Self {
    sizeConstraints.height = LengthConstraint(equal: value)
    return self
  }

  /// Sets a minimum height.
  @discardableResult public func height(greaterThanOrEqualTo value: Double) -> Self {
    sizeConstraints.height.minimum = LengthConstraint(minimum: value).minimum
    return self
  }

  /// Sets a maximum height.
  @discardableResult public func height(lessThanOrEqualTo value: Double) -> Self {
    sizeConstraints.height.maximum = LengthConstraint(maximum: value).maximum
    return self
  }
}

extension StackView {
  /// Replaces the arranged views with the block's views.
  @discardableResult public func views(@ContainerBuilder _ content: () -> [View]) -> Self {
    setArrangedSubviews(content())
    return self
  }

  /// Insets the arrangement (by reading direction).
  @discardableResult public func padding(
    top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0
  ) -> Self {
    layoutMargins = DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    isLayoutMarginsRelativeArrangement = true
    return self
  }

  /// Insets the arrangement by the same amount on every edge.
  @discardableResult public func padding(_ all: Double) -> Self {
    padding(top: all, leading: all, bottom: all, trailing: all)
  }

  /// Adds the stack to `view`, pinned to its bounds.
  @discardableResult public func embed(in view: View) -> Self {
    embed(in: view, insets: .zero)
  }

  /// Adds the stack to `view`, pinned to its bounds inset by `insets`.
  @discardableResult public func embed(in view: View, insets: DirectionalEdgeInsets) -> Self {
    view.addSubview(self)
    pin(insets: insets, toMargins: false)
    return self
  }

  /// Adds the stack to `view`, pinned to its ``View/layoutMargins``.
  @discardableResult public func embedToMargins(in view: View) -> Self {
    view.addSubview(self)
    pin(insets: .zero, toMargins: true)
    return self
  }
}
