import Foundation
import StoryKit
import Testing

/// Random bytes, random damage and every prefix of a real file: the parser returns whatever it
/// is given, within its limits. Seeds are fixed so failures reproduce.
@Suite struct WebVTTFuzzTests {
  static let interesting: [UInt8] =
    Array("WEBVTT\n\r -->:.0159<>/&;#bivuNOTE".utf8) + [0x00, 0x80, 0xC3, 0xFF, 0xEF, 0xBB, 0xBF]

  static let sample = """
    WEBVTT

    NOTE fuzz me

    1
    00:00:00.500 --> 00:00:02.000 align:start
    <b>Bold</b> and <i>italic &amp; <u>under</u></i>
    second line

    00:01.000 --> 00:03.000
    <v Speaker>&lt;overlap&gt;</v><00:01.500><c.x>karaoke</c>

    """

  @Test func randomBytesNeverCrash() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<96, using: &generator)
      var bytes = Bool.random(using: &generator) ? Array("WEBVTT\n\n".utf8) : []
      bytes += (0..<count).map { _ in
        Bool.random(using: &generator)
          ? Self.interesting.randomElement(using: &generator) ?? 0
          : UInt8.random(in: 0...255, using: &generator)
      }
      let result = WebVTTParser().parse(Data(bytes))
      #expect(result.cues.allSatisfy { $0.end > $0.start })
      _ = result.track.cues(at: Double.random(in: 0...5, using: &generator))
    }
  }

  @Test func damagedFilesKeepWhatIsValid() {
    let original = Array(Self.sample.utf8)
    var generator = SplitMix64(seed: 5)
    var keptSome = 0
    for _ in 0..<500 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        guard !bytes.isEmpty else { break }
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[index] = Self.interesting.randomElement(using: &generator) ?? 0
        case 1: bytes.remove(at: index)
        case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
        default:
          bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...40, using: &generator)))
        }
      }
      let result = WebVTTParser().parse(Data(bytes))
      if !result.cues.isEmpty { keptSome += 1 }
      #expect(result.cues.count <= 2)
    }
    #expect(keptSome > 0, "some damage must leave a readable cue")
  }

  @Test func everyPrefixIsHandled() {
    let bytes = Array(Self.sample.utf8)
    for length in 0...bytes.count {
      let result = WebVTTParser().parse(Data(bytes[0..<length]))
      #expect(result.cues.count <= 2, "prefix of \(length) bytes")
    }
  }

  @Test func limitsBoundCuesLinesAndDiagnostics() {
    let limits = WebVTTParser.Limits(maxCues: 3, maxLineLength: 30, maxDiagnostics: 4)
    var text = "WEBVTT\n\n"
    for second in 0..<10 {
      text += "00:0\(second).000 --> 00:0\(second).500\n\(String(repeating: "x", count: 50))\n\n"
    }
    let result = WebVTTParser(limits: limits).parse(text)
    #expect(result.cues.count == 3)
    #expect(result.cues.allSatisfy { $0.text.count == 30 })
    #expect(result.diagnostics.count == 5, "four listed and one that counts the rest")
    #expect(result.diagnostics.allSatisfy { $0.code == .limitExceeded })

    let garbage = "WEBVTT\n\n" + String(repeating: "junk\n\n", count: 1_000)
    #expect(WebVTTParser().parse(garbage).diagnostics.count == 101)

    let big = WebVTTParser(limits: .init(maxBytes: 40)).parse(Data((text).utf8))
    #expect(big.diagnostics.first?.code == .limitExceeded)
    #expect(big.cues.count <= 1)
  }

  @Test func deepTagsAndLongLinesStayCheap() {
    let tags = String(repeating: "<b><i>", count: 5_000) + "x" + String(repeating: "</b>", count: 5_000)
    let references = String(repeating: "&&#x;&amp", count: 5_000)
    let limits = WebVTTParser.Limits(maxLineLength: 100_000)
    let result = WebVTTParser(limits: limits).parse(
      "WEBVTT\n\n00:01.000 --> 00:02.000\n\(tags)\n\(references)\n")
    #expect(result.cues.count == 1)
    #expect(result.cues.first?.text.hasPrefix("x\n") == true)
  }
}
