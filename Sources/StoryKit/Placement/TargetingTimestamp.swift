import Foundation

/// The ISO 8601 dates `now` conditions compare with, read by a small strict parser so a server can
/// accept exactly the same strings.
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` (RFC 3339; `T` and `Z` in either case, any
/// number of fraction digits) and a bare date `YYYY-MM-DD`, which means midnight UTC. Seconds are
/// required, 60 is not a second, a time without a zone is rejected as ambiguous.
enum TargetingTimestamp {
  /// Seconds since 1970-01-01T00:00:00Z, or `nil` when `text` is not an accepted date.
  static func seconds(from text: String) -> Double? {
    let bytes = Array(text.utf8.prefix(64))
    guard bytes.count == text.utf8.count, bytes.count >= 10 else { return nil }
    var reader = DigitReader(bytes: bytes)
    guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
      let day = reader.number(2), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    let days = Double(daysSinceEpoch(year: year, month: month, day: day))
    if reader.isAtEnd { return days * 86_400 }
    guard reader.skip("T") || reader.skip("t"), let hour = reader.number(2), reader.skip(":"),
      let minute = reader.number(2), reader.skip(":"), let second = reader.number(2),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var fraction = 0.0
    if reader.skip(".") {
      let digits = reader.digits()
      guard !digits.isEmpty, let value = Double("0." + String(decoding: digits, as: UTF8.self)) else {
        return nil
      }
      fraction = value
    }
    var offset = 0
    if reader.skip("Z") || reader.skip("z") {
      offset = 0
    } else if let sign = reader.sign(), let offsetHour = reader.number(2), reader.skip(":"),
      let offsetMinute = reader.number(2), offsetHour < 24, offsetMinute < 60
    {
      offset = sign * (offsetHour * 3_600 + offsetMinute * 60)
    } else {
      return nil
    }
    guard reader.isAtEnd else { return nil }
    let whole = days * 86_400 + Double(hour * 3_600 + minute * 60 + second - offset)
    return whole + fraction
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
