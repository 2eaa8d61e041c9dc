extension WebVTTParser {
  /// A cue's start, end and settings, read from its timing line.
  struct Timing {
    var start: Double
    var end: Double
    var settings: String
  }

  /// Reads `start --> end [settings]`, or reports what was expected at `line` and returns `nil`.
  ///
  /// As the specification's "collect WebVTT cue timings and settings": whitespace (space, tab,
  /// form feed) is skipped around the timestamps and the arrow, a timestamp ends after its third
  /// millisecond digit, and the rest of the line is the settings remainder, whatever it starts
  /// with.
  func readTiming(_ text: String, line: Int, report: inout Report) -> Timing? {
    let scalars = Array(text.unicodeScalars)
    var position = 0
    func skipSpace() {
      while position < scalars.count, Self.isWhitespace(scalars[position]) { position += 1 }
    }
    skipSpace()
    let start = Self.readTimestamp(scalars, at: &position)
    skipSpace()
    let arrow: [Unicode.Scalar] = ["-", "-", ">"]
    let hasArrow = position + 3 <= scalars.count && Array(scalars[position..<(position + 3)]) == arrow
    if hasArrow { position += 3 }
    skipSpace()
    let end = hasArrow ? Self.readTimestamp(scalars, at: &position) : nil
    guard let start, let end else {
      report.add(
        .error, .invalidValue, line: line,
        "expected a cue timing such as \"00:01.000 --> 00:04.000\" (hh:mm:ss.ttt or mm:ss.ttt), found \"\(text.clipped())\"; the cue is skipped"
      )
      return nil
    }
    guard end > start else {
      report.add(
        .error, .invalidValue, line: line,
        "expected the end time after the start time, found \"\(text.clipped())\"; the cue is skipped")
      return nil
    }
    skipSpace()
    let settings = String(String.UnicodeScalarView(scalars[position...]))
    return Timing(start: start, end: end, settings: settings)
  }

  /// Whitespace inside a line as the specification's "skip whitespace" means it (ASCII whitespace
  /// but the line breaks, which end lines before this): space, tab and form feed.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\u{0C}"
  }

  /// A timestamp `[hh:]mm:ss.ttt` in seconds: hours of any number of digits (at most 9 here),
  /// minutes and seconds of two digits up to 59, milliseconds of three.
  static func readTimestamp(_ scalars: [Unicode.Scalar], at position: inout Int) -> Double? {
    func digits() -> (value: Int, count: Int)? {
      var value = 0
      var count = 0
      while position < scalars.count, (0x30...0x39).contains(scalars[position].value) {
        guard count < 9 else { return nil }
        value = value * 10 + Int(scalars[position].value - 0x30)
        count += 1
        position += 1
      }
      return count > 0 ? (value, count) : nil
    }
    func expect(_ scalar: Unicode.Scalar) -> Bool {
      guard position < scalars.count, scalars[position] == scalar else { return false }
      position += 1
      return true
    }
    guard let first = digits(), expect(":"), let second = digits(), second.count == 2 else { return nil }
    var hours = 0
    var minutes = first
    var seconds = second
    if position < scalars.count, scalars[position] == ":" {
      position += 1
      guard let third = digits(), third.count == 2 else { return nil }
      hours = first.value
      minutes = second
      seconds = third
    } else if first.count != 2 {
      return nil
    }
    guard minutes.count == 2, minutes.value <= 59, seconds.value <= 59, expect("."),
      let fraction = digits(), fraction.count == 3
    else { return nil }
    return Double(hours) * 3600 + Double(minutes.value) * 60 + Double(seconds.value) + Double(fraction.value)
      / 1000
  }
}
