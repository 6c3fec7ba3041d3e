/// Parsing events copied out of libyaml in one go, so that one thread can run
/// libyaml while another builds the document from the events.
///
/// Every event is a small plain record; the text of scalars, anchors, tags
/// and aliases sits back to back in one byte buffer. Both buffers are raw
/// memory that the batch owns, so recording an event is a store and a
/// `memcpy`.
// NB: unchecked Sendable: a batch is filled by the producer only, then handed
// over through YAMLEventChannel (whose lock orders the accesses) and read by
// the consumer only.
final class YAMLEventBatch: @unchecked Sendable {
  /// One event.
  struct Event {
    /// Which event it is; a stream's start and a document's end are not kept.
    enum Kind: UInt8 {
      case scalar
      case mappingStart
      case sequenceStart
      case end
      case alias
      case documentStart
      case streamEnd
    }

    var kind: Kind
    /// A scalar's style; `.plain` otherwise.
    var style: YAMLNode.ScalarStyle
    /// The 1-based line and column where the event starts.
    var line: UInt32
    var column: UInt32
    /// A scalar's text, or an alias's anchor name.
    var text: Text
    /// The anchor and tag, when written.
    var anchor: Text
    var tag: Text
  }

  /// Where some text sits in the batch's bytes, or that there is none.
  struct Text {
    var start: Int
    var count: Int

    /// No text at all (not even an empty one).
    static let none = Text(start: 0, count: -1)

    /// Whether there is text.
    var exists: Bool { count >= 0 }
  }

  /// How many events a batch holds before it is handed over: small enough
  /// that the consumer starts early and finishes soon after the producer.
  static let capacity = 1024

  private let events: UnsafeMutablePointer<Event>
  /// The events recorded.
  let count: Int
  private let bytes: UnsafeMutablePointer<UInt8>
  /// libyaml's error, which comes after the batch's last event.
  let failure: DiagnosticError?
  /// Whether no batch follows this one (the stream ended, or failed).
  let isLast: Bool

  /// Takes over what `writer` has recorded.
  // NB: every property is a `let`, so reading one needs no exclusivity check.
  init(_ writer: consuming Writer, failure: DiagnosticError? = nil, isLast: Bool = false) {
    events = writer.events
    count = writer.count
    bytes = writer.bytes
    self.failure = failure
    self.isLast = isLast
  }

  deinit {
    events.deinitialize(count: count)
    events.deallocate()
    bytes.deallocate()
  }

  /// The event at `index`, below ``count``.
  subscript(index: Int) -> Event {
    events[index]
  }

  /// The bytes of some text (empty when there is none).
  func buffer(_ text: Text) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + text.start, count: max(text.count, 0))
  }

  /// The text as a string, when there is text.
  func string(_ text: Text) -> String? {
    text.exists ? String(decoding: buffer(text), as: UTF8.self) : nil
  }

  /// Records events into fresh buffers, which a batch then takes over: a
  /// plain value, so that recording an event is a store and a `memcpy`.
  struct Writer: ~Copyable {
    fileprivate var events: UnsafeMutablePointer<Event>
    fileprivate var count = 0
    fileprivate var bytes: UnsafeMutablePointer<UInt8>
    private var byteCount = 0
    private var byteCapacity: Int

    /// Empty buffers for a batch.
    init() {
      events = .allocate(capacity: YAMLEventBatch.capacity)
      byteCapacity = YAMLEventBatch.capacity * 32
      bytes = .allocate(capacity: byteCapacity)
    }

    /// Whether the batch has no room for another event.
    var isFull: Bool { count == YAMLEventBatch.capacity }

    /// Records an event (the writer must not be full).
    mutating func append(_ event: Event) {
      (events + count).initialize(to: event)
      count += 1
    }

    /// Copies `length` bytes from `pointer` (none when it is nil) and says where they went.
    mutating func copy(_ pointer: UnsafePointer<UInt8>?, length: Int) -> Text {
      guard let pointer else { return .none }
      if byteCount + length > byteCapacity { grow(toHold: byteCount + length) }
      (bytes + byteCount).update(from: pointer, count: length)
      let text = Text(start: byteCount, count: length)
      byteCount += length
      return text
    }

    private mutating func grow(toHold needed: Int) {
      var capacity = byteCapacity * 2
      while capacity < needed { capacity *= 2 }
      let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      larger.update(from: bytes, count: byteCount)
      bytes.deallocate()
      bytes = larger
      byteCapacity = capacity
    }
  }
}
