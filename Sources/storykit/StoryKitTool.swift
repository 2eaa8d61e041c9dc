import Foundation

/// `storykit <command> …`: validate feeds, render, run the demo, fetch a placement, benchmark.
///
/// Parsing throws a ``UsageError`` instead of exiting; this is the one place that decides the
/// exit status: 0 ok, 1 failure, 2 usage.
@main
enum StoryKitTool {
  @MainActor static func main() async {
    let status: Int32
    do throws(UsageError) {
      let command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
      status = await command.run()
    } catch {
      FileHandle.standardError.write(Data("storykit: \(error)\n\n\(error.usage ?? Command.usage)\n".utf8))
      status = 2
    }
    // Flush and leave without the process's exit handlers: a request withdrawn at a deadline
    // can still be inside libcurl's TLS handshake on another thread, and OpenSSL's exit handler
    // frees what that thread reads (a crash seen 1 run in 60 of `storykit render` with an HTTPS
    // host that never answers usefully). Nothing else here needs tearing down.
    fflush(nil)
    _exit(status)
  }
}
