import Foundation
import Testing

@testable import StoryKit

/// One table of date strings run through both places that read dates: the feed decoder (a
/// countdown's `endDate`) and targeting (`now` compared with a string). They must agree on every
/// string, on the instant, and on the wording of the rejection.
@Suite struct ISO8601TimestampTests {
  /// 2026-03-01T12:00:00Z.
  static let noon = 1_772_366_400.0

  /// Accepted strings and their instants (fractions chosen to be exact in binary).
  static let accepted: [(text: String, seconds: Double)] = [
    ("2026-03-01T12:00:00Z", noon),
    ("2026-03-01t12:00:00z", noon),
    ("2026-03-01T13:30:00+01:30", noon),
    ("2026-03-01T00:00:00-12:00", noon),
    ("2026-03-01T12:00:00-00:00", noon),
    ("2026-03-01T12:00:00.5Z", noon + 0.5),
    ("2026-03-01T12:00:00.250Z", noon + 0.25),
    ("2026-03-01T12:00:00." + String(repeating: "0", count: 38) + "Z", noon),
    ("2026-03-02T11:59:00+23:59", noon),
    ("2026-03-01T12:00:00-23:59", noon + 86_340),
    ("2026-03-01", noon - 43_200),
    ("2024-02-29T00:00:00Z", 1_709_164_800),
    ("2000-02-29", 951_782_400),
    ("1970-01-01T00:00:00Z", 0),
    ("1969-12-31T23:59:59Z", -1),
    ("0000-01-01T00:00:00Z", -62_167_219_200),
    ("9999-12-31T23:59:59Z", 253_402_300_799),
  ]

  /// Rejected strings, hostile ones included.
  static let rejected: [String] = [
    "", " ", "2026", "2026-03", "2026-3-1", "20260301", "2026-W09-7", "2026-060",
    // Days and months that do not exist.
    "2026-02-29", "2026-02-30T00:00:00Z", "1900-02-29", "2026-04-31", "2026-00-10", "2026-13-01",
    "2026-03-00",
    // Times out of range, leap seconds, missing parts.
    "2026-03-01T24:00:00Z", "2026-03-01T23:60:00Z", "2026-12-31T23:59:60Z", "2026-03-01T12:00Z",
    "2026-03-01T12Z", "2026-03-01T12:00:00", "2026-03-01T", "2026-03-01T12:00:00.Z",
    "2026-03-01T12:00:00,5Z", "2026-03-01T1:00:00Z",
    // Offsets.
    "2026-03-01T12:00:00+24:00", "2026-03-01T12:00:00+01:60", "2026-03-01T12:00:00+0100",
    "2026-03-01T12:00:00+01", "2026-03-01T12:00:00 +01:00", "2026-03-01T12:00:00UTC",
    "2026-03-01T12:00:00Z+01:00",
    // Separators and surrounding text.
    "2026-03-01 12:00:00Z", "2026-03-01_12:00:00Z", " 2026-03-01T12:00:00Z", "2026-03-01T12:00:00Z ",
    "2026-03-01T12:00:00Z\n", "2026-03-01T12:00:00Z\u{0}", "2026/03/01",
    // Years beyond four digits, signs.
    "+2026-03-01T12:00:00Z", "-2026-03-01T12:00:00Z", "12026-03-01T12:00:00Z", "275760-09-13T00:00:00Z",
    "99999999999999999999-01-01T00:00:00Z",
    // Non-ASCII digits and look-alikes.
    "２０２６-03-01", "٢٠٢٦-03-01", "2026-03-01T12:00:00Ｚ", "2026\u{2011}03-01", "2026-03-01T12:00:00.٥Z",
    // Too long.
    "2026-03-01T12:00:00." + String(repeating: "1", count: 1_000) + "Z",
    "2026-03-01T12:00:00." + String(repeating: "0", count: 44) + "Z",
  ]

  @Test(arguments: accepted.map(\.text))
  func bothAcceptTheSameInstant(_ text: String) throws {
    let seconds = try #require(Self.accepted.first { $0.text == text }?.seconds)
    let feed = try Self.decodeEndDate(text)
    #expect(feed.diagnostics.isEmpty)
    #expect(feed.date == Date(timeIntervalSince1970: seconds))
    let targeting = Self.evaluate(text, now: seconds)
    #expect(targeting.outcome == .holds, "\(targeting)")
  }

