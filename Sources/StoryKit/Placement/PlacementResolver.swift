/// Picks the widget variant a placement shows to one user: targeting first, then a stable weighted
/// split. Pure: the same variants and context give the same answer on every launch and on the server.
///
/// ```swift
/// let context = TargetingContext(config: config, anonymousID: try store.anonymousID(), appVersion: "2.4.1")
/// let resolution = PlacementResolver().resolve(feed.placement, for: context)
/// print(resolution.summary)  // variant=hero bucket=0.2671412341
/// ```
///
/// The rules (`docs/targeting.md` has them in full):
/// 1. **Groups.** Consecutive variants with the same condition and the same test-only flag form a
///    group: the feed is a list of rules in priority order, and a group is one rule's experiment.
/// 2. **Eligibility.** A test-only group is skipped unless test mode is on. A group whose condition
///    fails or cannot be evaluated is skipped. A group without a condition is eligible.
/// 3. **First eligible group.** Only the first eligible group is split; later ones are not looked at
///    for this user. If its weights are all 0 the user sees nothing (a server's way to hold a
///    segment out) — it does not fall through to the next group.
/// 4. **Split.** The group's weights become half-open ranges of [0, 1) (``RolloutSplit``) and the
///    variant whose range holds the user's ``RolloutBucket`` is chosen. The bucket hashes the user
///    ID, else the anonymous ID; with neither, only a group with one positive weight can be resolved.
public struct PlacementResolver: Sendable {
  /// Creates a resolver.
  public init() {}

  /// Resolves a decoded placement; its token salts the bucket.
  public func resolve(_ placement: Placement, for context: TargetingContext) -> PlacementResolution {
    resolve(placement.variants, token: placement.token, for: context)
  }

  /// Resolves `variants` (in the server's order) for the placement `token`.
  public func resolve(
    _ variants: [WidgetVariant], token: String, for context: TargetingContext
  ) -> PlacementResolution {
    var trace: [VariantTrace] = []
    trace.reserveCapacity(variants.count)
    var resolution = PlacementResolution(
      variant: nil, outcome: .noEligibleVariant, bucket: nil, group: nil, trace: [])
    var splitGroup: Int?
    for (index, range) in Self.groups(of: variants).enumerated() {
      let number = index + 1
      let members = variants[range]
      guard let first = members.first else { continue }
      if first.isTestOnly && !context.isTestMode {
        trace += members.map {
          .init(variantID: $0.id, group: number, status: .testOnly, detail: "test-only, and test mode is off")
        }
        continue
      }
      let evaluation = first.condition?.evaluate(in: context) ?? .init(.holds, "no condition")
      switch evaluation.outcome {
      case .fails, .undecidable:
        let status: VariantTrace.Status =
          evaluation.outcome == .fails ? .conditionFails : .conditionUndecidable
        trace += members.map {
          .init(variantID: $0.id, group: number, status: status, detail: evaluation.explanation)
        }
      case .holds:
        if let splitGroup {
          let detail = "group \(splitGroup) comes first (\(evaluation.explanation))"
          trace += members.map { .init(variantID: $0.id, group: number, status: .laterGroup, detail: detail) }
        } else {
          splitGroup = number
          resolution.group = range
          trace += split(members, group: number, token: token, context: context, into: &resolution)
        }
      }
    }
    resolution.trace = trace
    return resolution
  }

  /// Splits the first eligible group by weight and records the outcome in `resolution`.
  private func split(
    _ members: ArraySlice<WidgetVariant>, group: Int, token: String, context: TargetingContext,
    into resolution: inout PlacementResolution
  ) -> [VariantTrace] {
    let split = RolloutSplit(weights: members.map(\.weight))
    let bucket = context.bucketingID.map { RolloutBucket.bucket(token: token, userID: $0) }
    let positive = split.ranges.indices.filter { !split.ranges[$0].isEmpty }
    let chosen: Int?
    if split.isEmpty {
      chosen = nil
      resolution.outcome = .allWeightsZero
    } else if let bucket {
      chosen = split.index(of: bucket)
    } else if positive.count == 1 {
      chosen = positive.first  // one range covers [0, 1): every bucket lands in it
    } else {
      chosen = nil
      resolution.outcome = .noBucketingID
    }
    resolution.bucket = bucket
    let bucketText = bucket.map { "bucket \($0)" } ?? "no bucket (no user ID or anonymous ID)"
    return zip(split.ranges, members).enumerated().map { offset, pair in
      let (range, variant) = pair
      let rangeText = "[\(range.lowerBound), \(range.upperBound))"
      if offset == chosen {
        resolution.variant = variant
        resolution.outcome = .chosen
        let reason =
          bucket == nil
          ? "the only variant with weight in its group" : "\(bucketText) is in \(rangeText)"
        return .init(variantID: variant.id, group: group, status: .chosen, range: range, detail: reason)
      }
      if range.isEmpty {
        let detail = "weight \(variant.weight) gives it no share"
        return .init(variantID: variant.id, group: group, status: .zeroWeight, range: range, detail: detail)
      }
      let detail = "its range \(rangeText) does not hold \(bucketText)"
      return .init(variantID: variant.id, group: group, status: .notChosen, range: range, detail: detail)
    }
  }

  /// The variants' groups as position ranges: runs of equal condition and test-only flag.
  static func groups(of variants: [WidgetVariant]) -> [Range<Int>] {
    var groups: [Range<Int>] = []
    var start = 0
    for index in variants.indices.dropFirst() {
      let previous = variants[index - 1]
      let current = variants[index]
      if current.condition != previous.condition || current.isTestOnly != previous.isTestOnly {
        groups.append(start..<index)
        start = index
      }
    }
    if !variants.isEmpty { groups.append(start..<variants.count) }
    return groups
  }
}
