import Foundation
import StoryKit

/// When the player hands a story's action (a button, a swipe-up, Return) to the app.
public enum StoryActionDelivery: Sendable, Hashable {
  /// The player closes first (reason ``StoryKit/StoryPlayback/DismissReason/action``), then the
  /// app gets the action: it can navigate with nothing in front.
  case afterDismissal
  /// The app gets the action while the player stays, paused for
  /// ``StoryKit/StoryPlayback/PauseReason/action``; the app calls `resume(.action)` when it comes
  /// back (or closes the player).
  case whilePlaying
}

/// What a widget asks of the fullscreen story player it opens: the groups and where to start,
/// the player's styling, and where its actions, commerce events and analytics go.
///
/// The story bar and the video feed build one and hand it to a ``StoryPresenting``; neither
/// links the player. The player takes its look from the view it is opened from: the appearance
/// and theme, the layout direction, the locale, the components and the view factory in effect
/// there (a placement's config, say), even though it covers the whole window.
public struct StoryPresentationRequest {
  /// The groups, in the order the player moves through them.
  public var groups: [StoryGroup]
  /// The group to open.
  public var groupIndex: Int
  /// The story to open in it; `nil` opens its first story not seen.
  public var storyIndex: Int?
  /// The app's player styling, over ``serverStyling``.
  public var styling: StoryPlayerStyling
  /// The feed's player styling (the variant's `player` styling).
  public var serverStyling: StoryPlayerStyling
  /// When the player hands an action to the app.
  public var actionDelivery: StoryActionDelivery
  /// Where stories are marked seen.
  public var seenStore: SeenStore?
  /// Makes the video player of video stories; `nil` shows their posters.
  public var makeVideoPlayer: (@MainActor () -> any VideoPlayer)?
  /// Whether the player opens paused (its widget is paused).
  public var startsPaused: Bool
  /// The widget whose events hear the player's actions, commerce events and analytics.
  public weak var widget: (any PlacementWidget)?
  /// The variant shown, stamped on the player's analytics events.
  public var variantID: String?
  /// Where the player shrinks to when swiped down: the frame of the view showing a group, in the
  /// coordinates of the view the player covers; `nil` shrinks it towards its centre.
  public var dismissTarget: (@MainActor (StoryGroup) -> Rect?)?

  /// Creates a request to open `groups` at `groupIndex`.
  public init(
    groups: [StoryGroup], groupIndex: Int, storyIndex: Int? = nil,
    styling: StoryPlayerStyling = StoryPlayerStyling(),
    serverStyling: StoryPlayerStyling = StoryPlayerStyling(),
    actionDelivery: StoryActionDelivery = .afterDismissal,
    seenStore: SeenStore? = nil, makeVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil,
    startsPaused: Bool = false,
    widget: (any PlacementWidget)? = nil, variantID: String? = nil,
    dismissTarget: (@MainActor (StoryGroup) -> Rect?)? = nil
  ) {
    self.groups = groups
    self.groupIndex = groupIndex
    self.storyIndex = storyIndex
    self.styling = styling
    self.serverStyling = serverStyling
    self.actionDelivery = actionDelivery
    self.seenStore = seenStore
    self.makeVideoPlayer = makeVideoPlayer
    self.startsPaused = startsPaused
    self.widget = widget
    self.variantID = variantID
    self.dismissTarget = dismissTarget
  }
}

/// Opens the fullscreen story player for a widget: StoryKitUI's presenting seam. StoryKitPlayer's
/// `StoryPlayerPresenter` fulfils it; register one with the widgets that open stories:
///
/// ```swift
/// StoryBarWidget.register()
/// StoryPlayerPresenter.register()   // StoryKitPlayer: what a tap on a group opens
/// ```
@MainActor
public protocol StoryPresenting: AnyObject {
  /// Opens a player for `request` over `container` (it covers its bounds), with the environment
  /// of `source`, the view it is opened from; `nil` when it cannot open one.
  func present(
    _ request: StoryPresentationRequest, from source: View, over container: View
  )
    -> (any StoryPresentation)?
}

/// A player a ``StoryPresenting`` opened.
@MainActor
public protocol StoryPresentation: AnyObject {
  /// The player's view, covering the container.
  var view: View { get }
  /// Whether the player has closed.
  var isDismissed: Bool { get }
  /// The group shown, counted in the request's groups.
  var groupIndex: Int? { get }
  /// The story shown in it.
  var storyIndex: Int? { get }
  /// The group shown.
  var group: StoryGroup? { get }
  /// Called once when the player has closed and left the container.
  var onDismiss: (@MainActor (StoryPlayback.DismissReason) -> Void)? { get set }
  /// Returns once the stories shown are marked seen in the request's seen store (written off the
  /// main actor): read the store back after it.
  func waitForSeenWrites() async
  /// Moves the player on to its clock's now; call it before drawing each frame.
  func tick()
  /// Holds the player for the app (its widget was paused).
  func pause()
  /// Lets it go on, and ends a pause for an action delivered while it plays.
  func resume()
  /// Closes the player.
  func close()
  /// Shows new groups (a feed refreshed while the user watches) at `groupIndex` and `storyIndex`,
  /// with the variant's new player styling.
  func show(_ groups: [StoryGroup], groupIndex: Int, storyIndex: Int?, serverStyling: StoryPlayerStyling)
}
