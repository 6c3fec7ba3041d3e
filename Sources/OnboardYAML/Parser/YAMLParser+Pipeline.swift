import Foundation

extension YAMLParser {
  /// From this many bytes on, libyaml runs on a thread of its own while the
  /// calling thread builds the document (and decodes steps) from its events.
  /// Below it, starting a thread costs more than it saves.
  static let pipelineThreshold = 256 * 1024

  /// Whether a file of `byteCount` bytes is parsed on two threads.
  static func pipelines(_ byteCount: Int) -> Bool {
    byteCount >= pipelineThreshold && ProcessInfo.processInfo.activeProcessorCount > 1
  }

  /// Parses `input` with libyaml on a helper thread, feeding its events to
  /// `builder` here as they come; the same result and errors as one thread.
  ///
  /// The helper is always finished when this returns or throws, so `input`
  /// may go away then.
  static func parsePipelined(
    _ input: UnsafeBufferPointer<UInt8>, file: String, into builder: inout YAMLDocumentBuilder
  ) throws(DiagnosticError) -> YAMLDocument {
    let stream = try LibYAMLEventStream(input: input, file: file)
    let channel = YAMLEventChannel()
    let producer = EventProducer(stream: stream, channel: channel)
    Thread { producer.run() }.start()
    defer {
      channel.cancel()
      channel.waitForProducer()
    }
    while true {
      if let document = try builder.consume(channel.receive()) { return document }
    }
  }
}

/// The helper thread's side of a pipelined parse.
// NB: unchecked Sendable: only the helper thread uses the stream until it
// calls `producerFinished()`, and the parsing thread waits for that before
// the stream or its input go away.
private final class EventProducer: @unchecked Sendable {
  private let stream: LibYAMLEventStream
  private let channel: YAMLEventChannel

  init(stream: LibYAMLEventStream, channel: YAMLEventChannel) {
    self.stream = stream
    self.channel = channel
  }

  func run() {
    stream.produce(into: channel)
    channel.producerFinished()
  }
}
