import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitGStreamer
import StoryKitImages
import StoryKitUI

/// `storykit render <feed.json> --widget player --group <id> [options] --out file.png`: any
/// moment of playback, or a row of moments (`--filmstrip`), as a PNG.
@MainActor
enum RenderPlayerCommand {
  nonisolated static let syntax = CommandSyntax(
    command: "render",
    flags: ["--paused", "--loading", "--share"],
    options: [
      "--widget", "--group", "--story", "--time", "--transition", "--filmstrip", "--width", "--height",
      "--scale", "--theme",
      "--direction", "--locale", "--text-size", "--image-timeout", "--date", "--out", "--captions", "--video",
      "--video-timeout",
    ],
    repeatableOptions: ["--user-data"], operands: ["a feed file"],
    usage: """
      storykit render <feed.json> --widget player --group <id> [--story N] [--time S] [--paused]
        [--loading] [--transition F] [--width 390] [--height 844] [--scale 2] [--theme light|dark]
        [--direction ltr|rtl] [--locale de|ar-EG|…] [--text-size 1] [--image-timeout 5] [--date D]
        [--captions on|off]
        [--video on|off] [--video-timeout 15] [--share] [--user-data KEY=VALUE]… --out file.png
      storykit render <feed.json> --widget player --group <id> --filmstrip 0,1.5,3 [--story N] … --out file.png

        --story N          the story, counting from 1 (default 1)
        --time S           seconds into that story, from 0 to less than its duration (default 0)
        --paused           held by a long press: paused, the chrome hidden
        --loading          before the story's picture arrives: the loading view
        --transition F     the cube swipe F of the way (0 to 1) to the next group; -1 to 0 towards
                           the previous one
        --locale TAG       the player's locale, a BCP 47 tag: the language of StoryKit's strings, the
                           digits, the time since posting (default: the system's); a right-to-left
                           language lays the player out right to left unless --direction says otherwise
        --text-size M      the text-size multiplier, 0.5 to 3 (large text: 1.5)
        --date D           the date and time the story opens, ISO 8601 (2026-06-01T12:00:00Z), for the
                           time since posting and countdowns (default: now)
        --captions on|off  a video story's captions (default off)
        --video on|off     play video stories with GStreamer, the frame at --time (default on); off
                           shows their posters
        --share            the picture the share button gives the app instead: the story as shown,
                           without the progress bars and the header, at --width × --height × --scale
        --user-data K=V    a value for the feed's per-user placeholders ({{user.K|fallback}}); repeat
                           it for each key
        --filmstrip LIST   a row of moments with a caption under each: seconds into --story
                           (0,1.5,3,4.9) or story:seconds (1:0,2:2.5,3:4); at most 12
      """)

  /// The parsed command line.
  struct Options {
    var feedPath: String
    var output: String
    var groupID: String
    /// One moment, or the filmstrip's moments in order.
    var moments: [PlayerMoment]
    var isFilmstrip = false
    /// Whether the share picture is written instead of the player.
    var isShare = false
    /// The values for the feed's per-user placeholders (`--user-data`).
    var userData: [String: String] = [:]
    var rendering = PlayerRendering()
  }

