import Foundation
import Testing

@testable import StoryKit

/// Conditions the wire format cannot carry (NaN, `in` without an array, deep nesting) and the
/// context built from a ``PlacementConfig``; the wire-format rules are in the spec tests.
@Suite struct TargetingConditionTests {
  private let context = TargetingContext(
    userID: "user-42", userProperties: ["n": .number(.nan), "age": 31, "list": [1, .number(.nan)]],
    labels: ["vip"], locale: "de-AT", appVersion: "2.0", platform: "iOS",
    now: Date(timeIntervalSince1970: 1_772_366_400))  // 2026-03-01T12:00:00Z

  private func outcome(_ condition: TargetingCondition) -> TargetingEvaluation.Outcome {
    condition.evaluate(in: context).outcome
  }

  @Test func nanIsUndecidableWhereverItIsCompared() {
    for op in TargetingCondition.Operator.allCases where op != .exists && op != .in && op != .notIn {
      #expect(outcome(.compare(attribute: "property.n", op, 1)) == .undecidable, "\(op)")
      #expect(outcome(.compare(attribute: "property.age", op, .number(.nan))) == .undecidable, "\(op)")
    }
    #expect(outcome(.compare(attribute: "property.age", .in, [.number(.nan), 31])) == .holds)
    #expect(outcome(.compare(attribute: "property.age", .in, [.number(.nan), 30])) == .undecidable)
    #expect(outcome(.compare(attribute: "property.list", .equals, 1)) == .holds)
    #expect(outcome(.compare(attribute: "property.list", .equals, 2)) == .undecidable)
    #expect(outcome(.exists(attribute: "property.n")) == .holds)
  }

  @Test func inWithoutAnArrayIsUndecidable() {
    #expect(outcome(.compare(attribute: "labels", .in, "vip")) == .undecidable)
    #expect(outcome(.compare(attribute: "labels", .notIn, "vip")) == .undecidable)
    #expect(outcome(.compare(attribute: "property.none", .notIn, 5)) == .undecidable)
    let explanation = TargetingCondition.compare(attribute: "labels", .in, "vip").evaluate(in: context)
      .explanation
    #expect(
      explanation
        == #"labels in "vip" cannot be evaluated: "#
        + #""in" and "notIn" expect an array value, found the string "vip""#)
  }

  @Test func equalsNullNeverHolds() {
    #expect(outcome(.compare(attribute: "property.none", .equals, nil)) == .fails)
    #expect(outcome(.compare(attribute: "userId", .equals, nil)) == .fails)
    #expect(outcome(.compare(attribute: "userId", .notEquals, nil)) == .holds)
  }

  @Test func anExistsComparisonIgnoresItsValue() {
    #expect(outcome(.compare(attribute: "userId", .exists, "anything")) == .holds)
    #expect(outcome(.compare(attribute: "locale2", .exists, nil)) == .undecidable)
  }

  @Test func deepAndWideConditionsDoNotCrash() {
    var deep = TargetingCondition.exists(attribute: "userId")
    for _ in 0..<10_000 { deep = .not(deep) }
    #expect(deep.evaluate(in: context).outcome == .undecidable)
    #expect(deep.description.utf8.count < 400)
    var shallow = TargetingCondition.exists(attribute: "userId")
    for _ in 0..<100 { shallow = .not(.not(shallow)) }
    #expect(shallow.holds(in: context))
    let wide = TargetingCondition.any(
      (0..<20_000).map { .compare(attribute: "userId", .equals, .string("u\($0)")) })
    #expect(wide.evaluate(in: context).outcome == .fails)
    #expect(wide.description.hasSuffix("…)"))
    let huge = String(repeating: "ß🚀", count: 200_000)
    let long = TargetingCondition.compare(attribute: huge, .equals, .string(huge))
    #expect(long.evaluate(in: context).outcome == .undecidable)
    #expect(long.evaluate(in: context).explanation.utf8.count < 10_000)
    #expect(outcome(.compare(attribute: "appVersion", .lessThan, .string(huge))) == .undecidable)
    #expect(outcome(.compare(attribute: "now", .lessThan, .string(huge))) == .undecidable)
  }

