import Foundation
import StoryKit
import StoryKitCommandLine
import StoryKitTestSupport
import Testing

@testable import storykit

/// `storykit render --widget player`, parsed in-process: what the
/// options read, the usage errors, the filmstrip syntax, and the group, story and time checked
/// against the demo feed.
@MainActor
@Suite struct RenderPlayerArgumentTests {
  static let base = [
    "render", "Examples/feeds/demo.json", "--widget", "player", "--group", "new-in", "--out", "p.png",
  ]

  func options(_ extra: [String]) throws -> RenderPlayerCommand.Options {
    guard case .renderPlayer(let options) = try Command.parse(Self.base + extra) else {
      throw UsageError(command: "test", .invalid("not the player render"))
    }
    return options
  }

  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try Command.parse(arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func theOptionsAreRead() throws {
    let plain = try options([])
    #expect(
      plain.feedPath == "Examples/feeds/demo.json" && plain.output == "p.png" && plain.groupID == "new-in")
    #expect(plain.moments == [PlayerMoment(story: 1, time: 0)] && !plain.isFilmstrip)
    #expect(
      plain.rendering.size.width == 390 && plain.rendering.size.height == 844 && plain.rendering.scale == 2)
    let all = try options([
      "--story", "3", "--time=2.5", "--paused", "--loading", "--transition", "-0.4",
      "--width", "320", "--height", "568", "--scale", "1", "--theme", "dark", "--direction", "rtl",
      "--text-size", "1.5", "--image-timeout", "9", "--date", "2026-06-01T12:00:00Z",
    ])
    #expect(all.moments == [PlayerMoment(story: 3, time: 2.5)])
    let rendering = all.rendering
    #expect(rendering.isPaused && rendering.isLoading && rendering.transition == -0.4)
    #expect(rendering.size.width == 320 && rendering.size.height == 568 && rendering.scale == 1)
    #expect(rendering.theme == .dark && rendering.direction == .rightToLeft)
    #expect(rendering.textSize == 1.5 && rendering.imageTimeout == 9)
    #expect(rendering.date == Date(timeIntervalSince1970: 1_780_315_200))
  }

  @Test func theWidgetChoosesTheCommand() throws {
    #expect(RenderPlayerCommand.isPlayer(["--widget=player"]))
    #expect(!RenderPlayerCommand.isPlayer(["--widget", "story-bar"]))
    #expect(!RenderPlayerCommand.isPlayer(["--", "--widget", "player"]), "a file named --widget")
    guard
      case .renderStoryBar = try Command.parse([
        "render", "f.json", "--widget", "story-bar", "--out", "b.png",
      ])
    else {
      Issue.record("the story bar")
      return
    }
    #expect(
      reason(["render", "f.json", "--widget", "carousel", "--out", "b.png"])
        == .invalidValue(
          option: "--widget", value: "carousel", expected: "story-bar or player (the widgets that render)"))
  }

  @Test func badValuesAreUsageErrors() {
    let render = ["render", "Examples/feeds/demo.json", "--widget", "player", "--out", "p.png"]
    #expect(reason(render) == .missingOption("--group"))
    for (option, value) in [
      ("--story", "0"), ("--story", "-2"), ("--story", "two"), ("--time", "-1"), ("--time", "nan"),
      ("--time", "inf"), ("--time", "1e400"), ("--transition", "1.5"), ("--transition", "-inf"),
      ("--width", "0"), ("--scale", "9"), ("--text-size", "4"), ("--image-timeout", "-3"),
    ] {
      if case .invalidNumber(let named, let found, _) = reason(Self.base + [option, value]) {
        #expect(named == option && found == value)
      } else {
        Issue.record("\(option) \(value) is not refused as a number")
      }
    }
    #expect(reason(Self.base + ["--theme", "sepia"]) != nil)
    #expect(reason(Self.base + ["--date", "tomorrow"]) != nil)
    #expect(reason(Self.base + ["--paused=yes"]) == .unexpectedValue(flag: "--paused"))
    #expect(reason(Self.base + ["--story", "2", "--story", "3"]) == .repeatedOption("--story"))
  }

  @Test func theFilmstripReadsSecondsOrStoryAndSeconds() throws {
    let strip = try options(["--story", "2", "--filmstrip", "0, 1.5,3:4.9"])
    #expect(strip.isFilmstrip)
    #expect(
      strip.moments == [.init(story: 2, time: 0), .init(story: 2, time: 1.5), .init(story: 3, time: 4.9)])
    #expect(PlayerMoment(story: 3, time: 4.9).caption == "story 3 · 4.9 s")
    for bad in ["", "1,,2", "a", "0:1", "1:2:3", "-1", "1:-1", "nan", "2:inf"] {
      #expect((try? PlayerMoment.filmstrip(bad, story: 1).get()) == nil, "\(bad)")
    }
    let thirteen = Array(repeating: "1", count: 13).joined(separator: ",")
    #expect(PlayerMoment.filmstrip(thirteen, story: 1) == .failure(.tooMany(13)))
    #expect(reason(Self.base + ["--filmstrip", "0,1", "--time", "2"]) != nil, "the strip names its times")
    let wide = Self.base + ["--filmstrip", "0,1,2,3,4,5,6,7,8,9,10,11", "--scale", "4"]
    guard case .invalid(let sentence) = reason(wide) else {
      Issue.record("a strip wider than a bitmap is refused")
      return
    }
    #expect(sentence.contains("wider than 16384 px"))
  }

  @Test func theGroupStoryAndTimeAreCheckedAgainstTheFeed() throws {
    let feed = try #require(FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/demo.json")).feed)
    let target = try PlayerTarget(feed: feed, groupID: "headlines", moments: [.init(story: 3, time: 9.9)])
    #expect(target.group.id == "headlines" && target.groups.allSatisfy { !$0.isTestOnly })
    let testOnly = try PlayerTarget(feed: feed, groupID: "qa-layers", moments: [.init(story: 1, time: 0)])
    #expect(testOnly.group.isTestOnly, "a test-only group opens as test mode shows it")
    func error(_ group: String, _ moment: PlayerMoment) -> PlayerRenderError? {
      do throws(PlayerRenderError) {
        _ = try PlayerTarget(feed: feed, groupID: group, moments: [moment])
        return nil
      } catch {
        return error
      }
    }
    let unknown = try #require(error("nope", .init(story: 1, time: 0)))
    #expect(unknown == .unknownGroup("nope", known: feed.storyGroups.map(\.id)))
    #expect(
      unknown.description.contains("\"nope\" is not a group of the feed; its groups are: new-in, headlines"))
    let story = try #require(error("headlines", .init(story: 4, time: 0)))
    #expect(story.description == "--story 4 is out of range: \"headlines\" has 3 stories (1 to 3)")
    let late = try #require(error("headlines", .init(story: 3, time: 10)))
    #expect(late.description.hasPrefix("--time 10 is not within story 3 of \"headlines\", which lasts 10 s"))
    #expect(error("headlines", .init(story: 1, time: -.infinity)) != nil)
  }

  /// Arguments no one should give: each is refused or read, and nothing traps.
  @Test func hostileArgumentsNeverCrash() {
    let hostile = [
      "", "-", "--", "--=", "--group=", "--story=9223372036854775808", "--time=1e308", "--time=-0",
      "--transition=nan", "--filmstrip=,", "--filmstrip=99999999999999999999:1", "--width=1e-300",
      "--scale=0.0000001", "--out=", "--direction=auto", "--text-size=", "--widget=player", "\u{0}", "🙂",
    ]
    for argument in hostile {
      _ = reason(Self.base + [argument])
      _ = reason(["render", argument, "--widget", "player", "--group", argument, "--out", "x.png"])
    }
  }
}

