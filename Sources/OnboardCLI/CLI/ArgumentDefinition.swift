/// One thing a command accepts on its command line: a flag, an option with a
/// value, or a positional argument, with the help text that documents it.
///
/// Commands do not write these: each ``Option``, ``Flag`` and ``Argument``
/// property makes its own, and ``ParsableArguments/arguments`` collects them in
/// declaration order for the parser, the usage line and the help.
struct ArgumentDefinition: Hashable, Sendable {
  /// What sort of argument it is.
  enum Kind: Hashable, Sendable {
    /// `--name` or `-n`, present or not (repeats are counted).
    case flag
    /// `--name value`, `--name=value` or `-n value`.
    case option
    /// A bare word, matched by position.
    case positional
  }

  /// What sort of argument it is.
  var kind: Kind
  /// The long name without dashes (`json` for `--json`), or the positional's name.
  var name: String
  /// The one-letter name without its dash (`j` for `-j`), if any.
  var shortName: Character?
  /// What the value is called in help, between angle brackets (`key=value`).
  var valueName: String
  /// One sentence for the help screen.
  var help: String
  /// Whether it may be given more than once (positionals: take every remaining word).
  var isRepeating: Bool
  /// Whether parsing fails when it is missing. Flags are never required.
  var isRequired: Bool

  /// A flag, such as `--json` or `-v, --verbose`.
  static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentDefinition {
    ArgumentDefinition(
      kind: .flag, name: name, shortName: short, valueName: "", help: help, isRepeating: true,
      isRequired: false)
  }

  /// An option that takes a value, such as `--out <path>` or a repeatable
  /// `--attr <key=value>`.
  static func option(
    _ name: String, short: Character? = nil, valueName: String? = nil, repeating: Bool = false,
    required: Bool = false, help: String
  ) -> ArgumentDefinition {
    ArgumentDefinition(
      kind: .option, name: name, shortName: short, valueName: valueName ?? name, help: help,
      isRepeating: repeating, isRequired: required)
  }

  /// A positional argument, such as `<flow>`; a repeating one takes every
  /// remaining word and must come last.
  static func positional(
    _ name: String, valueName: String? = nil, repeating: Bool = false, required: Bool = true,
    help: String
  ) -> ArgumentDefinition {
    ArgumentDefinition(
      kind: .positional, name: name, shortName: nil, valueName: valueName ?? name, help: help,
      isRepeating: repeating, isRequired: required)
  }

  /// The key ``ParsedValues`` stores it under: `--name` or `<name>`.
  var key: String { kind == .positional ? "<\(name)>" : "--\(name)" }

  /// `--name`, the spelling used in messages and suggestions.
  var longSpelling: String { "--\(name)" }

  /// How messages name it: `--json`, `--out <path>`, `<flow>` or `<flow> ...`.
  var errorLabel: String {
    switch kind {
    case .flag: return longSpelling
    case .option: return "\(longSpelling) <\(valueName)>"
    case .positional: return isRepeating ? "<\(valueName)> ..." : "<\(valueName)>"
    }
  }

  /// The left column of its help row: `-j, --json`, `--out <path>`, `<flow>`.
  var helpLabel: String {
    let short = shortName.map { "-\($0), " } ?? ""
    switch kind {
    case .flag: return short + longSpelling
    case .option: return short + "\(longSpelling) <\(valueName)>"
    case .positional: return "<\(valueName)>"
    }
  }

  /// Its part of the usage line: `[--json]`, `--out <path>`, `[--attr <key=value> ...]`,
  /// `<flow> ...`.
  var usageComponent: String {
    let bare: String
    switch kind {
    case .flag: bare = longSpelling
    case .option: bare = "\(longSpelling) <\(valueName)>" + (isRepeating ? " ..." : "")
    case .positional: bare = "<\(valueName)>" + (isRepeating ? " ..." : "")
    }
    return isRequired ? bare : "[\(bare)]"
  }
}

extension ArgumentDefinition {
  /// `-h, --help`, which every command accepts.
  static let helpFlag = ArgumentDefinition.flag("help", short: "h", help: "Show help information.")

  /// `--version`, which a command with a ``CommandConfiguration/version`` accepts.
  static let versionFlag = ArgumentDefinition.flag("version", help: "Show the version.")
}
