import Foundation
import Testing

@testable import OnboardKit

/// `FlowEvent` keeps its rarer fields in a shared box; it must still behave
/// as a plain value.
@Suite struct FlowEventTests {
  let time = Date(timeIntervalSince1970: 1_000)

  @Test func settingAFieldLeavesCopiesAlone() {
    var event = FlowEvent(.stepViewed, step: "name", time: time)
    let copy = event
    event.detail = "skipped"
    event.field = "email"
    #expect(event.detail == "skipped")
    #expect(event.field == "email")
    #expect(copy.detail == nil && copy.field == nil)
    var exposure = FlowEvent(.exposure, step: "plan", time: time, experiment: "e", variant: "a")
    let before = exposure
    exposure.variant = "b"
    #expect(before.variant == "a")
    #expect(exposure.variant == "b" && exposure.experiment == "e")
  }

  @Test func equalWhateverHowItWasMade() {
    var built = FlowEvent(.validationFailed, step: "contact/email", time: time)
    built.field = "email"
    built.detail = "is required"
    let made = FlowEvent(
      .validationFailed, step: "contact/email", field: "email", detail: "is required", time: time)
    #expect(built == made)
    #expect(built.hashValue == made.hashValue)
    built.detail = nil
    built.field = nil
    #expect(built == FlowEvent(.validationFailed, step: "contact/email", time: time))
    #expect(built != made)
  }

  @Test func codesOnlyTheFieldsItHas() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let plain = FlowEvent(.stepViewed, step: "name", time: time)
    let text = String(decoding: try encoder.encode(plain), as: UTF8.self)
    #expect(text == #"{"kind":"step_viewed","step":"name","time":-978306200}"#)
    let full = FlowEvent(
      .exposure, step: "plan", field: "f", detail: "d", time: time, experiment: "e", variant: "v")
    for event in [plain, full] {
      #expect(try JSONDecoder().decode(FlowEvent.self, from: encoder.encode(event)) == event)
    }
  }
}
