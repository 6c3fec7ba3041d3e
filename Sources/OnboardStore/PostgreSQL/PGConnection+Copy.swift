internal import CLibPQ

extension PGConnection {
  /// Runs `COPY … FROM STDIN` (`sql`) with the rows of `pieces`, one
  /// after another, through libpq's copy protocol: the statement,
  /// `PQputCopyData` in pieces, `PQputCopyEnd`, then every result.
  /// - Throws: ``StoreError`` when the server refuses the statement or a row.
  func copy(_ sql: String, _ pieces: [PGCopyRows]) throws {
    guard let started = PQexec(handle, sql) else { throw failure(nil) }
    guard PQresultStatus(started) == PGRES_COPY_IN else {
      _ = try check(started)
      throw StoreError(.failed, "the store \(location): '\(sql)' did not start a copy")
    }
    PQclear(started)
    var sent = true
    for piece in pieces where sent {
      piece.bytes.withUnsafeBufferPointer { bytes in
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count, sent {
          let count = min(Self.copyPiece, bytes.count - start)
          let cast = UnsafeRawPointer(base + start).assumingMemoryBound(to: CChar.self)
          sent = PQputCopyData(handle, cast, Int32(count)) == 1
          start += count
        }
      }
    }
    let ended = PQputCopyEnd(handle, sent ? nil : "the client could not send the rows") == 1
    var error: StoreError?
    while let result = PQgetResult(handle) {
      if error == nil, PQresultStatus(result) != PGRES_COMMAND_OK { error = failure(result) }
      PQclear(result)
    }
    if let error { throw error }
    guard sent, ended else { throw failure(nil) }
  }

  /// Bytes a `PQputCopyData` call sends.
  static let copyPiece = 1 << 20
}

/// Rows in the text format of PostgreSQL's `COPY`: columns separated by a
/// tab, rows ended by a newline, `\N` for NULL, and a backslash, tab,
/// newline or carriage return in a text escaped with a backslash.
struct PGCopyRows {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []

  /// Nothing yet.
  init() {}

  /// Adds one row of `columns`.
  mutating func add(_ columns: [String?]) {
    for (index, column) in columns.enumerated() {
      if index > 0 { bytes.append(0x09) }
      guard let column else {
        bytes += [0x5C, 0x4E]
        continue
      }
      // Most columns need no escape: their bytes go in whole.
      if !column.utf8.contains(where: Self.isEscaped) {
        bytes.append(contentsOf: column.utf8)
        continue
      }
      for byte in column.utf8 {
        switch byte {
        case 0x5C: bytes += [0x5C, 0x5C]
        case 0x09: bytes += [0x5C, 0x74]
        case 0x0A: bytes += [0x5C, 0x6E]
        case 0x0D: bytes += [0x5C, 0x72]
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(0x0A)
  }

  /// Whether COPY's text format escapes `byte` (backslash, tab, line feed, carriage return).
  private static func isEscaped(_ byte: UInt8) -> Bool {
    byte == 0x5C || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
