import OnboardKit

extension PlainMode {
  /// Waits on a step that asks nothing but must be read or may be skipped (a
  /// `note:` step, a skippable step without fields): an empty line continues
  /// (the step is then submitted as usual), `:skip` skips a skippable one and
  /// `:back` goes back. `.back` when the run moved (skipped or went back).
  func pause(_ step: StepDefinition, _ state: inout FlowState<Model>, _ input: any LineSource) -> Asked {
    let words = step.isSkippable ? texts.continueNote + ", :skip: skip" : texts.continueNote
    while true {
      output("(\(words)) ")
      guard let raw = input.nextLine() else {
        output("\n")
        return .ended
      }
      switch raw.trimmingSpaces {
      case "": return .answered
      case ":skip" where step.isSkippable:
        perform(.skip, &state)
        return .back
      case ":skip": output("! this step cannot be skipped\n")
      case ":back" where !state.history.isEmpty:
        perform(.back, &state)
        return .back
      case ":back": output("! this is the first step\n")
      default: output("! this step asks nothing; press Enter to continue\n")
      }
    }
  }
}
