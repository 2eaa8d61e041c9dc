import Foundation
import StoryKitCommandLine
import Testing

@testable import storykit

/// Every command's command line, parsed in-process: what it reads and which usage errors it
/// throws (the exit-code tests run the built binary).
@MainActor
@Suite struct CommandParseTests {
  /// The reason a command line is refused, or `nil` if it parses.
  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try Command.parse(arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func theCommandComesFirst() {
    #expect(reason([]) == .missingCommand)
    #expect(reason(["launch-rockets"]) == .unknownCommand("launch-rockets"))
    #expect(reason(["analytics-soak"]) == .unknownCommand("analytics-soak"), "a test-only executable now")
    #expect(reason(["help"]) == nil)
    #expect(reason(["help", "me"]) == .unexpectedOperand("me"))
  }

  @Test func validate() throws {
    guard case .validate(let options) = try Command.parse(["validate", "--json", "feed.json"]) else {
      Issue.record("not validate")
      return
    }
    #expect(options == ValidateCommand.Options(file: "feed.json", isStrict: false, isJSON: true))
    #expect(reason(["validate"]) == .missingOperand("a feed file"))
    #expect(reason(["validate", "a.json", "b.json"]) == .unexpectedOperand("b.json"))
    #expect(reason(["validate", "--frobnicate", "a.json"]) == .unknownOption("--frobnicate"))
    #expect(reason(["validate", "--", "--strict"]) == nil, "a file named --strict")
  }

  @Test func demo() throws {
    guard case .demo(let options) = try Command.parse(["demo", "--out", "folder"]) else {
      Issue.record("not demo")
      return
    }
    #expect(options.outputPath == "folder" && options.feedPath == DemoCommand.defaultFeed)
    #expect(reason(["demo", "--feed"]) == .missingValue(option: "--feed"))
    #expect(reason(["demo", "extra"]) == .unexpectedOperand("extra"))
  }

  @Test func renderChoosesTheStoryBarWithWidget() throws {
    guard
      case .renderStoryBar(let options) = try Command.parse([
        "render", "feed.json", "--widget=story-bar", "--width", "300", "--theme", "dark", "--sections", "2",
        "--out", "bar.png",
      ])
    else {
      Issue.record("not the story bar")
      return
    }
    #expect(options.feedPath == "feed.json" && options.output == "bar.png")
    #expect(options.rendering.width == 300 && options.rendering.theme == .dark)
    #expect(options.rendering.styling.list.sections == 2)
    #expect(reason(["render", "f.json", "--widget", "carousel", "--out", "x.png"]) != nil)
    #expect(
      reason(["render", "f.json", "--widget", "story-bar", "--scale", "9", "--out", "x.png"])
        == .invalidNumber(option: "--scale", value: "9", expected: "a number from 0.5 to 4"))
    #expect(reason(["render", "f.json", "--widget", "story-bar"]) == .missingOption("--out"))
    #expect(
      reason(["render", "f.json", "--widget", "story-bar", "--theme", "sepia", "--out", "x.png"])
        == .invalidValue(option: "--theme", value: "sepia", expected: "one of light, dark"))
  }

  @Test func renderExamples() throws {
    guard case .renderExamples(let folder) = try Command.parse(["render", "--examples", "out"]) else {
      Issue.record("not the examples")
      return
    }
    #expect(folder.lastPathComponent == "out")
    #expect(reason(["render"]) == .missingOperand("a feed file"), "no --examples: the placement")
    #expect(reason(["render", "--examples"]) == .missingValue(option: "--examples"))
  }

  @Test func fetch() throws {
    guard
      case .fetch(let options) = try Command.parse([
        "fetch", "http://127.0.0.1:9/feeds", "--token", "demo-home", "--label", "a", "--label", "b",
        "--property", "age=31", "--test-mode", "--timeout", "2.5",
      ])
    else {
      Issue.record("not fetch")
      return
    }
    #expect(options.config.token == "demo-home" && options.timeout == 2.5)
    #expect(reason(["fetch", "http://127.0.0.1:9/feeds"]) == .missingOption("--token"))
    #expect(reason(["fetch", "--token", "demo-home"]) == .missingOperand("an endpoint"))
    #expect(
      reason(["fetch", "http://127.0.0.1:9/feeds", "--token", "a", "--token", "b"])
        == .repeatedOption("--token"))
    #expect(
      reason(["fetch", "http://127.0.0.1:9/feeds", "--token", "t", "--property", "=1"])
        == .invalidValue(option: "--property", value: "=1", expected: "key=value"))
    #expect(
      reason(["fetch", "http://127.0.0.1:9/feeds", "--token", "t", "--timeout", "0"])
        == .invalidNumber(option: "--timeout", value: "0", expected: "a number from 0.001 to 600"))
    if case .invalid = reason(["fetch", "http://127.0.0.1:9/feeds", "--token", "no spaces"]) {
    } else {
      Issue.record("a token with spaces is a usage error")
    }
  }

  @Test func benchPointsToItsOwnTool() {
    for arguments in [["bench"], ["bench", "decode"], ["bench", "decode", "--help"]] {
      #expect(reason(arguments) == .invalid(Command.benchMoved), "\(arguments)")
    }
    #expect(Command.benchMoved.contains("storykit-bench <benchmark>"))
    #expect(!Command.usage.contains("bench decode"), "the benchmarks are storykit-bench's")
  }
}
