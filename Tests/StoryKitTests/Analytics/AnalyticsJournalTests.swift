import Foundation
import Testing

@testable import StoryKit

/// The journal's record format, taken apart.
@Suite struct AnalyticsJournalTests {
  let events = (0..<10).map { testEvent($0) }

  func event(_ index: Int) -> AnalyticsEvent { events[index] }

  func eventLine(_ sequence: UInt64, _ event: AnalyticsEvent) throws -> Data {
    AnalyticsJournal.line("E \(sequence) ", try AnalyticsEvent.jsonWriter.data(.object(event.jsonObject)))
  }

  @Test func sequencesBecomeRanges() {
    #expect(AnalyticsJournal.ranges(of: []) == [])
    #expect(AnalyticsJournal.ranges(of: [3]) == [3...3])
    #expect(AnalyticsJournal.ranges(of: [1, 2, 3, 5, 6, 9]) == [1...3, 5...6, 9...9])
    #expect(AnalyticsJournal.ranges(of: [6, 5, 5, 1]) == [1...1, 5...6])
  }

  @Test func linesCarryAChecksumOfTheirBody() {
    let line = String(decoding: AnalyticsJournal.line("A 1 20", Data()), as: UTF8.self)
    #expect(line == CRC32Checksum.hex(Array("A 1 20".utf8)) + " A 1 20\n")
  }

  @Test func acknowledgedEventsAreNotRecovered() throws {
    var data = Data()
    for sequence in 1...6 { data += try eventLine(UInt64(sequence), event(sequence)) }
    data += AnalyticsJournal.line("A 2 3", Data())
    data += AnalyticsJournal.line("A 5 5", Data())
    data += AnalyticsJournal.line("A 1 1", Data())
    let contents = AnalyticsJournal.parse(data, fileName: "events.journal")
    #expect(contents.records.map(\.sequence) == [4, 6])
    #expect(contents.records.map(\.event) == [event(4), event(6)])
    #expect(contents.diagnostics.isEmpty)
  }

  @Test func overlappingAndEarlyAcknowledgementsAreHonoured() throws {
    var data = AnalyticsJournal.line("A 1 4", Data())
    for sequence in 1...8 { data += try eventLine(UInt64(sequence), event(sequence)) }
    data += AnalyticsJournal.line("A 2 3", Data())
    data += AnalyticsJournal.line("A 6 7", Data())
    let contents = AnalyticsJournal.parse(data, fileName: "events.journal")
    #expect(contents.records.map(\.sequence) == [5, 8])
  }

  @Test func aRepeatedSequenceNumberKeepsTheFirstEvent() throws {
    let data = try eventLine(1, event(1)) + eventLine(1, event(2))
    #expect(AnalyticsJournal.parse(data, fileName: "j").records.map(\.event) == [event(1)])
  }

  @Test func aDamagedLastLineIsATornWriteAndAWarning() throws {
    var data = try eventLine(1, event(1)) + eventLine(2, event(2))
    data[data.count - 5] ^= 0xFF
    let contents = AnalyticsJournal.parse(data, fileName: "j")
    #expect(contents.records.map(\.sequence) == [1])
    #expect(contents.diagnostics.map(\.severity) == [.warning])
  }
}
