/// A minimal valid feed around some story groups, for tests that care about one part.
package enum FeedText {
  package static func with(groups: String = "[]", extra: String = "") -> String {
    """
    {"schemaVersion": 1,
     "placement": {"token": "t", "variants": [{"id": "v", "kind": "storyBar", "ratio": 4}]},
     "storyGroups": \(groups)\(extra.isEmpty ? "" : ", " + extra)}
    """
  }

  /// One group with one story whose parts can be replaced.
  package static func group(
    id: String = "\"g\"", title: String = "\"Title\"", story: String = Self.story(), extra: String = ""
  ) -> String {
    """
    {"id": \(id), "title": \(title), "iconUrl": "https://cdn.example.com/i.png",
     "stories": [\(story)]\(extra.isEmpty ? "" : ", " + extra)}
    """
  }

  package static func story(
    id: String = "\"s\"", media: String = #"{"type": "image", "url": "https://cdn.example.com/s.png"}"#,
    extra: String = ""
  ) -> String {
    #"{"id": \#(id), "media": \#(media)\#(extra.isEmpty ? "" : ", " + extra)}"#
  }

  /// A feed with one story whose layers are given.
  package static func withLayers(_ layers: String) -> String {
    with(groups: "[" + group(story: story(extra: #""layers": \#(layers)"#)) + "]")
  }
}
