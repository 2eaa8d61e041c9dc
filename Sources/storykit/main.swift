import Foundation
import StoryKit

/// `storykit <command> …`: validate feeds, run the demo, benchmark.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: storykit <command> [options]

  commands:
    validate <feed.json> [--strict] [--json]   check a feed; exit 0 clean, 1 with errors, 2 usage
    demo [--feed <feed.json>]                  validate the demo feed and summarize its placement
    bench decode [--groups N] [--stories N] [--runs N]  decoding throughput beside Python json
    help                                       this text
  """

func fail(usage message: String) -> Never {
  FileHandle.standardError.write(Data("storykit: \(message)\n\n\(usage)\n".utf8))
  exit(2)
}

let status: Int32
switch arguments.first {
case "validate": status = ValidateCommand.run(Array(arguments.dropFirst()))
case "demo": status = DemoCommand.run(Array(arguments.dropFirst()))
case "bench": status = BenchCommand.run(Array(arguments.dropFirst()))
case "help", "--help", "-h":
  print(usage)
  status = 0
case nil: fail(usage: "a command is required")
case let other?: fail(usage: "unknown command \"\(other)\"")
}
exit(status)
