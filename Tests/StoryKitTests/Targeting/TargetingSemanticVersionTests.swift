import Testing

@testable import StoryKit

@Suite struct TargetingSemanticVersionTests {
  private func version(_ text: String) throws -> SemanticVersion {
    try #require(SemanticVersion(text))
  }

  @Test func ordersLikeSemanticVersioning() throws {
    let ordered = [
      "0.9", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1", "1.0.0", "1.0.1", "1.9.2", "1.10.0", "2", "10.0",
    ]
    let versions = try ordered.map(version)
    #expect(versions == versions.sorted())
    #expect(try ordered.shuffled().map(version).sorted().map(\.description) == ordered)
  }

  @Test func equalVersionsHashAlike() throws {
    for (a, b) in [("1.2", "1.2.0"), ("v1.2.3+abc", "1.2.3"), ("01.0", "1"), ("1.0.0-rc.01", "1.0-rc.1")] {
      #expect(try version(a) == version(b))
      #expect(try Set([version(a), version(b)]).count == 1)
      #expect(try version(a).description == a)
    }
    #expect(try version("1.0.0-rc") != version("1.0.0"))
  }

  @Test func errorsSayWhatIsWrong() {
    func reason(_ text: String) -> SemanticVersionError.Reason? {
      do {
        _ = try SemanticVersion(parsing: text)
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason("1.2.3") == nil)
    #expect(reason("") == .badNumber && reason("1..2") == .badNumber && reason("a.b") == .badNumber)
    #expect(reason("1.0-") == .badPreRelease && reason("1.0-ä") == .badPreRelease)
    #expect(reason("1.0+") == .badBuild && reason("1.0+a+b") == .badBuild)
    #expect(reason(String(repeating: "1", count: 257)) == .tooLong)
    #expect(
      SemanticVersionError(text: "2.x", reason: .badNumber).description
        == #"expected a semantic version such as "1.10.0", found "2.x""#)
  }

  @Test func hugeNumbersCompareWithoutOverflow() throws {
    let big = try version(String(repeating: "9", count: 100) + ".0")
    #expect(try big > version("1" + String(repeating: "0", count: 98)))
    #expect(try big < version("1" + String(repeating: "0", count: 100)))
  }
}
