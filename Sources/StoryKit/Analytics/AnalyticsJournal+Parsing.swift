import Foundation

extension AnalyticsJournal {
  /// What a journal file holds: the unacknowledged events, and why any line was skipped.
  struct Contents {
    var records: [Record] = []
    var diagnostics: [Diagnostic] = []
  }

  /// Reads a journal's bytes. Never throws: a line that is torn, damaged or unreadable is
  /// skipped with a diagnostic whose path is the line's index (`$[12]`).
  static func parse(_ data: Data, fileName: String) -> Contents {
    var contents = Contents()
    var events: [Record] = []
    var acknowledged: [ClosedRange<UInt64>] = []
    var seen = Set<UInt64>()
    var lineStart = data.startIndex
    var index = 0
    while lineStart < data.endIndex {
      guard let newline = data[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else {
        let count = data.endIndex - lineStart
        contents.diagnostics.append(
          Diagnostic(
            .warning, .syntax, at: JSONPath.root.appending(index),
            "analytics journal \(fileName): the last record is incomplete (\(count) bytes, a write cut "
              + "short by a crash); ignored"))
        break
      }
      let line = data[lineStart..<newline]
      let isLast = data.index(after: newline) == data.endIndex
      switch parseLine(line) {
      case .event(let record):
        if seen.insert(record.sequence).inserted { events.append(record) }
      case .acknowledgement(let range):
        acknowledged.append(range)
      case .problem(let code, let message):
        // A bad last line is a torn write; one in the middle means the file was damaged.
        let severity: Diagnostic.Severity = isLast ? .warning : .error
        contents.diagnostics.append(
          Diagnostic(
            severity, code, at: JSONPath.root.appending(index),
            "analytics journal \(fileName): \(message); record skipped"))
      }
      lineStart = data.index(after: newline)
      index += 1
    }
    contents.records = unacknowledged(events, acknowledged)
    return contents
  }

  private enum Line {
    case event(Record)
    case acknowledgement(ClosedRange<UInt64>)
    case problem(Diagnostic.Code, String)
  }

  private static func parseLine(_ line: Data.SubSequence) -> Line {
    // `<8 hex digits> <body>`
    let checksumEnd = line.index(line.startIndex, offsetBy: 8, limitedBy: line.endIndex) ?? line.endIndex
    guard checksumEnd < line.endIndex, line[checksumEnd] == UInt8(ascii: " ") else {
      return .problem(.syntax, "a line without a checksum")
    }
    let body = line[line.index(after: checksumEnd)...]
    guard String(decoding: line[line.startIndex..<checksumEnd], as: UTF8.self) == CRC32Checksum.hex(body)
    else {
      return .problem(.invalidValue, "a line whose checksum does not match (damaged or torn)")
    }
    let fields = body.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
    let kind = fields.first.map { String(decoding: $0, as: UTF8.self) }
    switch kind {
    case "E" where fields.count == 3:
      guard let sequence = UInt64(String(decoding: fields[1], as: UTF8.self)) else {
        return .problem(.syntax, "an event without a sequence number")
      }
      do {
        // Properties may nest as deep as the app made them; 512 is the parser's own bound.
        let json = try JSONValue(parsing: Data(fields[2]), maxDepth: 512)
        return .event(Record(sequence: sequence, event: try AnalyticsEvent(json: json)))
      } catch {
        return .problem(.syntax, "an event this version cannot read (\(error))")
      }
    case "A" where fields.count == 3:
      guard let first = UInt64(String(decoding: fields[1], as: UTF8.self)),
        let last = UInt64(String(decoding: fields[2], as: UTF8.self)), first <= last
      else {
        return .problem(.syntax, "an acknowledgement without a valid range")
      }
      return .acknowledgement(first...last)
    default:
      return .problem(.syntax, "a record of an unknown kind")
    }
  }

  /// The events no range covers, by sequence number.
  private static func unacknowledged(_ events: [Record], _ ranges: [ClosedRange<UInt64>]) -> [Record] {
    let sortedEvents = events.sorted { $0.sequence < $1.sequence }
    let sortedRanges = ranges.sorted { $0.lowerBound < $1.lowerBound }
    var result: [Record] = []
    var rangeIndex = 0
    var coveredUpTo: UInt64?  // the highest upper bound among ranges starting at or before the event
    for record in sortedEvents {
      while rangeIndex < sortedRanges.count, sortedRanges[rangeIndex].lowerBound <= record.sequence {
        coveredUpTo = max(coveredUpTo ?? 0, sortedRanges[rangeIndex].upperBound)
        rangeIndex += 1
      }
      if let coveredUpTo, record.sequence <= coveredUpTo { continue }
      result.append(record)
    }
    return result
  }
}
