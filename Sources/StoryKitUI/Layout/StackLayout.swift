/// The arithmetic of ``StackView``: lengths along the axis by distribution, then positions and
/// sizes across it by alignment, in left-to-right coordinates of the stack's inner rectangle
/// (the stack mirrors them for right-to-left).
@MainActor
struct StackLayout {
  struct Plan {
    var views: [View] = []
    var frames: [Rect] = []
    /// The size the arrangement wants (for measuring) or uses (for layout), without margins.
    var contentSize = Size.zero
  }

  let axis: Axis
  let spacing: Double
  let distribution: StackView.Distribution
  let alignment: StackView.Alignment
  let views: [View]

  init(stack: StackView) {
    axis = stack.axis
    spacing = stack.spacing
    distribution = stack.distribution
    alignment = stack.alignment
    // Loops rather than closures here and below: a closure formed in main-actor code and passed
    // to a standard-library algorithm is checked for its actor on every call (Swift 6).
    var visible: [View] = []
    visible.reserveCapacity(stack.arrangedSubviews.count)
    for view in stack.arrangedSubviews where !view.isHidden { visible.append(view) }
    views = visible
  }

  /// Frames for the visible arranged views within `available` (either side may be infinite when
  /// measuring).
  func plan(available: Size, forMeasuring: Bool) -> Plan {
    guard !views.isEmpty else { return Plan() }
    let cross = axis.crossAxis
    let availableAlong = available[axis]
    let availableCross = available[cross]
    let gaps = spacing * Double(views.count - 1)

    // Natural lengths along the axis, measured with the cross length the stack offers.
    var natural: [Double] = []
    natural.reserveCapacity(views.count)
    var naturalTotal = 0.0
    let naturalProposal = Size(axis, along: .infinity, across: availableCross)
    for view in views {
      let length = view.fittingSize(for: naturalProposal)[axis]
      natural.append(length)
      naturalTotal += length
    }

    var lengths: [Double]
    var positions: [Double]
    switch distribution {
    case .fill:
      let target = availableAlong.isFinite ? availableAlong - gaps : naturalTotal
      lengths = distributeFill(natural: natural, target: forMeasuring ? min(target, naturalTotal) : target)
      positions = Self.packed(lengths, spacing: spacing)
    case .fillEqually:
      let widest = natural.max() ?? 0
      let share = availableAlong.isFinite ? max(0, (availableAlong - gaps) / Double(views.count)) : widest
      let each = forMeasuring ? min(widest, share) : share
      lengths = []
      lengths.reserveCapacity(views.count)
      for view in views {
        let constraint = view.sizeConstraints[axis]
        lengths.append(constraint.isFixed ? constraint.clamp(each) : each)
      }
      positions = Self.packed(lengths, spacing: spacing)
    case .fillProportionally:
      let room = availableAlong.isFinite ? max(0, availableAlong - gaps) : naturalTotal
      let target = forMeasuring ? min(room, naturalTotal) : room
      lengths = Self.proportional(natural, total: naturalTotal, target: target)
      positions = Self.packed(lengths, spacing: spacing)
    case .equalSpacing, .equalCentering:
      let fits = !availableAlong.isFinite || naturalTotal + gaps <= availableAlong
      lengths = fits ? natural : distributeFill(natural: natural, target: availableAlong - gaps)
      positions =
        forMeasuring || !availableAlong.isFinite
        ? Self.packed(lengths, spacing: spacing)
        : (distribution == .equalSpacing
          ? Self.equallySpaced(lengths, spacing: spacing, length: availableAlong)
          : Self.equallyCentered(lengths, spacing: spacing, length: availableAlong))
    }

    // Lengths across the axis, with the along lengths now known.
    var plan = Plan()
    plan.views = views
    var crossExtent = 0.0
    var crossLengths: [Double] = []
    crossLengths.reserveCapacity(views.count)
    plan.frames.reserveCapacity(views.count)
    for (view, length) in zip(views, lengths) {
      let fitted = view.fittingSize(for: Size(axis, along: length, across: availableCross))[cross]
      crossExtent = max(crossExtent, fitted)
      let constraint = view.sizeConstraints[cross]
      if alignment == .fill && availableCross.isFinite && !forMeasuring {
        crossLengths.append(constraint.clamp(availableCross))
      } else {
        crossLengths.append(fitted)
      }
    }
    let crossSpan = forMeasuring || !availableCross.isFinite ? crossExtent : availableCross
    for index in views.indices {
      let crossLength = crossLengths[index]
      let crossPosition: Double
      switch alignment {
      case .fill, .leading: crossPosition = 0
      case .center: crossPosition = (crossSpan - crossLength) / 2
      case .trailing: crossPosition = crossSpan - crossLength
      }
      let origin =
        axis == .horizontal
        ? Point(x: positions[index], y: crossPosition) : Point(x: crossPosition, y: positions[index])
      plan.frames.append(Rect(origin: origin, size: Size(axis, along: lengths[index], across: crossLength)))
    }
    var end = -Double.infinity  // views is not empty
    for index in positions.indices { end = max(end, positions[index] + lengths[index]) }
    plan.contentSize = Size(axis, along: end, across: crossExtent)
    return plan
  }

