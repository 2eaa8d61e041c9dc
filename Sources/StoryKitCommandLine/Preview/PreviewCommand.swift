import Foundation
import StoryKit
import StoryKitGTK

/// `storykit preview <feed.json | endpoint --token T> [--theme light|dark] [--direction ltr|rtl]
/// [--width 420] [--height 760] [--watch] [--self-paced]`: a window with the placement's widget, as an app's
/// `PlacementView` shows it (the story bar's tap opens the player).
///
/// For scripts, standard output carries one line per event, flushed at once: `ready` once the
/// first frame that shows the placement complete is painted (its feed loaded, the pictures on
/// screen arrived or failed, and faded in), then
/// `action url=<url> payload=<json>` for each story action. Diagnostics go to standard error
/// (and, with `--watch`, to a strip in the window). Exit status: 0 when the window was closed,
/// 1 when the feed could not be read or there is no display, 2 for usage errors.
@MainActor
package enum PreviewCommand {
  /// The parsed command line.
  package struct Options: Equatable {
    /// Where the feed comes from.
    package enum Source: Equatable {
      /// A feed file on disk.
      case file(String)
      /// A feed server: `GET <endpoint>/<token>.json`.
      case endpoint(URL, token: String)

      /// How the window and the diagnostics name it.
      package var title: String {
        switch self {
        case .file(let path): URL(fileURLWithPath: path).lastPathComponent
        case .endpoint(let url, let token): url.appendingPathComponent("\(token).json").absoluteString
        }
      }
    }

    package var source: Source
    /// `nil`: follow GTK's dark preference.
    package var theme: Theme?
    /// `nil`: the feed's, else the language's.
    package var direction: LayoutDirection?
    /// The config's locale (`--locale`), a BCP 47 tag; `nil`: the system's.
    package var locale: String?
    package var width: Double = 420
    package var height: Double = 760
    package var watch = false
    /// Stories wait for the user whether or not a screen reader runs (`--self-paced`).
    package var selfPaced = false
    /// A file that gets a line per painted frame: `<frame> <ms on the monotonic clock>`.
    package var frameLogPath: String?
    /// The values for the feed's per-user placeholders (`--user-data`), as the config's user data.
    package var userData: [String: String] = [:]

    package init(
      source: Source, theme: Theme? = nil, direction: LayoutDirection? = nil, locale: String? = nil,
      width: Double = 420, height: Double = 760, watch: Bool = false, selfPaced: Bool = false,
      frameLogPath: String? = nil
    ) {
      self.source = source
      self.theme = theme
      self.direction = direction
      self.locale = locale
      self.width = width
      self.height = height
      self.watch = watch
      self.selfPaced = selfPaced
      self.frameLogPath = frameLogPath
    }
  }

  package nonisolated static let syntax = CommandSyntax(
    command: "preview", flags: ["--watch", "--self-paced"],
    options: ["--theme", "--direction", "--locale", "--width", "--height", "--frame-log", "--token"],
    repeatableOptions: ["--user-data"], operands: ["a feed file or endpoint"],
    usage: """
      storykit preview <feed.json | endpoint --token T> [--theme light|dark] [--direction ltr|rtl]
        [--locale de|ar-EG|…] [--width 420 --height 760] [--watch] [--self-paced] [--frame-log <file>]
        [--user-data KEY=VALUE]…
        opens a window with the placement's widget, as an app shows it; a tap on a group opens the player.
        An endpoint (https, or http on this machine) serves <endpoint>/<token>.json; --watch asks it again every 5 s.
        Prints "ready" once the window shows the placement complete (its pictures arrived, faded in, or failed),
        and "action url=… payload=…" for each action.
        Stories wait for the user while a screen reader runs (the AT-SPI bus says so), or always with --self-paced.
        --frame-log appends "<frame> <ms>" for each painted frame (frame pacing, for tests and bench host).
        --locale sets the placement config's locale (a BCP 47 tag): the language of StoryKit's strings and
        its digits; without --direction, a right-to-left language lays the widget out right to left.
        --user-data KEY=VALUE fills the feed's per-user placeholders ({{user.KEY|fallback}}) as the config's
        user data would; repeat it for each key.
        Headless: xvfb-run -a storykit preview <feed.json>
      """)

  /// Reads the arguments after `preview`.
  package nonisolated static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    let operand = parsed.operands[0]
    let source: Options.Source
    if let url = URL(string: operand), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme)
    {
      guard let token = parsed.value("--token") else {
        throw syntax.error(.invalid("an endpoint needs --token, the placement token of the feed to show"))
      }
      source = .endpoint(url, token: token)
    } else {
      guard parsed.value("--token") == nil else {
        throw syntax.error(.invalid("--token goes with an endpoint URL; a feed file names its own token"))
      }
      source = .file(operand)
    }
    var options = Options(source: source)
    options.theme = try parsed.choice("--theme", from: Theme.allCases.map { ($0.rawValue, $0) })
    options.direction = try parsed.choice(
      "--direction", from: LayoutDirection.allCases.map { ($0.rawValue, $0) })
    options.locale = try parsed.languageTag("--locale")
    if let width = try parsed.number("--width", in: 120...4_096) { options.width = width }
    if let height = try parsed.number("--height", in: 120...4_096) { options.height = height }
    options.watch = parsed.has("--watch")
    options.selfPaced = parsed.has("--self-paced")
    options.frameLogPath = parsed.value("--frame-log")
    options.userData = try parsed.userData()
    return options
  }

  /// Opens the window and runs until it is closed; returns the process status. Must run on the
  /// main thread, outside Swift's async main (GTK and the main actor share that thread).
  package static func run(_ options: Options) -> Int32 {
    let provider: PlacementDataProvider
    switch makeProvider(options) {
    case .success(let made): provider = made
    case .failure(let message):
      printError("preview: \(message)")
      return 1
    }
    do {
      // GTK_A11Y from the environment: tests that want no accessibility bus set it to none.
      try GTKMainLoop.initialize(applicationName: "StoryKit preview")
    } catch {
      printError("preview: \(error)")
      return 1
    }
    let session = PreviewSession(options: options, provider: provider)
    session.present()
    GTKMainLoop.run()
    session.finish()
    return 0
  }

  /// How often `--watch` asks an endpoint again, in seconds.
  package static let endpointRefreshInterval = 5.0

  /// The provider an app would make for this source: a `file://` endpoint for a file (its token
  /// read from the document), the server for an endpoint. A file that does not decode fails here,
  /// with its diagnostics on standard error.
  package static func makeProvider(_ options: Options) -> Result<PlacementDataProvider, PreviewFailure> {
    let builder = PlacementConfig.Builder().userID("preview").userData(options.userData)
      .layoutDirection(options.direction).locale(options.locale).theme(options.theme)
    let endpoint: URL
    let token: String
    switch options.source {
    case .file(let path):
      let url = URL(fileURLWithPath: path)
      let result = FeedDecoder(userData: options.userData).decode(contentsOf: url)
      guard let feed = result.feed else {
        for diagnostic in result.diagnostics { printError("\(path): \(diagnostic)") }
        return .failure(PreviewFailure(description: "the feed could not be decoded"))
      }
      endpoint = url
      token = feed.placement.token
    case .endpoint(let url, let given):
      endpoint = url
      token = given
    }
    do throws(PlacementConfigError) {
      let config = try builder.feedEndpoint(endpoint).build(token: token)
      // The anonymous ID `storykit render` uses: the window shows what the render shows.
      return .success(
        PlacementDataProvider(config: config, anonymousIDStore: InMemoryAnonymousIDStore(id: "storykit-cli")))
    } catch {
      return .failure(PreviewFailure(description: "\(error)"))
    }
  }

  /// Why the preview cannot start, as printed.
  package struct PreviewFailure: Error, CustomStringConvertible {
    package var description: String
  }

  /// One line on standard error.
  package static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
