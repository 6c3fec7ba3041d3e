import Foundation

/// The command line of `onboard-store-load`.
struct LoadOptions {
  var db = ""
  var sessions = 1
  var steps = 3
  var prefix = "s"
  var bulk: Int?
  var ack = false
  var csv: String?

  /// Reads the arguments; exits 2 on a mistake.
  static func parse(_ arguments: [String]) -> LoadOptions {
    var options = LoadOptions()
    var rest = arguments[...]
    func value() -> String {
      guard let next = rest.popFirst() else { usage() }
      return next
    }
    func number() -> Int {
      guard let number = Int(value()) else { usage() }
      return number
    }
    while let word = rest.popFirst() {
      switch word {
      case "--sessions": options.sessions = number()
      case "--steps": options.steps = number()
      case "--prefix": options.prefix = value()
      case "--bulk": options.bulk = number()
      case "--ack": options.ack = true
      case "--csv": options.csv = value()
      default:
        guard options.db.isEmpty, !word.hasPrefix("--") else { usage() }
        options.db = word
      }
    }
    if options.db.isEmpty, options.csv == nil { usage() }
    return options
  }

  private static func usage() -> Never {
    FileHandle.standardError.write(
      Data(
        "usage: onboard-store-load DB --sessions N [--steps K] [--prefix P] [--bulk BATCH] [--ack] [--csv FILE]\n"
          .utf8))
    exit(2)
  }
}
