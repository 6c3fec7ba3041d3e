import Foundation
import OnboardKit

/// A unit's steps packed into its `units` row (store version 7 on): one
/// JSON object per unit, each step's name to `[reached, completed,
/// attempts, first_seq]`, in `units.steps` (`NULL` for a unit with no step
/// of an exposure to a variant). A writer wrote a row per step of
/// `unit_steps` before, three in four of its rollup rows, each with the
/// unit's key again; now it writes none, and readers keep `unit_steps`
/// as a view over the packed text with the table's columns (its variant
/// and `counted` are the unit's).
enum PackedSteps {
  /// The text of `steps` (`nil` for none): members in byte order of the
  /// names, so one set of steps has one text. Made byte by byte: a writer
  /// makes one per unit of every batch.
  static func text(_ steps: [String: RollupDelta.StepShare]) -> String? {
    guard !steps.isEmpty else { return nil }
    var names = Array(steps.keys)
    names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(names.count * 40)
    bytes.append(UInt8(ascii: "{"))
    for (index, name) in names.enumerated() {
      guard let share = steps[name] else { continue }
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendString(name, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(UInt8(ascii: "["))
      appendNumber(share.reached, to: &bytes)
      bytes.append(UInt8(ascii: ","))
      appendNumber(share.completed, to: &bytes)
      bytes.append(UInt8(ascii: ","))
      appendNumber(share.attempts, to: &bytes)
      bytes.append(UInt8(ascii: ","))
      appendNumber(share.firstSeq, to: &bytes)
      bytes.append(UInt8(ascii: "]"))
    }
    bytes.append(UInt8(ascii: "}"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `name` as a JSON string: its bytes as they are when none needs an
  /// escape, else as the canonical writer escapes it.
  private static func appendString(_ name: String, to bytes: inout [UInt8]) {
    guard JSONValue.isPlain(name) else {
      bytes.append(contentsOf: JSONWriter.string(name).utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: name.utf8)
    bytes.append(UInt8(ascii: "\""))
  }

  /// The decimal digits of `number`.
  private static func appendNumber(_ number: Int64, to bytes: inout [UInt8]) {
    if number >= 0, number < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(number))
      return
    }
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    var rest = number.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
  }

  /// The steps of a stored text (either dialect's: PostgreSQL's aggregate
  /// spaces its members).
  /// - Throws: ``StoreError`` for a text that is not such an object.
  static func steps(_ text: String) throws -> [String: RollupDelta.StepShare] {
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let object = parsed as? [String: [NSNumber]] else {
      throw StoreError(.failed, "a unit's packed steps are not an object of four numbers a step: \(text)")
    }
    var steps: [String: RollupDelta.StepShare] = [:]
    for (name, numbers) in object {
      guard numbers.count == 4 else {
        throw StoreError(.failed, "a unit's packed step '\(name)' has \(numbers.count) numbers, not 4")
      }
      steps[name] = RollupDelta.StepShare(
        reached: numbers[0].int64Value, completed: numbers[1].int64Value, attempts: numbers[2].int64Value,
        firstSeq: numbers[3].int64Value)
    }
    return steps
  }

  /// Each unit's steps from rows of `source` with the columns `flow,
  /// user_id, experiment, step, reached, completed, attempts, first_seq`,
  /// packed: `flow, user_id, experiment, steps`.
  static func packing(_ source: String, _ dialect: SQLDialect) -> String {
    let members =
      switch dialect {
      case .sqlite: "json_group_object(step, json_array(reached, completed, attempts, first_seq))"
      case .postgres:
        "CAST(json_object_agg(step, json_build_array(reached, completed, attempts, first_seq)) AS TEXT)"
      }
    return
      "SELECT flow, user_id, experiment, \(members) AS steps FROM \(source) GROUP BY flow, user_id, experiment"
  }

  /// `UPDATE units SET steps` from `packed` (``packing(_:_:)``'s rows, named `p`).
  static func update(from packed: String) -> String {
    """
    UPDATE units SET steps = p.steps FROM (\(packed)) p
    WHERE units.flow = p.flow AND units.user_id = p.user_id AND units.experiment = p.experiment
    """
  }

  /// The view `unit_steps`: the columns the table had, from the packed texts.
  static func view(_ dialect: SQLDialect) -> String {
    let members =
      switch dialect {
      case .sqlite: "json_each(u.steps) j"
      case .postgres: "json_each(CAST(u.steps AS json)) j"
      }
    let number = { (index: Int) in "CAST(j.value ->> \(index) AS INTEGER)" }
    return """
      CREATE VIEW unit_steps AS
      SELECT u.flow, u.user_id, u.experiment, j.key AS step, u.variant,
        CASE WHEN u.variants = 1 THEN 1 ELSE 0 END AS counted,
        \(number(0)) AS reached, \(number(1)) AS completed, \(number(2)) AS attempts, \(number(3)) AS first_seq
      FROM units u, \(members)
      WHERE u.steps IS NOT NULL
      """
  }

  /// Version 7: the `unit_steps` table packed into `units.steps`, dropped,
  /// and made a view.
  static func migration(_ dialect: SQLDialect) -> [String] {
    [
      "ALTER TABLE units ADD COLUMN steps TEXT",
      update(from: packing("unit_steps", dialect)),
      "DROP TABLE unit_steps",
      view(dialect),
    ]
  }
}
