import OnboardKit

/// Runs a ``WizardModel`` on a ``Terminal``: keys in, frames out, a redraw
/// after every key and whenever the width changes.
public struct WizardLoop: Sendable {
  /// Draws the frames.
  public var renderer: ScreenRenderer
  /// How long to wait for the rest of an escape sequence, and between size checks.
  public var tick: Int32

  /// A loop with a renderer.
  public init(renderer: ScreenRenderer = ScreenRenderer(), tick: Int32 = 50) {
    self.renderer = renderer
    self.tick = tick
  }

  /// Runs until the wizard ends; closed input counts as an interruption
  /// (the session is saved).
  public func run<Model>(_ wizard: inout WizardModel<Model>, on terminal: any Terminal)
    -> WizardModel<Model>.Outcome
  {
    var decoder = KeyDecoder()
    var columns = terminal.columns
    terminal.draw(renderer.render(wizard.view, columns: columns))
    while true {
      let keys: [Key]
      switch terminal.read(timeoutMilliseconds: tick) {
      case .bytes(let bytes): keys = decoder.feed(bytes)
      case .timeout: keys = decoder.flush()
      case .end: return .interrupted
      }
      for key in keys {
        if let outcome = wizard.handle(key) { return outcome }
      }
      let width = terminal.columns
      if !keys.isEmpty || width != columns {
        columns = width
        terminal.draw(renderer.render(wizard.view, columns: columns))
      }
    }
  }
}
