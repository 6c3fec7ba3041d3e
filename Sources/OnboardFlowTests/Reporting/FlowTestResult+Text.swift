import Foundation
import OnboardKit

extension FlowTestResult {
  /// The case's line — `✓ name (0.21 ms)`, `✗ name (…)` or `- name (skipped: why)` —
  /// then, for a failure, every mismatch indented under it. Each line ends with a newline.
  package func text(indent: String = "  ", color: Bool = false) -> String {
    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    switch verdict {
    case .passed:
      return "\(indent)\(paint("✓", "32")) \(name) (\(Self.duration(seconds)))\n"
    case .skipped(let reason):
      return "\(indent)\(paint("-", "33")) \(name) (skipped: \(reason))\n"
    case .failed(let mismatches):
      var text = "\(indent)\(paint("✗", "31")) \(name) (\(Self.duration(seconds)))\n"
      if let mark {
        text += "\(indent)    at \(mark)\n"
      }
      for line in mismatches.flatMap({ $0.lines(events: events) }) {
        text += "\(indent)    \(line)\n"
      }
      return text
    }
  }

  /// `0.21 ms` under a second, `1.35 s` from one.
  package static func duration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.2f ms", seconds * 1000) : String(format: "%.2f s", seconds)
  }
}
