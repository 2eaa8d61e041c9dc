import Foundation
import StoryKit
import Testing

@Suite struct MutexTests {
  private struct Refused: Error, Equatable {
    var code: Int
  }

  @Test func theBodySeesAndChangesTheValueAndItsResultIsReturned() {
    let mutex = Mutex([1, 2])
    let count = mutex.withLock { values -> Int in
      values.append(3)
      return values.count
    }
    #expect(count == 3)
    #expect(mutex.withLock { $0 } == [1, 2, 3])
  }

  @Test func aTypedErrorPassesThroughAndTheLockIsReleased() {
    let mutex = Mutex(0)
    #expect(throws: Refused(code: 7)) {
      try mutex.withLock { (value: inout Int) throws(Refused) in
        value = 1
        throw Refused(code: 7)
      }
    }
    // A change made before the throw stays, and the lock can be taken again.
    #expect(mutex.withLock { $0 } == 1)
  }

  @Test func aSendableValueMakesASendableMutex() {
    let shared: any Sendable = Mutex("text")
    #expect(shared is Mutex<String>)
  }

  @Test func incrementsFromManyTasksAreNotLost() async {
    let counter = Mutex(0)
    let tasks = 64
    let increments = 1_000
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          for _ in 0..<increments { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == tasks * increments)
  }

  @Test func incrementsFromManyThreadsAreNotLost() {
    let counter = Mutex(0)
    let threads = 16
    let increments = 2_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<increments { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == threads * increments)
  }

  @Test func readModifyWriteIsAtomic() async {
    // Each task takes the next number and records it; a torn update would hand one out twice.
    let state = Mutex((next: 0, taken: [Int]()))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<32 {
        group.addTask {
          for _ in 0..<200 {
            state.withLock { state in
              state.taken.append(state.next)
              state.next += 1
            }
          }
        }
      }
    }
    let taken = state.withLock { $0.taken }
    #expect(taken == Array(0..<32 * 200))
  }
}
