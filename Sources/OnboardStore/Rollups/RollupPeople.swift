/// People of a batch of events: those a writer recounts (``RollupBatch``),
/// and the keys of PostgreSQL's per-person locks.
struct RollupPeople {
  /// One person of one flow.
  struct Person: Hashable, Comparable {
    var flow: String
    var user: String

    static func < (left: Person, right: Person) -> Bool {
      (left.flow, left.user) < (right.flow, right.user)
    }
  }

  /// The people, once each.
  private(set) var people: Set<Person> = []

  /// Nobody yet.
  init() {}

  /// The people of `events`.
  init(_ events: some Sequence<StoredEvent>) {
    for event in events { insert(flow: event.flow, user: event.user) }
  }

  /// Adds a person (once).
  mutating func insert(flow: String, user: String) {
    people.insert(Person(flow: flow, user: user))
  }

  /// Adds `person` (once).
  mutating func insert(_ person: Person) {
    people.insert(person)
  }

  /// Forgets everyone (after a commit).
  mutating func removeAll() {
    people.removeAll(keepingCapacity: true)
  }

  /// A 64-bit key per person for PostgreSQL's advisory locks (FNV-1a of
  /// flow, a zero byte and user), sorted, so writers take them in one order.
  func lockKeys() -> [Int64] {
    people.map { person in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in person.flow.utf8 + [0] + person.user.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      return Int64(bitPattern: hash)
    }.sorted()
  }
}
