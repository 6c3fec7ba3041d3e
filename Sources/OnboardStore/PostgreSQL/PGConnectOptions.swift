internal import CLibPQ
import Foundation

/// The options of a PostgreSQL URL as `PQconninfoParse` reads them, and the
/// checks libpq makes of their values before it tries the network
/// (`invalid sslmode value`, `invalid port number`, a `connect_timeout` that
/// is not a number): such a URL fails every attempt the same way, so it is
/// refused at once instead of being retried and spooled for.
struct PGConnectOptions {
  /// The options the URL sets (keyword to value); options it leaves out are absent.
  let values: [String: String]

  /// The options of `url`, or libpq's message on why it cannot parse it.
  static func parse(_ url: String) -> Result<PGConnectOptions, PGConnectOptions.Malformed> {
    var message: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(url, &message) else {
      defer { PQfreemem(message) }
      return .failure(Malformed(message: PGConnection.text(message)))
    }
    defer { PQconninfoFree(options) }
    var values: [String: String] = [:]
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
      option += 1
    }
    return .success(PGConnectOptions(values: values))
  }

  /// Why libpq would refuse the URL's options before connecting, in its words.
  struct Malformed: Error {
    let message: String
  }

  /// The choices libpq accepts for its enumerated options (as it compares
  /// them: exactly, but the TLS versions in any case).
  static let choices: [String: [String]] = [
    "sslmode": ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"],
    "gssencmode": ["disable", "prefer", "require"],
    "channel_binding": ["disable", "prefer", "require"],
    "target_session_attrs": ["any", "read-write", "read-only", "primary", "standby", "prefer-standby"],
    "load_balance_hosts": ["disable", "random"],
    "sslnegotiation": ["postgres", "direct"],
  ]
  static let tlsVersions = ["tlsv1", "tlsv1.1", "tlsv1.2", "tlsv1.3"]
  /// The options libpq reads as integers.
  static let integers = [
    "connect_timeout", "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count",
    "tcp_user_timeout",
  ]

  /// The first value libpq would refuse, in its words; `nil` when all pass.
  var problem: String? {
    for (keyword, allowed) in Self.choices.sorted(by: { $0.key < $1.key }) {
      if let value = values[keyword], !value.isEmpty, !allowed.contains(value) {
        return "invalid \(keyword) value: \"\(value)\""
      }
    }
    for keyword in ["ssl_min_protocol_version", "ssl_max_protocol_version"] {
      if let value = values[keyword], !value.isEmpty, !Self.tlsVersions.contains(value.lowercased()) {
        return "invalid \(keyword) value: \"\(value)\""
      }
    }
    for keyword in Self.integers {
      if let value = values[keyword], !value.isEmpty, Self.integer(value) == nil {
        return "invalid integer value \"\(value)\" for connection option \"\(keyword)\""
      }
    }
    for port in (values["port"] ?? "").split(separator: ",", omittingEmptySubsequences: false)
    where !port.isEmpty {
      guard let number = Self.integer(String(port)), (1...65535).contains(number) else {
        return "invalid port number: \"\(port)\""
      }
    }
    return nil
  }

  /// `text` as libpq's `pqParseIntParam` reads it: an optional sign and
  /// digits, with spaces around.
  static func integer(_ text: String) -> Int? {
    Int32(text.trimmingCharacters(in: .whitespaces)).map(Int.init)
  }
}
