import Foundation

/// StoryKit's one reader and writer of dates: the feed's dates (a countdown's `endDate`) and the
/// dates `now` conditions compare with, so both accept exactly the same strings and a server can
/// check them with the same rules.
///
/// Accepted, in at most 64 bytes of ASCII:
///
/// ```
/// date-time = date [("T" / "t") time zone]
/// date      = year "-" month "-" day               ; 0000-9999, 01-12, a real day of that month
/// time      = hour ":" minute ":" second ["." 1*DIGIT]   ; 00-23, 00-59, 00-59
/// zone      = "Z" / "z" / ("+" / "-") hour ":" minute    ; offsets up to ±23:59
/// ```
///
/// That is RFC 3339 (the ISO 8601 extended format) plus a bare date, which means midnight UTC.
/// The calendar is the proleptic Gregorian one (`2024-02-29` yes, `2026-02-30` no); fraction
/// digits past double precision change nothing. Rejected on purpose: a time without a zone (its
/// instant would depend on the device), a space instead of `T`, second 60 (Unix time has no leap
/// seconds), hour 24, the basic format (`20261231`, `+0100`), week and ordinal dates, years of
/// more than four digits, non-ASCII digits and surrounding whitespace.
enum ISO8601Timestamp {
  /// The longest accepted text, in UTF-8 bytes.
  static let maxLength = 64

  /// What every date diagnostic says was expected.
  static let expected =
    #"an ISO 8601 date-time such as "2026-12-31T23:59:59Z" or a date such as "2026-12-31""#

