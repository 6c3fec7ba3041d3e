import OnboardKit

/// Runs a ``WizardModel`` on a ``Terminal``: keys in, frames out, a redraw
/// after every key and whenever the width changes.
package struct WizardLoop: Sendable {
  /// Draws the frames.
  package var renderer: ScreenRenderer
  /// How long to wait for the rest of an escape sequence, and between size checks.
  package var tick: Int32

  /// A loop with a renderer.
  package init(renderer: ScreenRenderer = ScreenRenderer(), tick: Int32 = 50) {
    self.renderer = renderer
    self.tick = tick
  }

  /// Runs until the wizard ends; closed input counts as an interruption
  /// (the session is saved). The runner's events go to `events` after each
  /// key, before the next frame is drawn — so a store has them before the
  /// person sees the next step.
  package func run<Model>(
    _ wizard: inout WizardModel<Model>, on terminal: any Terminal,
    events: ([FlowEvent]) -> Void = { _ in }
  ) -> WizardModel<Model>.Outcome {
    var decoder = KeyDecoder()
    var columns = terminal.columns
    func handOn() {
      let sent = wizard.takeEvents()
      if !sent.isEmpty { events(sent) }
    }
    handOn()
    terminal.draw(renderer.render(wizard.view, columns: columns))
    while true {
      let keys: [Key]
      switch terminal.read(timeoutMilliseconds: tick) {
      case .bytes(let bytes): keys = decoder.feed(bytes)
      case .timeout: keys = decoder.flush()
      case .end: return .interrupted
      }
      for key in keys {
        let outcome = wizard.handle(key)
        handOn()
        if let outcome { return outcome }
      }
      let width = terminal.columns
      if !keys.isEmpty || width != columns {
        columns = width
        terminal.draw(renderer.render(wizard.view, columns: columns))
      }
    }
  }
}