  /// Whether the arguments after `render` ask for the player (`--widget player`).
  nonisolated static func isPlayer(_ arguments: [String]) -> Bool {
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { return false }
      if argument == "--widget=player" { return true }
      if argument == "--widget", index + 1 < arguments.count { return arguments[index + 1] == "player" }
    }
    return false
  }

  /// Reads the arguments after `render` (with `--widget player`).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    let widget = try parsed.required("--widget")
    guard widget == "player" else {
      throw syntax.error(.invalidValue(option: "--widget", value: widget, expected: "player"))
    }
    let story = try parsed.integer("--story", in: 1...10_000) ?? 1
    var moments = [PlayerMoment(story: story, time: try parsed.number("--time", in: 0...86_400) ?? 0)]
    var isFilmstrip = false
    if let strip = parsed.value("--filmstrip") {
      guard parsed.value("--time") == nil else {
        throw syntax.error(
          .invalid("--time and --filmstrip cannot be given together (the strip names its times)"))
      }
      switch PlayerMoment.filmstrip(strip, story: story) {
      case .success(let parsedMoments): moments = parsedMoments
      case .failure(let problem):
        throw syntax.error(.invalidValue(option: "--filmstrip", value: strip, expected: problem.expected))
      }
      isFilmstrip = true
    }
    if parsed.has("--share"), isFilmstrip {
      throw syntax.error(
        .invalid("--share and --filmstrip cannot be given together (a share picture is one story)"))
    }
    var options = Options(
      feedPath: parsed.operands[0], output: try parsed.required("--out"),
      groupID: try parsed.required("--group"),
      moments: moments, isFilmstrip: isFilmstrip)
    var rendering = PlayerRendering()
    let width = try parsed.number("--width", in: 1...4_096) ?? rendering.size.width
    let height = try parsed.number("--height", in: 1...4_096) ?? rendering.size.height
    rendering.size = Size(width: width, height: height)
    if let scale = try parsed.number("--scale", in: 0.5...4) { rendering.scale = scale }
    if let theme = try parsed.choice("--theme", from: Theme.allCases.map { ($0.rawValue, $0) }) {
      rendering.theme = theme
    }
    let directions = LayoutDirection.allCases.map { ($0.rawValue, $0) }
    if let direction = try parsed.choice("--direction", from: directions) { rendering.direction = direction }
    if let tag = try parsed.languageTag("--locale") {
      rendering.locale = Locale(identifier: tag.replacingOccurrences(of: "-", with: "_"))
    }
    if let textSize = try parsed.number("--text-size", in: 0.5...3) { rendering.textSize = textSize }
    if let timeout = try parsed.number("--image-timeout", in: 0...600) { rendering.imageTimeout = timeout }
    let onOff = [("on", true), ("off", false)]
    rendering.captions = try parsed.choice("--captions", from: onOff)
    if try parsed.choice("--video", from: onOff) ?? true {
      let pixels = PixelSize(points: rendering.size, scale: rendering.scale)
      // A render is a picture: its sound goes nowhere.
      rendering.makeVideoPlayer = { GStreamerVideoPlayer(maximumFrameSize: pixels, audioOutput: .discarded) }
    }
    if let timeout = try parsed.number("--video-timeout", in: 0...600) { rendering.videoTimeout = timeout }
    rendering.isPaused = parsed.has("--paused")
    rendering.isLoading = parsed.has("--loading")
    rendering.transition = try parsed.number("--transition", in: -1...1)
    if let text = parsed.value("--date") {
      guard let date = ISO8601DateFormatter().date(from: text) else {
        throw syntax.error(
          .invalidValue(
            option: "--date", value: text, expected: "an ISO 8601 date and time such as 2026-06-01T12:00:00Z")
        )
      }
      rendering.date = date
    }
    if isFilmstrip {
      let strip = PlayerFilmstripView.size(frames: moments.count, of: rendering.size)
      guard strip.width * rendering.scale <= Double(Bitmap.maxPixelSide) else {
        throw syntax.error(
          .invalid(
            "a filmstrip of \(moments.count) frames \(Int(width)) pt wide at scale \(PlayerRenderError.seconds(rendering.scale)) "
              + "is wider than \(Bitmap.maxPixelSide) px; give fewer moments, a smaller --width or --scale"))
      }
    }
    options.rendering = rendering
    options.isShare = parsed.has("--share")
    options.userData = try parsed.userData()
    return options
  }

  /// Decodes the feed, renders the moments and writes the PNG; returns the process status
  /// (2 when the group, story or time does not fit the feed).
  static func run(_ options: Options) async -> Int32 {
    let result = FeedDecoder(userData: options.userData).decode(
      contentsOf: URL(fileURLWithPath: options.feedPath))
    for diagnostic in result.diagnostics { printError("\(diagnostic)") }
    guard let feed = result.feed else {
      printError("render: \(PlayerRenderError.feedUnreadable(options.feedPath))")
      return 1
    }
    let target: PlayerTarget
    do throws(PlayerRenderError) {
      target = try PlayerTarget(feed: feed, groupID: options.groupID, moments: options.moments)
    } catch {
      printError("storykit: render: \(error)")
      return 2
    }
    let images = ImagePipeline.cairo()
    if options.isShare { return await writeSharePicture(options, target: target, feed: feed, loader: images) }
    let bitmap = await render(options, target: target, feed: feed, loader: images)
    do {
      try bitmap.writePNG(to: URL(fileURLWithPath: options.output))
    } catch {
      printError("render: could not write \(options.output): \(error.localizedDescription)")
      return 1
    }
    print("wrote \(options.output) (\(bitmap.pixelWidth) × \(bitmap.pixelHeight) px)")
    return 0
  }

  /// Writes the picture the player's share button gives the app (``StoryPlayerView/shareImage(_:renderer:)``).
  static func writeSharePicture(
    _ options: Options, target: PlayerTarget, feed: Feed, loader: any ImageLoading
  ) async -> Int32 {
    let rendering = options.rendering
    guard let moment = options.moments.first else { return 2 }
    let shot = await rendering.player(target, at: moment, feed: feed, loader: loader)
    report(shot, moment: moment, target: target)
    let share = StoryShareOptions(
      includesImage: true, imagePixelWidth: Int((rendering.size.width * rendering.scale).rounded()),
      imagePixelHeight: Int((rendering.size.height * rendering.scale).rounded()))
    guard let image = await shot.player.shareImage(share) else {
      printError("render: the story has no share picture (no story is shown)")
      return 1
    }
    do {
      try image.pngData.write(to: URL(fileURLWithPath: options.output))
    } catch {
      printError("render: could not write \(options.output): \(error.localizedDescription)")
      return 1
    }
    print("wrote \(options.output) (\(image.pixelWidth) × \(image.pixelHeight) px)")
    return 0
  }

  /// The moments drawn (one player, or a filmstrip), with a note on standard error for each
  /// picture that did not arrive and each story the player skipped.
  static func render(
    _ options: Options, target: PlayerTarget, feed: Feed, loader: any ImageLoading
  ) async -> Bitmap {
    let rendering = options.rendering
    var frames: [(view: View, caption: String)] = []
    for moment in options.moments {
      let shot = await rendering.player(target, at: moment, feed: feed, loader: loader)
      report(shot, moment: moment, target: target)
      frames.append((shot.player, moment.caption))
    }
    guard options.isFilmstrip else {
      return rendering.bitmap(
        of: frames.first?.view ?? View(frame: Rect(origin: .zero, size: rendering.size)))
    }
    let strip = PlayerFilmstripView(
      frame: Rect(origin: .zero, size: PlayerFilmstripView.size(frames: frames.count, of: rendering.size)))
    strip.appearance = rendering.appearance
    strip.layoutDirection = rendering.direction
    if let locale = rendering.locale { strip.locale = locale }
    strip.show(frames, frameSize: rendering.size)
    strip.layoutIfNeeded()
    return rendering.bitmap(of: strip)
  }

  /// Notes what kept a moment from showing as asked: pictures missing, a story skipped.
  private static func report(_ shot: PlayerRendering.Shot, moment: PlayerMoment, target: PlayerTarget) {
    StoryBarRendering.printMissing(shot.report, to: .standardError)
    for note in shot.videoNotes { printError(note) }
    for event in shot.events {
      if case .storyFailed(let position) = event {
        printError(
          "  story \(position.story + 1) of \"\(target.groupID(at: position.group))\" failed to load; skipped"
        )
      }
    }
    let asked = StoryPlayback.Position(group: target.groupIndex, story: moment.story - 1)
    if let position = shot.position, position != asked {
      printError(
        "  note: \(moment.caption) shows story \(position.story + 1) of \"\(target.groupID(at: position.group))\" instead"
      )
    }
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