  @Test func explanationsNameTheRuleAndTheValue() {
    func explain(_ condition: TargetingCondition, in context: TargetingContext? = nil) -> String {
      condition.evaluate(in: context ?? self.context).explanation
    }
    #expect(
      explain(.compare(attribute: "locale", .equals, "de_at"))
        == #"locale equals "de_at" holds (locale is "de-at")"#)
    #expect(
      explain(.compare(attribute: "platform", .equals, "ios"))
        == #"platform equals "ios" holds (platform is "ios")"#)
    #expect(
      explain(.exists(attribute: "property.tier")) == "property.tier exists fails (property.tier is missing)")
    #expect(
      explain(.compare(attribute: "now", .lessThan, "2026-01-01")).hasSuffix("(now is 2026-03-01T12:00:00Z)"))
    #expect(explain(.all([])) == "all of 0 conditions hold")
    #expect(explain(.any([])) == "none of 0 conditions holds")
    #expect(
      explain(.any([.compare(attribute: "userId", .equals, "x")]))
        == #"none of 1 conditions holds, the first: userId equals "x" fails (userId is "user-42")"#)
    #expect(explain(.not(.exists(attribute: "userId"))) == #"not(userId exists holds (userId is "user-42"))"#)
    #expect(
      explain(.compare(attribute: "appVersion", .greaterThan, "1.0"), in: TargetingContext(appVersion: "2.x"))
        == #"appVersion greaterThan "1.0" cannot be evaluated: "#
        + #"the app version "2.x" is not a semantic version"#)
    #expect(
      explain(.exists(attribute: "country")).hasPrefix(
        "country exists cannot be evaluated: expected an attribute"))
  }

  @Test func descriptionsReadLikeTheRule() {
    let rule = TargetingCondition.all([
      .compare(attribute: "locale", .in, ["de", "de-AT"]), .not(.exists(attribute: "property.banned")),
      .any([.compare(attribute: "property.meta", .equals, ["k": "v\"\n"])]),
    ])
    #expect(
      rule.description
        == #"all(locale in ["de", "de-AT"], not(property.banned exists), "#
        + #"any(property.meta equals {"k": "v\"\n"}))"#)
  }

  @Test func schedulesHoldFromStartUntilEnd() {
    let start = Date(timeIntervalSince1970: 1_772_366_400)
    let schedule = TargetingCondition.schedule(from: start, until: start.addingTimeInterval(3_600.5))
    #expect(
      schedule
        == .all([
          .compare(attribute: "now", .greaterThanOrEqual, "2026-03-01T12:00:00Z"),
          .compare(attribute: "now", .lessThan, "2026-03-01T13:00:00.500000Z"),
        ]))
    #expect(schedule.holds(in: TargetingContext(now: start)))
    #expect(!schedule.holds(in: TargetingContext(now: start.addingTimeInterval(-1))))
    #expect(schedule.holds(in: TargetingContext(now: start.addingTimeInterval(3_600.4))))
    #expect(!schedule.holds(in: TargetingContext(now: start.addingTimeInterval(3_600.5))))
    #expect(TargetingCondition.schedule(from: nil, until: nil).holds(in: .init()))
  }

  @Test func timestampsParseAndFormatExactly() {
    #expect(ISO8601Timestamp.seconds(from: "1970-01-01T00:00:00Z") == 0)
    #expect(ISO8601Timestamp.seconds(from: "1969-12-31T23:59:59Z") == -1)
    #expect(ISO8601Timestamp.seconds(from: "2000-02-29") == 951_782_400)
    #expect(ISO8601Timestamp.seconds(from: "2026-03-01T13:30:00+01:30") == 1_772_366_400)
    #expect(ISO8601Timestamp.seconds(from: "2026-03-01T12:00:00.25Z") == 1_772_366_400.25)
    for bad in [
      "", "2026", "2026-13-01", "2026-02-29", "2026-03-01T24:00:00Z", "2026-03-01T12:00Z",
      "2026-03-01 12:00:00Z", "2026-03-01T12:00:00.Z", "2026-03-01T12:00:00+0100", "２０２６-03-01",
    ] {
      #expect(ISO8601Timestamp.seconds(from: bad) == nil, "\(bad)")
    }
    for seconds in [0.0, -1, 951_782_400, 1_772_366_400.5, -62_135_596_800, 253_402_300_799] {
      let text = ISO8601Timestamp.string(from: Date(timeIntervalSince1970: seconds))
      #expect(ISO8601Timestamp.seconds(from: text) == seconds, "\(text)")
    }
  }

  @Test func theContextOfAPlacementConfig() throws {
    let config = try PlacementConfig.Builder()
      .userID("user-42").userProperties(["tier": "gold"]).labels(["vip"]).testMode(true).build(
        token: "home-top")
    let now = Date(timeIntervalSince1970: 0)
    let context = TargetingContext(
      config: config, anonymousID: "anon", appVersion: "1.2", platform: "ios", deviceLocale: "fr-FR", now: now
    )
    #expect(
      context
        == TargetingContext(
          userID: "user-42", anonymousID: "anon", userProperties: ["tier": "gold"], labels: ["vip"],
          locale: "fr-FR", appVersion: "1.2", platform: "ios", isTestMode: true, now: now))
    #expect(context.bucketingID == "user-42")
    let german = try PlacementConfig.Builder().locale("de-AT").build(token: "t")
    #expect(TargetingContext(config: german, deviceLocale: "fr").locale == "de-AT")
    #expect(TargetingContext(config: german).userID == nil)
    let plain = try PlacementConfig.Builder().build(token: "t")
    #expect(TargetingContext(config: plain).locale == Locale.preferredLanguages.first)
    #expect(TargetingContext(anonymousID: "").bucketingID == nil)
    #expect(TargetingContext.currentPlatform == "linux")
  }
}
