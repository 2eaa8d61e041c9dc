import Foundation
import StoryKitCommandLine

/// `storykit <command> …`: validate feeds, render, run the demo, fetch a placement, preview. The
/// benchmarks are `storykit-bench` (StoryKitBenchTool).
///
/// Parsing throws a ``UsageError`` instead of exiting; this is the one place that decides the
/// exit status: 0 ok, 1 failure, 2 usage.
@main
enum StoryKitTool {
  // A synchronous main: `preview` runs GTK's loop on the process's main thread, with the main
  // actor inside it (GTKMainLoop). Every other command runs as the async main did: a main-actor
  // task, then `dispatchMain()`.
  @MainActor static func main() {
    let command: Command
    do throws(UsageError) {
      command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("storykit: \(error)\n\n\(error.usage ?? Command.usage)\n".utf8))
      exit(status: 2)
    }
    if case .preview(let options) = command { exit(status: PreviewCommand.run(options)) }
    Task { @MainActor in exit(status: await command.run()) }
    dispatchMain()
  }

  // Flush and leave without the process's exit handlers: a request withdrawn at a deadline
  // can still be inside libcurl's TLS handshake on another thread, and OpenSSL's exit handler
  // frees what that thread reads (a crash seen 1 run in 60 of `storykit render` with an HTTPS
  // host that never answers usefully). Nothing else here needs tearing down.
  private static func exit(status: Int32) -> Never {
    fflush(nil)
    _exit(status)
  }
}
