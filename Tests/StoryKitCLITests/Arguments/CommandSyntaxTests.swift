import StoryKitCommandLine
import Testing

@testable import storykit

/// The one parser every command uses: options, values, repetition, operands and `--`.
@Suite struct CommandSyntaxTests {
  let syntax = CommandSyntax(
    command: "tool", flags: ["--quiet"], options: ["--out", "--count"], repeatableOptions: ["--label"],
    operands: ["an input file"])

  /// The reason `arguments` are refused, or `nil` if they parse.
  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try syntax.parse(arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func flagsValuesAndOperandsAreRead() throws {
    let parsed = try syntax.parse(["in.json", "--quiet", "--out", "a.png", "--label", "x", "--label=y"])
    #expect(parsed.operands == ["in.json"])
    #expect(parsed.has("--quiet"))
    #expect(parsed.value("--out") == "a.png")
    #expect(parsed.allValues("--label") == ["x", "y"])
    #expect(parsed.value("--count") == nil)
  }

  @Test func valuesMayFollowAnEqualsSign() throws {
    #expect(try syntax.parse(["--out=a=b.png", "in"]).value("--out") == "a=b.png")
  }

  @Test func unknownOptionsAreRefused() {
    #expect(reason(["--frobnicate", "in"]) == .unknownOption("--frobnicate"))
    #expect(reason(["-x", "in"]) == .unknownOption("-x"))
    #expect(reason(["--frobnicate=1", "in"]) == .unknownOption("--frobnicate"))
  }

  @Test func missingValuesAreRefused() {
    #expect(reason(["in", "--out"]) == .missingValue(option: "--out"), "last argument")
    #expect(reason(["--out", "--quiet", "in"]) == .missingValue(option: "--out"), "the next option")
    #expect(reason(["in", "--out="]) == .missingValue(option: "--out"), "empty after =")
    #expect(reason(["in", "--out", ""]) == .missingValue(option: "--out"), "empty argument")
  }

  @Test func aValueMayStartWithOneDash() throws {
    #expect(try syntax.parse(["in", "--count", "-5"]).value("--count") == "-5")
  }

  @Test func repeatedOptionsAreRefusedUnlessRepeatable() {
    #expect(reason(["in", "--out", "a", "--out", "b"]) == .repeatedOption("--out"))
    #expect(reason(["in", "--quiet", "--quiet"]) == .repeatedOption("--quiet"))
    #expect(reason(["in", "--label", "a", "--label", "b"]) == nil)
  }

  @Test func flagsTakeNoValue() {
    #expect(reason(["in", "--quiet=yes"]) == .unexpectedValue(flag: "--quiet"))
  }

  @Test func operandCountMustFit() {
    #expect(reason([]) == .missingOperand("an input file"))
    #expect(reason(["--quiet"]) == .missingOperand("an input file"))
    #expect(reason(["a", "b"]) == .unexpectedOperand("b"))
  }

  @Test func doubleDashEndsTheOptions() throws {
    let parsed = try syntax.parse(["--quiet", "--", "--out"])
    #expect(parsed.operands == ["--out"])
    #expect(parsed.value("--out") == nil)
    #expect(try syntax.parse(["-"]).operands == ["-"], "a lone dash is an operand")
    #expect(reason(["--", "a", "b"]) == .unexpectedOperand("b"))
  }

  @Test func integersMustBeInRange() throws {
    let parsed = try syntax.parse(["in", "--count", "0"])
    #expect(
      throws: UsageError(
        command: "tool", .invalidNumber(option: "--count", value: "0", expected: "an integer from 1 to 10"))
    ) {
      try parsed.integer("--count", in: 1...10)
    }
    #expect(try syntax.parse(["in", "--count", "10"]).integer("--count", in: 1...10) == 10)
    #expect(try syntax.parse(["in"]).integer("--count", in: 1...10, default: 3) == 3)
    for text in ["11", "abc", "2.5", "", "99999999999999999999"] where !text.isEmpty {
      #expect(throws: UsageError.self) {
        try syntax.parse(["in", "--count", text]).integer("--count", in: 1...10)
      }
    }
  }

  @Test func numbersMustBeFiniteAndInRange() throws {
    #expect(try syntax.parse(["in", "--count", "2.5"]).number("--count", in: 0.5...4) == 2.5)
    for text in ["9", "0.1", "nan", "inf", "-inf", "x"] {
      #expect(throws: UsageError.self, "\(text)") {
        try syntax.parse(["in", "--count", text]).number("--count", in: 0.5...4)
      }
    }
  }

  @Test func choicesAndRequiredOptions() throws {
    let parsed = try syntax.parse(["in", "--out", "dark"])
    #expect(try parsed.choice("--out", from: [("light", 1), ("dark", 2)]) == 2)
    #expect(
      throws: UsageError(
        command: "tool", .invalidValue(option: "--out", value: "dark", expected: "one of light"))
    ) {
      try parsed.choice("--out", from: [("light", 1)])
    }
    #expect(throws: UsageError(command: "tool", .missingOption("--count"))) { try parsed.required("--count") }
  }

  @Test func messagesNameTheCommandAndWhatWasExpected() {
    let error = UsageError(
      command: "bench layout",
      .invalidNumber(option: "--pairs", value: "0", expected: "an integer from 1 to 100000"))
    #expect(error.description == "bench layout: --pairs expects an integer from 1 to 100000, found \"0\"")
    #expect(UsageError(command: "", .unknownCommand("launch")).description == "unknown command \"launch\"")
  }
}
