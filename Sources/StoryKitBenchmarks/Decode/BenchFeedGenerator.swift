import StoryKit

/// A tiny deterministic pseudo-random generator (SplitMix64), so every run benchmarks the same bytes.
///
/// It deliberately avoids Foundation's and the standard library's random APIs, whose algorithms may
/// change between platforms and releases.
struct BenchRandom {
  private var generator: SplitMix64

  /// Creates a generator from a fixed seed.
  init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  /// The next 64 random bits.
  mutating func next() -> UInt64 { generator.next() }

  /// An integer in `range` (the tiny modulo bias does not matter here).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// `true` with the given probability in percent.
  mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  /// A fraction `k / 100` with `k` in `range`, written as JSON prints it (`0.35`).
  mutating func fraction(_ range: ClosedRange<Int>) -> String { "\(Double(int(range)) / 100)" }
}

/// Writes a realistic, valid schema-1 feed of `groups` × `stories` as compact UTF-8 JSON.
///
/// The content mixes what real feeds carry: titles of varying length in several scripts (accented
/// Latin, emoji, Arabic, CJK), https icons with thematic variants, image and video media, one to
/// three layers of every type per story, and occasional products and actions with payloads. With
/// the defaults (1000 × 10) the document is about 5 MB.
struct BenchFeedGenerator {
  /// Number of story groups.
  var groups: Int
  /// Stories in each group.
  var stories: Int
  /// The fixed seed; changing it changes the document.
  var seed: UInt64 = 0x5708_7B17_2024_0001

  private static let cdn = "https://cdn.example.com"
  private static let words = [
    "Spring", "drop", "New in", "Summer sale", "Behind the scenes", "Café crème", "Crème brûlée",
    "Größen", "Ñandú", "Façade", "🔥 Hot", "Top picks ✨", "🎉", "Weekend 🛍️", "عروض الصيف", "جديد",
    "مجموعة الخريف", "新品", "限定セール", "Éditions limitées", "Live now", "Only today", "Recipes",
    "Travel", "Workout", "Sneakers", "Home & garden", "Beauty \"must-haves\"", "50% off", "Gifts",
  ]
  private static let emojis = ["😍", "🔥", "👏", "😂", "😮", "❤️", "👍", "🎉"]
  private static let colors = ["#FFFFFF", "#000000", "#FF2D55", "#FF9500", "#34C759", "#1C1C1E80", "#0A84FF"]
  private static let currencies = ["EUR", "USD", "GBP", "SAR", "JPY"]
  private static let groupTypes = ["default", "default", "default", "ivod", "live", "ad", "shoppable"]

  /// The document's bytes.
  func generate() -> [UInt8] {
    var random = BenchRandom(seed: seed)
    var out = "{\"schemaVersion\":1,\"placement\":" + Self.placement + ",\"storyGroups\":["
    out.reserveCapacity(groups * stories * 560)
    for group in 0..<groups {
      if group > 0 { out += "," }
      writeGroup(group, into: &out, random: &random)
    }
    out += "]}\n"
    return Array(out.utf8)
  }

  private static let placement = """
    {"token":"home-top","variants":[{"id":"bar-large","kind":"storyBar","ratio":3.9,"weight":1,\
    "condition":{"any":[{"attribute":"locale","operator":"in","value":["en","de","fr","ar","ja"]},\
    {"attribute":"appVersion","operator":"greaterThanOrEqual","value":"2.4.0"}]},\
    "styling":{"storyBar":{"size":"large","ringNotSeen":["#FF2D55","#FF9500"],\
    "ringSeen":["#C7C7CC","#C7C7CC"],"thematicIconLabel":"dark","text":{"lines":2,\
    "font":{"family":"Inter","size":13,"weight":"semibold"}}},\
    "player":{"progressBarColors":["#FFFFFF55","#FFFFFF"],"headerTextColor":"#FFFFFF"}}}]}
    """

  private func writeGroup(_ index: Int, into out: inout String, random: inout BenchRandom) {
    // Every fifth group has an integer ID, as some servers send.
    let id = index % 5 == 4 ? "\(index)" : Self.quoted("g\(index)")
    out += "{\"id\":\(id),\"title\":\(Self.quoted(title(&random, words: 1...4)))"
    out += ",\"iconUrl\":\"\(Self.cdn)/groups/\(index)/icon@3x.png?v=\(random.int(1...9))\""
    out += ",\"thematicIconUrls\":{\"dark\":\"\(Self.cdn)/groups/\(index)/icon-dark@3x.png\""
    if random.chance(30) { out += ",\"light\":\"\(Self.cdn)/groups/\(index)/icon-light@3x.png\"" }
    out += "}"
    if random.chance(40) { out += ",\"coverUrl\":\"\(Self.cdn)/groups/\(index)/cover.jpg\"" }
    if random.chance(10) { out += ",\"pinned\":true" }
    if random.chance(25) { out += ",\"seen\":true" }
    out += ",\"type\":\"\(random.pick(Self.groupTypes))\",\"stories\":["
    for story in 0..<stories {
      if story > 0 { out += "," }
      writeStory(group: index, story: story, into: &out, random: &random)
    }
    out += "]}"
  }

