import Foundation

/// Finds `*.tests.yaml` files under the paths `onboard test` is given.
package enum FlowTestFinder {
  /// The suffix of a tests file.
  package static let suffix = ".tests.yaml"

  /// Every tests file: a file given by name is taken as it is; a folder is
  /// searched to any depth, sorted. A path that does not exist is an error.
  package static func files(under paths: [String]) -> Result<[String], FlowTestFinderError> {
    var found: [String] = []
    let files = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
        // A symbolic link that leads nowhere (or round a loop) is left to the
        // loader, which says why it cannot be read.
        guard (try? files.destinationOfSymbolicLink(atPath: path)) != nil else {
          return .failure(.missing(path))
        }
        found.append(path)
        continue
      }
      guard isFolder.boolValue else {
        found.append(path)
        continue
      }
      let names = (files.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
      let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
      found += names.map { folder + "/" + $0 }
    }
    return .success(found)
  }
}

/// Why tests files could not be found.
package enum FlowTestFinderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A path that does not exist.
  case missing(String)

  /// What is wrong and how to fix it.
  package var description: String {
    switch self {
    case .missing(let path): return "no such file or folder '\(path)'; give a tests file or a folder of them"
    }
  }
}
