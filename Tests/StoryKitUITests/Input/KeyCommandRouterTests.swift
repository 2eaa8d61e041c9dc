import Testing

@testable import StoryKitUI

@MainActor
@Suite struct KeyCommandRouterTests {
  @Test func routesARegisteredKeyOnPress() {
    let router = KeyCommandRouter()
    var log: [String] = []
    router.register(.right) { _ in log.append("next") }
    #expect(router.route(KeyEvent(.right, phase: .down, time: 0)))
    #expect(!router.route(KeyEvent(.right, phase: .up, time: 0.1)))
    #expect(!router.route(KeyEvent(.left, phase: .down, time: 0.2)))
    #expect(log == ["next"])
  }

  @Test func theLatestCommandForAKeyWinsUntilRemoved() {
    let router = KeyCommandRouter()
    var log: [String] = []
    router.register(.escape) { _ in log.append("close viewer") }
    let token = router.register(.escape) { _ in log.append("close menu") }
    router.route(KeyEvent(.escape, phase: .down, time: 0))
    router.remove(token)
    router.route(KeyEvent(.escape, phase: .down, time: 1))
    #expect(log == ["close menu", "close viewer"])
  }

  @Test func unhandledKeysGoToTheNextRouter() {
    let screen = KeyCommandRouter()
    let modal = KeyCommandRouter(next: screen)
    var log: [String] = []
    screen.register(.space) { _ in log.append("pause") }
    modal.register(.character("q")) { _ in log.append("quit") }
    #expect(modal.route(KeyEvent(.space, phase: .down, time: 0)))
    #expect(modal.route(KeyEvent(.character("q"), phase: .down, time: 0)))
    modal.isEnabled = false
    #expect(!modal.route(KeyEvent(.character("q"), phase: .down, time: 0)))
    #expect(log == ["pause", "quit"])
  }

  @Test func releaseCommandsAndRemovalByKey() {
    let router = KeyCommandRouter()
    var released = 0
    router.register(.enter, on: .up) { event in
      #expect(event.phase == .up)
      released += 1
    }
    #expect(router.hasCommand(for: .enter, phase: .up))
    #expect(!router.hasCommand(for: .enter))
    router.route(KeyEvent(.enter, phase: .up, time: 0))
    router.removeAll(for: .enter)
    #expect(!router.route(KeyEvent(.enter, phase: .up, time: 1)))
    #expect(released == 1)
  }
}
