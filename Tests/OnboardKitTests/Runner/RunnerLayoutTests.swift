import Foundation
import OnboardKit
import Testing

/// What the runner's speed relies on in the shape of its values, held by
/// tests rather than by comments: a status does not carry the built model
/// inline, and an event keeps its rarer fields in one box.
@Suite struct RunnerLayoutTests {
  @Test func aStatusIsAPointerWideWhateverTheModel() {
    #expect(MemoryLayout<FlowStatus<User>>.size <= MemoryLayout<Int>.size + 1)
  }

  @Test func anEventIsItsKindStepTimeAndOneBox() {
    // kind (1, padded to 8) + step (16) + time (8) + one reference (8).
    #expect(MemoryLayout<FlowEvent>.size <= 40)
  }
}
