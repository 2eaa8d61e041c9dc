import StoryKit
import StoryKitUI

/// A layout example, a thread list item, built with StoryKit's container DSL.
@MainActor
enum ThreadListExamples {
  /// The thread list scenes, in gallery order.
  static var all: [ExampleScene] { [threadList] }

  /// Two thread list items, one with unread replies and one read, divided by a separator.
  static let threadList = ExampleScene(name: "thread-list", size: Size(width: 320, height: 250)) {
    let root = ExampleRoot(margins: 0)
    let unread = ThreadListItemView()
    unread.content = ThreadListItemView.Content(
      title: "Release planning", channel: "#storykit", initial: "A",
      reply: "Let's ship the snapshot tests today, then tag the release", time: "12:30", unreadCount: 3)
    let read = ThreadListItemView()
    read.content = ThreadListItemView.Content(
      title: "Design review", channel: "#design", initial: "M", reply: "Looks good to me", time: "Mon",
      unreadCount: 0)
    VContainer {
      unread
      Example.separator()
      read
      Spacer()
    }
    .embedToMargins(in: root)
    return root
  }
}

/// A thread in a list, laid out like this:
///
/// ```
/// ┌────────────────────────────────────────┐
/// │ [icon] title               (unread)    │  badge 20 × 20
/// │ #channel                               │
/// │ (avatar) last reply…            12:30  │  avatar 20 × 20
/// └────────────────────────────────────────┘
/// ```
final class ThreadListItemView: View {
  /// What the item shows.
  struct Content: Sendable, Hashable {
    var title: String
    var channel: String
    /// The letter in the avatar.
    var initial: String
    var reply: String
    var time: String
    /// Unread replies; 0 hides the badge.
    var unreadCount: Int
  }

  /// The thread shown; setting it updates the labels.
  var content: Content? {
    didSet { contentDidChange() }
  }

  private let iconView = ThreadIconView()
  private let titleLabel = StyledLabel("", style: .headline)
  private let unreadBadge = Box(.alert, cornerRadius: 10)
  private let unreadLabel = StyledLabel("", style: .caption2, color: .onAccent, alignment: .center)
  private let channelLabel = StyledLabel("", style: .footnote, color: .accent)
  private let avatarView = Box(.indigo, cornerRadius: 10)
  private let avatarLabel = StyledLabel("", style: .caption2, color: .onAccent, alignment: .center)
  private let replyLabel = StyledLabel("", style: .subheadline, color: .secondaryText)
  private let timeLabel = StyledLabel("", style: .footnote, color: .secondaryText)

  override func setUpLayout() {
    super.setUpLayout()
    layoutMargins = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    VContainer { unreadLabel }.embed(in: unreadBadge)
    VContainer { avatarLabel }.embed(in: avatarView)
    // The badge and the avatar are a fixed 20 × 20, so their text keeps a fixed size too.
    unreadLabel.font = FontDescriptor(size: 11, weight: .semibold)
    avatarLabel.font = FontDescriptor(size: 11, weight: .semibold)
    replyLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    VContainer(spacing: 4) {
      HContainer(spacing: 6, alignment: .center) {
        iconView.width(18).height(18)
        titleLabel
        Spacer()
        unreadBadge.width(20).height(20)
      }
      channelLabel
      HContainer(spacing: 6, alignment: .center) {
        avatarView.width(20).height(20)
        replyLabel
        Spacer()
        timeLabel
      }
    }
    .embedToMargins(in: self)
  }

  override func updateContent() {
    super.updateContent()
    guard let content else { return }
    titleLabel.text = content.title
    channelLabel.text = content.channel
    avatarLabel.text = content.initial
    replyLabel.text = content.reply
    timeLabel.text = content.time
    unreadLabel.text = String(content.unreadCount)
    unreadBadge.isHidden = content.unreadCount == 0
  }
}

/// A speech bubble in the accent colour: the thread icon.
final class ThreadIconView: View {
  override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: 18, height: 18)
  }

  override func draw(in canvas: Canvas) {
    let side = min(bounds.width, bounds.height)
    let body = Rect(x: bounds.minX, y: bounds.minY + side * 0.08, width: side, height: side * 0.7)
    let paint = Paint.solid(appearance.colors.accent)
    canvas.fill(.roundedRect(body, cornerRadius: side * 0.22), with: paint)
    // The tail points down towards the leading side.
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    let baseX = isMirrored ? body.maxX - side * 0.25 : body.minX + side * 0.25
    let tipX = isMirrored ? body.maxX - side * 0.12 : body.minX + side * 0.12
    canvas.fill(
      .lines(
        [
          Point(x: baseX - side * 0.1, y: body.maxY - 1), Point(x: tipX, y: bounds.minY + side * 0.95),
          Point(x: baseX + side * 0.12, y: body.maxY - 1),
        ], closed: true), with: paint)
  }
}
