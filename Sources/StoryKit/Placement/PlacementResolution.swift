/// What ``PlacementResolver`` chose for a user, and why each variant was or was not eligible.
///
/// ```swift
/// let resolution = PlacementResolver().resolve(feed.placement, for: context)
/// if let variant = resolution.variant { show(variant) }
/// for line in resolution.trace { print(line) }
/// // preview: skipped: test-only, and test mode is off
/// // hero: chosen in group 2: bucket 0.2671412341 is in [0.0, 0.5)
/// // story-bar: eligible in group 2, not chosen: its range [0.5, 1.0) does not hold bucket 0.2671412341
/// // fallback: eligible in group 3, not chosen: group 2 comes first (no condition)
/// ```
public struct PlacementResolution: Sendable, Hashable {
  /// Why the resolution ended as it did.
  public enum Outcome: Sendable, Hashable {
    /// A variant was chosen.
    case chosen
    /// No variant's condition holds (or the placement has none, or they are all test-only).
    case noEligibleVariant
    /// The first eligible group has no positive weight: the server shows nothing to these users.
    case allWeightsZero
    /// The group has several variants but the context has neither a user ID nor an anonymous ID.
    case noBucketingID
  }

  /// The chosen variant, or `nil` when the placement shows nothing.
  public var variant: WidgetVariant?
  /// Why.
  public var outcome: Outcome
  /// The user's bucket in [0, 1) when one was computed.
  public var bucket: Double?
  /// The positions (in the placement's variant list) of the group that was split, if one was.
  public var group: Range<Int>?
  /// One entry per variant, in the placement's order.
  public var trace: [VariantTrace]

  /// Creates a resolution.
  public init(
    variant: WidgetVariant?, outcome: Outcome, bucket: Double?, group: Range<Int>?, trace: [VariantTrace]
  ) {
    self.variant = variant
    self.outcome = outcome
    self.bucket = bucket
    self.group = group
    self.trace = trace
  }

  /// One line saying what was chosen, such as `variant=hero bucket=0.26714123412` or `no variant: …`.
  public var summary: String {
    let bucketText = bucket.map { " bucket=\($0)" } ?? ""
    switch outcome {
    case .chosen: return "variant=\(variant?.id ?? "")\(bucketText)"
    case .noEligibleVariant: return "no variant: no variant's condition holds"
    case .allWeightsZero: return "no variant: every weight in the first eligible group is 0\(bucketText)"
    case .noBucketingID: return "no variant: no user ID or anonymous ID to split the group by"
    }
  }
}

/// Why one variant was or was not chosen.
public struct VariantTrace: Sendable, Hashable, CustomStringConvertible {
  /// Where the variant ended up.
  public enum Status: Sendable, Hashable {
    /// It was chosen.
    case chosen
    /// It is in the split group, but the bucket fell in another variant's range.
    case notChosen
    /// It is in the split group with a weight that counts as 0 (0, negative, NaN or infinite).
    case zeroWeight
    /// It is test-only and test mode is off; its condition was not evaluated.
    case testOnly
    /// Its condition fails.
    case conditionFails
    /// Its condition cannot be evaluated, which counts as failing.
    case conditionUndecidable
    /// It is eligible, but an earlier group was split.
    case laterGroup
  }

  /// The variant's ID.
  public var variantID: String
  /// The variant's group, counted from 1 in the placement's order.
  public var group: Int
  /// Where it ended up.
  public var status: Status
  /// Its share of [0, 1) when its group was split.
  public var range: Range<Double>?
  /// The details: the condition's evaluation, the bucket, the group that came first.
  public var detail: String

  /// Creates a trace entry.
  public init(variantID: String, group: Int, status: Status, range: Range<Double>? = nil, detail: String) {
    self.variantID = variantID
    self.group = group
    self.status = status
    self.range = range
    self.detail = detail
  }

  /// Whether the variant could be shown to this user (its group is eligible).
  public var isEligible: Bool {
    switch status {
    case .chosen, .notChosen, .zeroWeight, .laterGroup: true
    case .testOnly, .conditionFails, .conditionUndecidable: false
    }
  }

  /// `<id>: <what happened>`, as `storykit fetch` prints it.
  public var description: String {
    let what =
      switch status {
      case .chosen: "chosen in group \(group)"
      case .notChosen, .zeroWeight, .laterGroup: "eligible in group \(group), not chosen"
      case .testOnly, .conditionFails, .conditionUndecidable: "skipped"
      }
    return "\(variantID.clipped()): \(what): \(detail)"
  }
}
