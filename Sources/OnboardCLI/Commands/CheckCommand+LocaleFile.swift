import Foundation
import OnboardKit
import OnboardYAML

extension CheckCommand {
  /// The flow a per-locale file belongs to: `Flows/signup.de.yaml` →
  /// `Flows/signup.yaml`, when that file exists; `nil` for any other file.
  static func localeFileFlow(_ path: String) -> (flow: String, locale: String)? {
    let url = URL(fileURLWithPath: path)
    let parts = url.lastPathComponent.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, let ending = parts.last, ["yaml", "yml"].contains(ending),
      FlowLocales.isLocaleTag(parts[parts.count - 2])
    else { return nil }
    let name = parts.dropLast(2).joined(separator: ".") + "." + ending
    let folder = (path as NSString).deletingLastPathComponent
    let flow = folder.isEmpty ? name : folder + "/" + name
    guard FileManager.default.fileExists(atPath: flow) else { return nil }
    return (flow, parts[parts.count - 2])
  }

  /// A per-locale file, checked with the flow beside it: the problems in
  /// it (but those in `shown`, printed with the flow already), then
  /// `Flows/signup.de.yaml: ok (the 'de' texts of Flows/signup.yaml)`.
  static func checkLocaleFile(
    _ path: String, flow: String, locale: String, json: Bool, loader: FlowLoader,
    renderer: inout DiagnosticRenderer, shown: Set<Diagnostic> = []
  ) -> CheckReport.File {
    let result = loader.load(path: flow)
    let target = (path as NSString).standardizingPath
    var own = result.diagnostics.filter { diagnostic in
      diagnostic.mark.map { ($0.file as NSString).standardizingPath == target } ?? false
    }
    // A problem found in the file shows it was read.
    if own.isEmpty, let unread = unreadReason(of: locale, flow: flow, result) {
      own.append(.error("\(path) was not checked: \(unread)", at: nil))
    }
    let report = CheckReport.File(path: path, diagnostics: own)
    guard !json else { return report }
    Console.write(renderer.render(own.filter { !shown.contains($0) }), to: .error)
    if report.ok {
      Console.writeLine("\(path): ok (the '\(locale)' texts of \(flow))")
    } else {
      Console.writeLine("\(path): \(report.errors) error\(report.errors == 1 ? "" : "s")")
    }
    return report
  }

  /// Why loading `flow` did not read its `locale` file, so nothing in it was
  /// checked; `nil` when it was read.
  static func unreadReason(of locale: String, flow: String, _ result: FlowLoader.Result) -> String? {
    guard let locales = result.flow?.locales else {
      return "\(flow) declares no 'locales:' (a locale file beside an include is read with the flow that"
        + " includes it: check that flow)"
    }
    guard !result.hasErrors else {
      return "\(flow) has errors, and its locale files are read only once it has none (check \(flow))"
    }
    guard locales.readsFile(of: locale) else {
      return locale == locales.defaultLocale
        ? "'\(locale)' is \(flow)'s default locale, whose texts are the flow file's own"
        : "\(flow) declares the locales \(locales.locales.joined(separator: ", ")), not '\(locale)'"
    }
    return nil
  }
}
