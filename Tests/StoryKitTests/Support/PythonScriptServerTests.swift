import Foundation
import StoryKitTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The test servers' machinery: a server forked by the test process's forker answers on the port
/// it reports, with its arguments; a stopped one no longer answers; a script that fails is
/// reported with its error; and when the forker dies, its servers die with it and a new forker
/// takes the next request.
@Suite(
  .enabled(if: TestRequirements.runs(ifAvailable: PythonScriptServer.isAvailable)), .timeLimit(.minutes(2)))
struct PythonScriptServerTests {
  /// A server that answers every connection with its first argument, then closes it.
  static let echo = """
    import socket, sys
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    print(listener.getsockname()[1], flush=True)
    while True:
        connection, _ = listener.accept()
        connection.sendall(sys.argv[1].encode())
        connection.close()
    """

  /// What a connection to `port` on loopback reads, or `nil` when nothing listens there.
  static func read(port: Int) -> String? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    // A port taken over by another test's server would keep a read waiting: a bounded one.
    var limit = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = recv(descriptor, &bytes, bytes.count, 0)
    return count < 0 ? nil : String(decoding: bytes.prefix(count), as: UTF8.self)
  }

  @Test func aServerAnswersWithItsArgumentsAndNotOnceStopped() async throws {
    let server = try await PythonScriptServer(script: Self.echo, arguments: ["hello 1"], name: "echo server")
    #expect(Self.read(port: server.port) == "hello 1")
    await server.stopAndWait()
    #expect(Self.read(port: server.port) == nil)
  }

  @Test func aScriptThatFailsIsReportedWithItsError() async throws {
    do {
      _ = try await PythonScriptServer(
        script: "import sys\nsys.argv[1] / 0", arguments: ["x"], name: "bad server")
      Issue.record("a failing script started")
    } catch let failure as PythonScriptServer.StartFailure {
      #expect(failure.description.contains("bad server"))
      #expect(failure.description.contains("TypeError"), "\(failure.description)")
    }
  }

  @Test func aScriptThatEndsWithoutAPortIsReported() async throws {
    do {
      _ = try await PythonScriptServer(script: "pass", name: "silent server")
      Issue.record("a script without a port started")
    } catch let failure as PythonScriptServer.StartFailure {
      #expect(failure.description.contains("silent server did not report a port"))
    }
  }

  @Test func theServersDieWithTheirForkerAndANewForkerTakesOver() async throws {
    let forker = PythonForkServer()
    let first = try #require(await forker.start(program: Self.echo, arguments: ["one"], timeout: 60))
    let port = try #require(first.line.flatMap { Int($0) })
    #expect(Self.read(port: port) == "one")
    let dead = try #require(forker.processID)
    kill(dead, SIGKILL)
    // The server is killed with its forker (PR_SET_PDEATHSIG): its port closes as it dies.
    let deadline = Date().addingTimeInterval(30)
    while Self.read(port: port) != nil, Date() < deadline { try await Task.sleep(for: .milliseconds(2)) }
    #expect(Self.read(port: port) == nil, "the server outlived its forker")
    let second = try #require(await forker.start(program: Self.echo, arguments: ["two"], timeout: 60))
    #expect(forker.processID != dead)
    #expect(Self.read(port: try #require(second.line.flatMap { Int($0) })) == "two")
    await forker.stop(second.pid)
  }
}
