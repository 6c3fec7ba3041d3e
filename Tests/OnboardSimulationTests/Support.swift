import Foundation
import OnboardSimulation
import Testing

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// `Flows/signup.yaml`, loaded and checked.
func signupFlow() throws -> FlowDefinition {
  let result = FlowLoader().load(path: repositoryRoot + "/Flows/signup.yaml")
  guard let flow = result.flow, !result.hasErrors else {
    throw SimulationError.persona(result.diagnostics)
  }
  return flow
}

/// `Flows/personas/signup.yaml` for the signup flow.
func signupPersona(_ flow: FlowDefinition) throws -> Persona {
  try PersonaLoader.persona(
    path: repositoryRoot + "/Flows/personas/signup.yaml", flow: flow, schema: User.schema.descriptor)
}
