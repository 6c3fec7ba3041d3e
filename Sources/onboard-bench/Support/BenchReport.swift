/// One scenario's figures as one JSON object on one line, keys in the order given.
///
/// ```text
/// {"name":"load","size":1928924,"steps":2000,"seconds":0.031,"min":0.030,"rate":59.3,"peakMemoryMB":48.1}
/// ```
struct BenchReport {
  /// A JSON value of a figure.
  enum Value {
    /// A whole number, such as a byte count.
    case integer(Int)
    /// A measurement, written with `digits` decimals.
    case decimal(Double, digits: Int)
    /// Text.
    case text(String)
  }

  /// The figures, in output order; the first is usually `name`.
  var fields: [(key: String, value: Value)]

  /// The line, without a newline.
  var json: String {
    "{" + fields.map { "\(Self.quoted($0.key)):\(Self.encode($0.value))" }.joined(separator: ",") + "}"
  }

  private static func encode(_ value: Value) -> String {
    switch value {
    case .integer(let number): return String(number)
    case .decimal(let number, let digits): return decimal(number, digits: digits)
    case .text(let text): return quoted(text)
    }
  }

  /// A finite number with a fixed count of decimals, without Foundation (so no locale).
  static func decimal(_ number: Double, digits: Int) -> String {
    guard number.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    guard scaled < 9e15 else { return String(number) }
    let units = Int(scaled)
    let whole = units / Int(scale)
    let fraction = String(units % Int(scale))
    let sign = number < 0 && units != 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
