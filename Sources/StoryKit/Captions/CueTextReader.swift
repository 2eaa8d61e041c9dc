/// Turns WebVTT cue text into styled runs: `<b>`, `<i>` and `<u>` set styles, other tags are
/// removed with their text kept, character references are decoded. One pass, bounded lookahead.
enum CueTextReader {
  /// Open tags beyond this depth are ignored, which keeps closing a tag cheap.
  static let maxDepth = 32
  /// The longest reference name looked for after `&`.
  static let maxReferenceLength = 10

  static let namedReferences: [String: Unicode.Scalar] = [
    "amp": "&", "lt": "<", "gt": ">", "nbsp": "\u{00A0}", "lrm": "\u{200E}", "rlm": "\u{200F}",
    "quot": "\"", "apos": "'",
  ]
  static let knownTags: Set<String> = ["b", "i", "u", "c", "v", "lang", "ruby", "rt"]

  static func runs(_ text: String) -> [CaptionCue.Run] {
    let scalars = Array(text.unicodeScalars)
    var runs: [CaptionCue.Run] = []
    var current = String.UnicodeScalarView()
    var open: [String] = []
    var style: CaptionCue.Style = []

    func flush() {
      guard !current.isEmpty else { return }
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].text += String(current)
      } else {
        runs.append(CaptionCue.Run(String(current), style: style))
      }
      current = String.UnicodeScalarView()
    }
    func restyle() {
      var next: CaptionCue.Style = []
      for name in open {
        switch name {
        case "b": next.insert(.bold)
        case "i": next.insert(.italic)
        case "u": next.insert(.underline)
        default: break
        }
      }
      if next != style {
        flush()
        style = next
      }
    }

    var position = 0
    while position < scalars.count {
      let scalar = scalars[position]
      switch scalar {
      case "<":
        // A tag runs to `>` or to the end of the text, as the WebVTT tokenizer reads it.
        var close = position + 1
        while close < scalars.count, scalars[close] != ">" { close += 1 }
        let tag = scalars[(position + 1)..<close]
        position = close + 1
        if tag.first == "/" {
          let name = tagName(tag.dropFirst())
          if let index = open.lastIndex(of: name) {
            open.removeSubrange(index...)
            restyle()
          }
        } else if let first = tag.first, (0x30...0x39).contains(first.value) {
          continue  // a timestamp tag: karaoke timing is not shown
        } else {
          let name = tagName(tag)
          if knownTags.contains(name), open.count < maxDepth {
            open.append(name)
            restyle()
          }
        }
      case "&":
        if let (decoded, length) = reference(in: scalars, at: position) {
          current.append(decoded)
          position += length
        } else {
          current.append(scalar)
          position += 1
        }
      default:
        current.append(scalar)
        position += 1
      }
    }
    flush()
    return runs
  }

  /// A tag's name: its text up to a class dot, a space or a line break.
  static func tagName(_ tag: ArraySlice<Unicode.Scalar>) -> String {
    var name = String.UnicodeScalarView()
    for scalar in tag {
      if scalar == "." || scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" { break }
      name.append(scalar)
    }
    return String(name)
  }

  /// A character reference at `position` (`&amp;`, `&#233;`, `&#xE9;`): its character and length.
  static func reference(in scalars: [Unicode.Scalar], at position: Int) -> (Unicode.Scalar, Int)? {
    var end = position + 1
    let limit = min(scalars.count, position + 2 + maxReferenceLength)
    while end < limit, scalars[end] != ";" { end += 1 }
    guard end < limit, scalars[end] == ";" else { return nil }
    let name = String(String.UnicodeScalarView(scalars[(position + 1)..<end]))
    let length = end - position + 1
    if let named = namedReferences[name] { return (named, length) }
    guard name.hasPrefix("#") else { return nil }
    let number = name.dropFirst()
    let value =
      number.first == "x" || number.first == "X"
      ? UInt32(number.dropFirst(), radix: 16) : UInt32(number, radix: 10)
    guard let value, value != 0, let decoded = Unicode.Scalar(value) else { return nil }
    return (decoded, length)
  }
}