  @Test(arguments: rejected)
  func bothRejectWithTheSameWords(_ text: String) throws {
    let feed = try Self.decodeEndDate(text)
    #expect(feed.date == nil)
    let mismatch = ISO8601Timestamp.mismatch(.string(text))
    #expect(mismatch.hasPrefix("expected \(ISO8601Timestamp.expected), found "))
    // The feed adds what it did about it ("; the layer is dropped").
    let message = try #require(feed.diagnostics.first?.message)
    #expect(message.hasPrefix(mismatch))
    let targeting = Self.evaluate(text, now: Self.noon)
    #expect(targeting.outcome == .undecidable)
    #expect(targeting.explanation.hasSuffix("cannot be evaluated: " + mismatch), "\(targeting)")
  }

  @Test func rejectionsSayWhatIsWrong() {
    let reasons = [
      "2026-02-30": "2026-02 has no day 30",
      "2026-12-31T23:59:60Z": "seconds run 00-59; leap seconds are not accepted",
      "2026-03-01T12:00:00": #"no time zone; add "Z" or an offset such as "+01:00""#,
      "2026-03-01T12:00:00+24:00": "time zone offsets run from -23:59 to +23:59",
      "2026-03-01 12:00:00Z": #"the date must end there or be followed by "T" and a time"#,
      "２０２６-03-01": "not a date of the form YYYY-MM-DD",
    ]
    for (text, reason) in reasons {
      #expect(ISO8601Timestamp.mismatch(.string(text)).hasSuffix("(\(reason))"), "\(text)")
    }
    #expect(
      ISO8601Timestamp.mismatch(.number(5))
        == #"expected an ISO 8601 date-time such as "2026-12-31T23:59:59Z" or a date such as "2026-12-31", found the number 5"#
    )
  }

  @Test func millisecondStringsHaveThreeFractionDigitsInUTC() {
    let cases: [(Int64, String)] = [
      (0, "1970-01-01T00:00:00.000Z"),
      (1_714_564_800_123, "2024-05-01T12:00:00.123Z"),
      (1_709_164_800_007, "2024-02-29T00:00:00.007Z"),
      (-1, "1969-12-31T23:59:59.999Z"),
      (-1_000, "1969-12-31T23:59:59.000Z"),
      (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
      (-62_167_219_200_000, "0000-01-01T00:00:00.000Z"),
      // Beyond four-digit years: clamped.
      (.max, "9999-12-31T23:59:59.999Z"),
      (.min, "0000-01-01T00:00:00.000Z"),
    ]
    for (milliseconds, text) in cases {
      let written = ISO8601Timestamp.millisecondString(millisecondsSince1970: milliseconds)
      #expect(written == text, "\(milliseconds)")
      // The reader reads back what the writer wrote, to the millisecond.
      let read = ISO8601Timestamp.seconds(from: written).map { ($0 * 1_000).rounded() }
      #expect(read == Double(min(max(milliseconds, -62_167_219_200_000), 253_402_300_799_999)), "\(text)")
    }
  }

  // MARK: - The two entry points

  /// A feed with one countdown layer whose `endDate` is `text`, decoded.
  private static func decodeEndDate(_ text: String) throws -> (date: Date?, diagnostics: [Diagnostic]) {
    let quoted = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    let layers =
      #"[{"type": "countdown", "frame": {"x": 0, "y": 0, "width": 1, "height": 0.1}, "title": "T", "endDate": \#(quoted)}]"#
    let result = FeedDecoder().decode(FeedText.withLayers(layers))
    let path = "$.storyGroups[0].stories[0].layers[0].endDate"
    let layer = result.feed?.storyGroups.first?.stories.first?.layers.first
    var date: Date?
    if case .countdown(_, let endDate) = layer?.kind { date = endDate }
    return (date, result.diagnostics.filter { $0.path.description == path })
  }

  /// `now equals text`, evaluated at `now`.
  private static func evaluate(_ text: String, now: Double) -> TargetingEvaluation {
    TargetingCondition.compare(attribute: "now", .equals, .string(text))
      .evaluate(in: TargetingContext(now: Date(timeIntervalSince1970: now)))
  }
}