/// `--user-data KEY=VALUE`, the values a config would give the feed's per-user placeholders, on
/// every command that decodes a feed.
@MainActor
@Suite struct UserDataArgumentTests {
  @Test func theValuesAreReadByEveryCommandThatDecodesAFeed() throws {
    let data = ["--user-data", "firstName=Dana", "--user-data", "tier=gold=plus", "--user-data", "note="]
    let expected = ["firstName": "Dana", "tier": "gold=plus", "note": ""]
    guard case .renderPlayer(let player) = try Command.parse(RenderPlayerArgumentTests.base + data) else {
      Issue.record("not the player render")
      return
    }
    #expect(player.userData == expected)
    let bar = ["render", "f.json", "--widget", "story-bar", "--out", "b.png"]
    guard case .renderStoryBar(let barOptions) = try Command.parse(bar + data) else {
      Issue.record("not the story bar render")
      return
    }
    #expect(barOptions.userData == expected)
    guard
      case .renderPlacement(let placement) = try Command.parse(["render", "f.json", "--out", "p.png"] + data)
    else {
      Issue.record("not the placement render")
      return
    }
    #expect(placement.rendering.userData == expected)
    guard case .validate(let validate) = try Command.parse(["validate", "f.json"] + data) else {
      Issue.record("not validate")
      return
    }
    #expect(validate.userData == expected)
    #expect(try PreviewCommand.parse(["f.json"] + data).userData == expected)
    #expect(
      try PreviewCommand.parse(["f.json", "--user-data", "a=1", "--user-data", "a=2"]).userData == ["a": "2"])
  }

  @Test(arguments: ["firstName", "=Dana", "first name=Dana", "prénom=Dana", "a|b=c"])
  func anEntryThatIsNotAKeyAndAValueIsAUsageError(entry: String) {
    do throws(UsageError) {
      _ = try Command.parse(["validate", "f.json", "--user-data", entry])
      Issue.record("\(entry) was accepted")
    } catch {
      #expect(error.description.contains("--user-data"), "\(error)")
    }
  }
}