  /// Lengths that add up to `target`: growth goes to the lowest hugging priority, shrinking to
  /// the lowest compression resistance; ties go to the highest index; fixed sizes never change and
  /// minimum / maximum constraints are honoured.
  func distributeFill(natural: [Double], target: Double) -> [Double] {
    var lengths = natural
    var remaining = target - natural.reduce(0, +)
    guard abs(remaining) > 1e-9 else { return lengths }
    let isGrowing = remaining > 0
    var priorities: [LayoutPriority] = []
    priorities.reserveCapacity(views.count)
    for view in views {
      priorities.append(
        isGrowing ? view.contentHuggingPriority[axis] : view.compressionResistancePriority[axis])
    }
    let order = Self.order(by: priorities)
    for index in order where abs(remaining) > 1e-9 {
      let constraint = views[index].sizeConstraints[axis]
      guard !constraint.isFixed else { continue }
      if isGrowing {
        let limit = constraint.maximum ?? .infinity
        let growth = min(remaining, max(0, limit - lengths[index]))
        lengths[index] += growth
        remaining -= growth
      } else {
        let floor = constraint.minimum ?? 0
        let shrink = min(-remaining, max(0, lengths[index] - floor))
        lengths[index] -= shrink
        remaining += shrink
      }
    }
    return lengths
  }

  /// Indices by ascending priority, ties by descending index.
  nonisolated static func order(by priorities: [LayoutPriority]) -> [Int] {
    priorities.indices.sorted { lhs, rhs in
      priorities[lhs] == priorities[rhs] ? lhs > rhs : priorities[lhs] < priorities[rhs]
    }
  }

  /// Shares of `target` in proportion to `natural` (equal shares when they add up to nothing).
  nonisolated static func proportional(_ natural: [Double], total: Double, target: Double) -> [Double] {
    total > 0 ? natural.map { target * $0 / total } : natural.map { _ in target / Double(natural.count) }
  }

  /// Positions of lengths laid end to end with `spacing` between.
  nonisolated static func packed(_ lengths: [Double], spacing: Double) -> [Double] {
    var positions: [Double] = []
    positions.reserveCapacity(lengths.count)
    var cursor = 0.0
    for length in lengths {
      positions.append(cursor)
      cursor += length + spacing
    }
    return positions
  }

  /// Positions with equal gaps filling `length` (gaps never below `spacing`).
  nonisolated static func equallySpaced(_ lengths: [Double], spacing: Double, length: Double) -> [Double] {
    guard lengths.count > 1 else { return [0] }
    let gap = max(spacing, (length - lengths.reduce(0, +)) / Double(lengths.count - 1))
    return packed(lengths, spacing: gap)
  }

  /// Positions whose centres are equally far apart, the first view at the start and the last at
  /// the end, with edges never closer than `spacing`.
  nonisolated static func equallyCentered(_ lengths: [Double], spacing: Double, length: Double) -> [Double] {
    guard lengths.count > 1, let first = lengths.first, let last = lengths.last else { return [0] }
    var step = (length - first / 2 - last / 2) / Double(lengths.count - 1)
    for index in 0..<(lengths.count - 1) {
      step = max(step, (lengths[index] + lengths[index + 1]) / 2 + spacing)
    }
    return lengths.indices.map { first / 2 + Double($0) * step - lengths[$0] / 2 }
  }
}
