import OnboardSimulation
import Testing

@Test func smoke() throws {
  let flow = try signupFlow()
  let persona = try signupPersona(flow)
  let sink = MemoryEventSink()
  let summary = try Simulator<User>(flow: flow, persona: persona, seed: 1).run(users: 2000, into: sink)
  print(summary)
  for entry in sink.entries.prefix(40) {
    print(
      entry.run.user, entry.event.kind, entry.event.step ?? "-", entry.event.field ?? "",
      entry.event.detail ?? "", entry.event.time)
  }
}
