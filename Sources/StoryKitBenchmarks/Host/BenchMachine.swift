import Foundation

/// The machine a benchmark without a peer ran on, for its figures to be read against: the CPU
/// model from `/proc/cpuinfo` and the number of cores.
///
/// ```swift
/// let machine = BenchMachine.current()
/// print(machine.line(benchmark: "host"))  // bench host machine cpu="AMD EPYC" cores=2
/// ```
package struct BenchMachine: Sendable, Equatable {
  /// The CPU's model name, or `unknown`.
  package var cpuModel: String
  /// The active processor count.
  package var cores: Int

  /// A machine of given CPU and cores.
  package init(cpuModel: String, cores: Int) {
    self.cpuModel = cpuModel
    self.cores = cores
  }

  /// This machine.
  package static func current() -> BenchMachine {
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    return BenchMachine(
      cpuModel: cpuModel(fromCPUInfo: info) ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The first `model name` in the text of `/proc/cpuinfo` (x86), else its `Model` or `cpu model`
  /// line (ARM, MIPS); `nil` when there is none.
  package static func cpuModel(fromCPUInfo text: String) -> String? {
    for key in ["model name", "Model", "cpu model"] {
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key else { continue }
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        if !value.isEmpty { return value }
      }
    }
    return nil
  }

  /// `bench <benchmark> machine cpu="<model>" cores=<n>`: the model quoted (it has spaces),
  /// with any quote in it replaced.
  package func line(benchmark: String) -> String {
    let model = cpuModel.replacingOccurrences(of: "\"", with: "'")
    return "bench \(benchmark) machine cpu=\"\(model)\" cores=\(cores)"
  }
}
