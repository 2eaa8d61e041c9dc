import Foundation
import StoryKit

/// `storykit <command> …`: validate feeds, run the demo, benchmark.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: storykit <command> [options]

  commands:
    validate <feed.json> [--strict] [--json]   check a feed; exit 0 clean, 1 with errors, 2 usage
    demo [--feed <feed.json>] [--out <folder>]  summarize the demo feed and render its widgets as PNGs
    render <feed.json> --widget story-bar [options] --out <file.png>   render a feed's story bar
    render --examples <folder>                 render the view-layer example gallery
    bench decode [--groups N] [--stories N] [--runs N]  decoding throughput beside Python json
    bench layout [--runs N] [--row N] [--tree N] [--no-peer]  layout time per node beside Taffy
    bench render [--frames N] [--runs N] [--no-peer] [--out <dir>]  frames; JPEG decoding beside Pillow
    bench story-bar [--frames N]               ms per frame scrolling 10 / 1,000 / 100,000 groups
    bench delivery [--runs N]                  warm cache to content; targeting evaluations per second
    fetch <endpoint> --token T [--user-id U] [--label L]… [--property k=v]… [--test-mode] [--cache DIR]
                                               load a placement: its source, chosen variant and why
    help                                       this text
  """

func fail(usage message: String) -> Never {
  FileHandle.standardError.write(Data("storykit: \(message)\n\n\(usage)\n".utf8))
  exit(2)
}

let status: Int32
switch arguments.first {
case "validate": status = ValidateCommand.run(Array(arguments.dropFirst()))
case "demo": status = await DemoCommand.run(Array(arguments.dropFirst()))
case "render":
  let rest = Array(arguments.dropFirst())
  status = rest.contains("--widget") ? await RenderStoryBarCommand.run(rest) : RenderCommand.run(rest)
case "fetch": status = await FetchCommand.run(Array(arguments.dropFirst()))
case "bench": status = await BenchCommand.run(Array(arguments.dropFirst()))
case "help", "--help", "-h":
  print(usage)
  status = 0
case nil: fail(usage: "a command is required")
case let other?: fail(usage: "unknown command \"\(other)\"")
}
exit(status)
