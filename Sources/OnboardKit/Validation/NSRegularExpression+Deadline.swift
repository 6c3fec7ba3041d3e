import Foundation

extension NSRegularExpression {
  /// Whether the expression matches somewhere in `input`, or `nil` when the
  /// search was still running after `limit` and was given up: catastrophic
  /// backtracking (`(a+)+b` on a long run of `a`s) costs seconds an answer.
  func firstMatch(in input: String, within limit: Duration) -> Bool? {
    let deadline = ContinuousClock.now.advanced(by: limit)
    var found = false
    var abandoned = false
    let range = NSRange(location: 0, length: input.utf16.count)
    // NB: `.reportProgress` makes ICU call back while one match attempt is
    // still backtracking, so a slow attempt is stopped, not only a slow scan.
    enumerateMatches(in: input, options: [.reportProgress], range: range) { match, _, stop in
      if match != nil {
        found = true
        stop.pointee = true
      } else if ContinuousClock.now > deadline {
        abandoned = true
        stop.pointee = true
      }
    }
    return abandoned ? nil : found
  }
}
