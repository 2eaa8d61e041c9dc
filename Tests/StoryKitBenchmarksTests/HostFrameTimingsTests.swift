import Foundation
import Testing

@testable import StoryKitBenchmarks

/// `bench host`'s bookkeeping on fixed inputs: frames paired tick to draw to paint, dropped frames
/// at 60 Hz, CPU percentages, the machine line and the final lines.
@Suite struct HostFrameTimingsTests {
  @Test func aFrameIsTimedFromItsTick() {
    var timings = HostFrameTimings()
    timings.drawn(at: 0.5)  // before any tick: not a frame of the recording
    timings.painted(at: 0.6)
    timings.tick(at: 1.000)
    timings.drawn(at: 1.004)
    timings.painted(at: 1.010)
    timings.tick(at: 1.017)  // nothing drawn in this frame
    timings.tick(at: 1.034)
    timings.drawn(at: 1.036)
    timings.drawn(at: 1.040)  // a second draw without a tick is not paired
    timings.painted(at: 1.045)
    #expect(timings.ticks == [1.000, 1.017, 1.034])
    #expect(timings.drawLatencies.map { ($0 * 1_000).rounded() } == [4, 2])
    #expect(timings.paintLatencies.map { ($0 * 1_000).rounded() } == [10, 11])
  }

  @Test func aPaintWaitsForItsDraw() {
    var timings = HostFrameTimings()
    timings.tick(at: 0)
    timings.painted(at: 0.001)  // the paint of an earlier frame
    timings.drawn(at: 0.002)
    timings.painted(at: 0.003)
    #expect(timings.paintLatencies == [0.003])
  }

  @Test func droppedFramesAt60Hz() {
    let period = HostFrameTimings.refreshInterval
    #expect(HostFrameTimings.skippedFrames(interval: period) == 0)
    #expect(HostFrameTimings.skippedFrames(interval: 1.4 * period) == 0)
    #expect(HostFrameTimings.skippedFrames(interval: 1.6 * period) == 1)
    #expect(HostFrameTimings.skippedFrames(interval: 2 * period) == 1)
    #expect(HostFrameTimings.skippedFrames(interval: 3.1 * period) == 2)
    #expect(HostFrameTimings.skippedFrames(interval: .infinity) == 0)
    var timings = HostFrameTimings()
    // 8 intervals on time, one of 3 periods (2 dropped): 2 of 11 frames due.
    for tick in [0, 1, 2, 3, 4, 7, 8, 9, 10, 11] { timings.tick(at: Double(tick) * period) }
    #expect(timings.droppedFrames == 2)
    #expect(abs(timings.droppedPercent - 200.0 / 11) < 1e-9)
    #expect(HostFrameTimings().droppedPercent == 0)
  }

  @Test func lateIntervalsAreThoseOverOneAndAHalfFrames() {
    var timings = HostFrameTimings()
    #expect(timings.latePercent == 0)
    // Intervals of 16, 25 (just under 1.5 frames), 26 and 50 ms: two late of four.
    for time in [0.0, 0.016, 0.041, 0.067, 0.117] { timings.tick(at: time) }
    #expect(timings.latePercent == 50)
  }

  @Test func cpuPercentOfOneCore() {
    let start = ProcessCPUSample(cpuSeconds: 1, wallSeconds: 10)
    #expect(ProcessCPUSample(cpuSeconds: 1.5, wallSeconds: 12).percent(since: start) == 25)
    #expect(ProcessCPUSample(cpuSeconds: 5, wallSeconds: 12).percent(since: start) == 200)
    #expect(ProcessCPUSample(cpuSeconds: 2, wallSeconds: 10).percent(since: start).isNaN)
    let now = ProcessCPUSample.now()
    #expect(now.cpuSeconds > 0 && now.wallSeconds > 0)
  }

