/// Parsing events copied out of libyaml in one go, so that one thread can run
/// libyaml while another builds the document from the events.
///
/// Every event is a small plain record; the text of scalars, anchors, tags
/// and aliases sits back to back in `bytes`.
struct YAMLEventBatch: Sendable {
  /// One event.
  struct Event: Sendable {
    /// Which event it is; a stream's start and a document's end are not kept.
    enum Kind: UInt8, Sendable {
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

  /// Where some text sits in `bytes`, or that there is none.
  struct Text: Sendable {
    var start: UInt32
    var count: UInt32

    /// No text at all (not even an empty one).
    static let none = Text(start: 0, count: .max)

    /// Whether there is text.
    var exists: Bool { count != .max }
  }

  /// The events, in order.
  var events: [Event] = []
  /// The text of the events.
  var bytes: [UInt8] = []
  /// libyaml's error, which comes after the last event of the batch.
  var failure: DiagnosticError?
  /// Whether no batch follows this one (the stream ended, or failed).
  var isLast = false

  /// How many events a batch holds before it is handed over.
  static let capacity = 4096

  /// An empty batch with room for a full one.
  init() {
    events.reserveCapacity(Self.capacity)
    bytes.reserveCapacity(Self.capacity * 16)
  }

  /// Appends `count` bytes at `pointer` (none when the pointer is nil) and says where they went.
  mutating func append(_ pointer: UnsafePointer<UInt8>?, count: Int) -> Text {
    guard let pointer else { return .none }
    let start = UInt32(truncatingIfNeeded: bytes.count)
    bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
    return Text(start: start, count: UInt32(truncatingIfNeeded: count))
  }

  /// The text as a string, when there is text.
  func string(_ text: Text) -> String? {
    guard text.exists else { return nil }
    return String(decoding: bytes[Int(text.start)..<Int(text.start + text.count)], as: UTF8.self)
  }
}
