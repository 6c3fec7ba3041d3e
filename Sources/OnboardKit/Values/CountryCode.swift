/// ISO 3166-1 alpha-2 country codes (from Debian's iso-codes, 249 codes).
package enum CountryCode {
  /// Every officially assigned code, upper case.
  package static let all: Set<String> = [
    "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
    "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
    "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
    "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
    "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
    "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
    "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
    "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
    "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
    "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
    "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
    "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
    "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
    "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
    "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
    "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
  ]

  /// Per pair of capital letters (`(first - A) * 26 + (second - A)`),
  /// whether it is in ``all``: the check indexes it instead of hashing the text.
  private static let assigned: [Bool] = {
    var table = [Bool](repeating: false, count: 26 * 26)
    for code in all {
      let bytes = Array(code.utf8)
      table[Int(bytes[0] - UInt8(ascii: "A")) * 26 + Int(bytes[1] - UInt8(ascii: "A"))] = true
    }
    return table
  }()

  /// Whether `code` is an assigned ISO 3166-1 alpha-2 code (upper case, as written).
  package static func isValid(_ code: String) -> Bool {
    let utf8 = code.utf8
    guard utf8.count == 2, let first = utf8.first, let second = utf8.last,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(second)
    else { return false }
    return assigned[Int(first - UInt8(ascii: "A")) * 26 + Int(second - UInt8(ascii: "A"))]
  }
}