  @Test func theMachineFromCPUInfo() {
    let x86 = "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\nprocessor\t: 1\n"
    #expect(BenchMachine.cpuModel(fromCPUInfo: x86) == "AMD EPYC 7B13")
    #expect(
      BenchMachine.cpuModel(fromCPUInfo: "Model\t\t: Raspberry Pi 4 Model B\n") == "Raspberry Pi 4 Model B")
    #expect(BenchMachine.cpuModel(fromCPUInfo: "processor : 0\n") == nil)
    #expect(
      BenchMachine(cpuModel: "Chip \"X\"", cores: 2).line(benchmark: "host")
        == "bench host machine cpu=\"Chip 'X'\" cores=2")
  }

  @Test func theFinalLines() {
    var timings = HostFrameTimings()
    for frame in 0..<4 {
      let tick = Double(frame) / 60
      timings.tick(at: tick)
      timings.drawn(at: tick + 0.002)
      timings.painted(at: tick + 0.005)
    }
    var report = HostBenchmarkReport(
      width: 420, height: 760, scale: 2, seconds: 10, timings: timings, cpuPlaying: 41.26, cpuIdle: 0,
      idleSeconds: 5, idleFrames: 0, machine: BenchMachine(cpuModel: "AMD EPYC", cores: 2))
    report.repaintedShares = [4.2, 4.2, 100, 4.2]
    #expect(
      report.finalLines == [
        "bench host case=playback pt=420x760 scale=2 frames=4 median=2.00 p99=2.00 unit=ms",
        "bench host case=paint pt=420x760 scale=2 frames=4 median=5.00 p99=5.00 unit=ms",
        "bench host case=cpu playing=41.3 idle=0.0 dropped=0.0 unit=%",
        "bench host case=repaint frames=4 median=4.2 unit=%",
        "bench host machine cpu=\"AMD EPYC\" cores=2",
      ])
    #expect(report.table.contains { $0.hasPrefix("tick → end of draw") })
  }

  @Test func theTransitionLinesBesideTheFloor() throws {
    var timings = HostFrameTimings()
    for (frame, tick) in [0.0, 0.02, 0.06, 0.08].enumerated() {
      timings.tick(at: tick)
      timings.drawn(at: tick + 0.010)
      timings.painted(at: tick + 0.015 + Double(frame) * 0.001)
    }
    var report = HostBenchmarkReport(
      width: 420, height: 760, scale: 2, seconds: 10, timings: timings, cpuPlaying: 80, cpuIdle: 0,
      idleSeconds: 5, idleFrames: 0, machine: BenchMachine(cpuModel: "AMD EPYC", cores: 2))
    report.scenario = .transition
    report.repaintedShares = [100, 100, 100, 100]
    let floor = try #require(
      HostFloorResult(
        line: "floor frames=600 late=0.5 dropped=0.3 interval=16.67 paint-median=9.10 paint-p99=14.00 scale=2"
      ))
    #expect(
      floor.frames == 600 && floor.latePercent == 0.5 && floor.interval == 16.67 && floor.paintP99 == 14)
    #expect(HostFloorResult(line: "floor frames=600 late=0.5") == nil, "a line without its fields")
    report.floor = .success(floor)
    #expect(
      report.finalLines == [
        "bench host case=transition pt=420x760 scale=2 frames=4 late=33.3 dropped=25.0 draw-median=10.00 "
          + "draw-p99=10.00 paint-median=16.50 paint-p99=17.97 repaint-median=100.0 unit=%,ms,%",
        "bench host case=transition-floor ours=26.67 floor=16.67 ratio=1.60 late=33.3 floor-late=0.5 unit=ms",
        "bench host machine cpu=\"AMD EPYC\" cores=2",
      ])
    report.floor = .failure(HostFloorPeer.Failure(note: "cc was not found on PATH"))
    #expect(report.finalLines[1] == "bench host case=transition-floor ours=26.67 floor=nan ratio=nan unit=ms")
    #expect(
      report.table.last == "floor (Benchmarks/peers/gtk_host_floor.c): not measured, cc was not found on PATH"
    )
  }
}
