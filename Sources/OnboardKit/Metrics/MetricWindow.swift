/// How long after exposure a metric counts an outcome (`within: 7d`): a
/// whole number of weeks, days, hours, minutes or seconds.
package struct MetricWindow: Sendable, Hashable, Codable {
  /// The window as written (`7d`).
  package var text: String
  /// Its length in milliseconds.
  package var milliseconds: Int64

  /// The units `within:` takes, with their length in seconds.
  static let units: [(suffix: Character, seconds: Int64)] = [
    ("w", 604_800), ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
  ]

  /// The window `text` spells (`30m`, `12h`, `7d`, `2w`, `90s`), or `nil`.
  package init?(_ text: String) {
    guard let last = text.last, let unit = Self.units.first(where: { $0.suffix == last }),
      let count = Int64(text.dropLast()), count > 0, !text.dropLast().contains("+"),
      case (let seconds, let overflow) = count.multipliedReportingOverflow(by: unit.seconds * 1000), !overflow
    else { return nil }
    self.text = text
    self.milliseconds = seconds
  }
}