  /// Why a string is not an accepted date, in a few words.
  struct Rejection: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
      self.description = description
    }
  }

  /// Seconds since 1970-01-01T00:00:00Z, or `nil` when `text` is not an accepted date.
  static func seconds(from text: String) -> Double? {
    try? parse(text)
  }

  /// The instant `text` names, or `nil` when it is not an accepted date.
  static func date(from text: String) -> Date? {
    seconds(from: text).map(Date.init(timeIntervalSince1970:))
  }

  /// The message for a value that is not an accepted date: the same for the feed and targeting.
  ///
  /// `expected an ISO 8601 date-time such as "2026-12-31T23:59:59Z" or a date such as
  /// "2026-12-31", found the string "2026-02-30" (2026-02 has no day 30)`.
  static func mismatch(_ value: JSONValue) -> String {
    let message = "expected \(expected), found \(value.diagnosticDescription)"
    guard case .string(let text) = value else { return message }
    do {
      _ = try parse(text)
      return message
    } catch {
      return message + " (\(error))"
    }
  }

  /// Seconds since 1970-01-01T00:00:00Z, or why `text` is not an accepted date.
  static func parse(_ text: String) throws(Rejection) -> Double {
    guard text.utf8.count <= maxLength else { throw Rejection("longer than \(maxLength) bytes") }
    var reader = DigitReader(bytes: Array(text.utf8))
    guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
      let day = reader.number(2)
    else { throw Rejection("not a date of the form YYYY-MM-DD") }
    guard (1...12).contains(month) else { throw Rejection("there is no month \(pad(month, 2))") }
    guard (1...daysIn(month: month, year: year)).contains(day) else {
      throw Rejection("\(pad(year, 4))-\(pad(month, 2)) has no day \(pad(day, 2))")
    }
    let days = Double(daysSinceEpoch(year: year, month: month, day: day))
    if reader.isAtEnd { return days * 86_400 }
    guard reader.skip("T") || reader.skip("t") else {
      throw Rejection("the date must end there or be followed by \"T\" and a time")
    }
    guard let hour = reader.number(2), reader.skip(":"), let minute = reader.number(2), reader.skip(":"),
      let second = reader.number(2)
    else { throw Rejection("the time is not of the form HH:MM:SS") }
    guard hour < 24, minute < 60 else { throw Rejection("hours run 00-23 and minutes 00-59") }
    guard second < 60 else { throw Rejection("seconds run 00-59; leap seconds are not accepted") }
    var fraction = 0.0
    if reader.skip(".") {
      let digits = reader.digits()
      guard !digits.isEmpty, let value = Double("0." + String(decoding: digits, as: UTF8.self)) else {
        throw Rejection("no digits after the decimal point")
      }
      fraction = value
    }
    let offset = try zoneOffset(&reader)
    guard reader.isAtEnd else { throw Rejection("unexpected text after the time zone") }
    let whole = days * 86_400 + Double(hour * 3_600 + minute * 60 + second - offset)
    return whole + fraction
  }

  /// The zone's offset east of UTC in seconds.
  private static func zoneOffset(_ reader: inout DigitReader) throws(Rejection) -> Int {
    if reader.skip("Z") || reader.skip("z") { return 0 }
    if reader.isAtEnd { throw Rejection("no time zone; add \"Z\" or an offset such as \"+01:00\"") }
    guard let sign = reader.sign(), let hours = reader.number(2), reader.skip(":"),
      let minutes = reader.number(2)
    else { throw Rejection("the time zone is not \"Z\" or of the form ±HH:MM") }
    guard hours < 24, minutes < 60 else { throw Rejection("time zone offsets run from -23:59 to +23:59") }
    return sign * (hours * 3_600 + minutes * 60)
  }

  /// The first and the last second a four-digit year can write: 0000-01-01 and 9999-12-31T23:59:59.
  static let writableSeconds = -62_167_219_200.0...253_402_300_799.0

  /// `2026-03-01T12:00:00Z`, or with six fraction digits when the date is not a whole second; dates
  /// before year 0 or after 9999 are clamped to the nearest writable one. NaN gives `"NaN"`.
  static func string(from date: Date) -> String {
    guard !date.timeIntervalSince1970.isNaN else { return "NaN" }
    let seconds = min(
      max(date.timeIntervalSince1970, writableSeconds.lowerBound), writableSeconds.upperBound + 0.999_999)
    let whole = seconds.rounded(.down)
    let micros = Int(((seconds - whole) * 1_000_000).rounded(.down))
    let total = Int(whole)
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    var text =
      pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3_600, 2) + ":"
      + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
    if micros > 0 { text += "." + pad(micros, 6) }
    return text + "Z"
  }

  /// `2026-03-01T12:00:00.123Z`: UTC with exactly three fraction digits, the form analytics
  /// collectors (Segment's HTTP API among them) expect; instants before year 0 or after 9999 are
  /// clamped to the nearest writable millisecond.
  static func millisecondString(millisecondsSince1970 milliseconds: Int64) -> String {
    let lowest = Int64(writableSeconds.lowerBound) * 1_000
    let highest = Int64(writableSeconds.upperBound) * 1_000 + 999
    let clamped = min(max(milliseconds, lowest), highest)
    let fraction = Int(((clamped % 1_000) + 1_000) % 1_000)
    let total = Int((clamped - Int64(fraction)) / 1_000)
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3_600, 2) + ":"
      + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + "." + pad(fraction, 3) + "Z"
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian, Howard Hinnant's algorithms)

  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func pad(_ number: Int, _ width: Int) -> String {
    let digits = String(abs(number))
    return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

/// Reads fixed-width ASCII fields from the front of a byte array.
private struct DigitReader {
  let bytes: [UInt8]
  var index = 0

  var isAtEnd: Bool { index == bytes.count }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// Exactly `width` digits as a number.
  mutating func number(_ width: Int) -> Int? {
    guard index + width <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[index..<index + width] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    index += width
    return value
  }

  /// All digits from here on.
  mutating func digits() -> ArraySlice<UInt8> {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    return bytes[start..<index]
  }

  /// +1 for `+`, -1 for `-`.
  mutating func sign() -> Int? {
    if skip("+") { return 1 }
    if skip("-") { return -1 }
    return nil
  }
}
