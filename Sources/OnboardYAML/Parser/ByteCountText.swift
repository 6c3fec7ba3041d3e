/// Sizes for messages, in binary units with one decimal: `100.0 MB`, `2.5 KB`,
/// `512 bytes`. No Foundation, so no locale: the decimal mark is always `.`.
enum ByteCountText {
  /// A size rounded up, so that anything over a limit never reads as the limit.
  static func roundedUp(_ bytes: Int) -> String {
    format(bytes, roundingUp: true)
  }

  /// A size rounded down, for limits.
  static func roundedDown(_ bytes: Int) -> String {
    format(bytes, roundingUp: false)
  }

  private static func format(_ bytes: Int, roundingUp: Bool) -> String {
    let kib = 1024
    let mib = 1024 * 1024
    if bytes < kib { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    let (unit, name) = bytes < mib ? (kib, "KB") : (mib, "MB")
    let scaled = bytes.multipliedReportingOverflow(by: 10)
    guard !scaled.overflow else { return "\(bytes / unit) \(name)" }
    let tenths = scaled.partialValue / unit + (roundingUp && scaled.partialValue % unit != 0 ? 1 : 0)
    return "\(tenths / 10).\(tenths % 10) \(name)"
  }
}