  private func writeStory(group: Int, story: Int, into out: inout String, random: inout BenchRandom) {
    let base = "\(Self.cdn)/s/\(group)/\(story)"
    out += "{\"id\":\"s\(group)-\(story)\",\"title\":\(Self.quoted(title(&random, words: 0...4)))"
    if random.chance(60) {
      out += ",\"media\":{\"type\":\"image\",\"url\":\"\(base)/1080.jpg\"}"
      if random.chance(50) { out += ",\"duration\":\(random.int(3...15))" }
    } else {
      out += ",\"media\":{\"type\":\"video\",\"url\":\"\(base)/1080p.mp4\""
      out += ",\"posterUrl\":\"\(base)/poster.jpg\",\"duration\":\(random.int(5...59)).\(random.int(0...9))}"
    }
    let productIDs = random.chance(15) ? writeProducts(base: base, into: &out, random: &random) : []
    out += ",\"layers\":["
    for layer in 0..<random.pick([1, 1, 1, 1, 2, 2, 3]) {
      if layer > 0 { out += "," }
      writeLayer(layer, productIDs: productIDs, into: &out, random: &random)
    }
    out += "]"
    if random.chance(30) { out += ",\"action\":" + action(&random) }
    out += "}"
  }

  private func writeProducts(base: String, into out: inout String, random: inout BenchRandom) -> [String] {
    var ids: [String] = []
    out += ",\"products\":["
    for product in 0..<random.int(1...2) {
      let id = "\(random.int(10_000...99_999))\(product)"
      ids.append(id)
      // Prices come both as decimal strings and as numbers.
      let cents = "\(random.int(1...499)).\(random.int(10...99))"
      let price = random.chance(50) ? "\"\(cents)\"" : "\(random.int(1...300))"
      if product > 0 { out += "," }
      out += "{\"id\":\"\(id)\",\"title\":\(Self.quoted(title(&random, words: 1...4))),\"price\":\(price)"
      out += ",\"currency\":\"\(random.pick(Self.currencies))\",\"imageUrl\":\"\(base)/p\(id).jpg\""
      out += ",\"url\":\"https://shop.example.com/p/\(id)\"}"
    }
    out += "]"
    return ids
  }

  private func writeLayer(
    _ index: Int, productIDs: [String], into out: inout String, random: inout BenchRandom
  ) {
    out += "{\"id\":\"l\(index)\",\"frame\":{\"x\":\(random.fraction(0...50))"
    out += ",\"y\":\(random.fraction(0...80))"
    out += ",\"width\":\(random.fraction(10...50)),\"height\":\(random.fraction(5...20))}"
    if random.chance(20) { out += ",\"rotation\":\(random.int(-15...15))" }
    let kinds = ["text", "text", "image", "button", "swipeUp", "poll", "quiz", "emojiReaction", "countdown"]
    let kind = !productIDs.isEmpty && random.chance(50) ? "productTag" : random.pick(kinds)
    out += ",\"type\":\"\(kind)\""
    switch kind {
    case "text":
      out += ",\"text\":\(Self.quoted(title(&random, words: 1...5)))"
      out += ",\"color\":\"\(random.pick(Self.colors))\""
      if random.chance(30) { out += ",\"backgroundColor\":\"\(random.pick(Self.colors))\"" }
      if random.chance(50) { out += ",\"fontSize\":\(random.int(14...40))" }
      if random.chance(40) { out += ",\"alignment\":\"\(random.pick(["leading", "center", "trailing"]))\"" }
    case "image":
      out += ",\"url\":\"\(Self.cdn)/stickers/\(random.int(1...500)).png\""
    case "button", "swipeUp":
      out += ",\"title\":\(Self.quoted(title(&random, words: 1...3))),\"action\":\(action(&random))"
      if kind == "button" && random.chance(50) {
        out += ",\"backgroundColor\":\"#FF2D55\",\"textColor\":\"#FFFFFF\""
      }
    case "poll", "quiz":
      let options = (0..<random.int(2...4)).map { _ in Self.quoted(title(&random, words: 1...2)) }
      out += ",\"question\":\(Self.quoted(title(&random, words: 2...4) + "?"))"
      out += ",\"options\":[\(options.joined(separator: ","))]"
      if kind == "quiz" { out += ",\"correctIndex\":\(random.int(0...(options.count - 1)))" }
    case "emojiReaction":
      let emojis = (0..<random.int(1...6)).map { _ in Self.quoted(random.pick(Self.emojis)) }
      out += ",\"emojis\":[\(emojis.joined(separator: ","))]"
    case "countdown":
      out += ",\"title\":\(Self.quoted(title(&random, words: 1...3)))"
      out += ",\"endDate\":\"2026-\(random.int(10...12))-\(random.int(10...28))T18:00:00Z\""
    default:
      out += ",\"productId\":\"\(random.pick(productIDs))\""
    }
    out += "}"
  }

  private func action(_ random: inout BenchRandom) -> String {
    let id = random.int(1...99_999)
    let url = random.chance(50) ? "myshop://products/\(id)" : "https://shop.example.com/c/\(id)"
    guard random.chance(40) else { return "{\"url\":\"\(url)\"}" }
    let campaigns = ["spring", "summer-sale", "rentrée", "ramadan-2026", "black-friday"]
    let campaign = Self.quoted(random.pick(campaigns))
    return "{\"url\":\"\(url)\",\"payload\":{\"campaign\":\(campaign),\"position\":\(random.int(0...20))"
      + ",\"tracking\":{\"source\":\"stories\",\"ab\":\(random.chance(50))}}}"
  }

  private func title(_ random: inout BenchRandom, words: ClosedRange<Int>) -> String {
    (0..<random.int(words)).map { _ in random.pick(Self.words) }.joined(separator: " ")
  }

  /// `text` as a JSON string literal; non-ASCII is written as raw UTF-8, as most servers do.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case let control where control.value < 0x20:
        out += "\\u00" + (control.value < 0x10 ? "0" : "") + String(control.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
