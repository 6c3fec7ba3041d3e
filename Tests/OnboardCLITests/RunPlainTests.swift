import Foundation
import Testing

/// `onboard run` without a terminal: plain line mode from standard input.
@Suite struct RunPlainTests {
  func run(_ arguments: [String], input: String) throws -> OnboardBinary.Run {
    let process = Process()
    process.executableURL = try OnboardBinary.location()
    process.arguments = arguments
    // A folder of its own: the default store (.onboard/onboard.sqlite) is
    // made there, not in the shared temporary folder, where another program's
    // store could be.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    process.currentDirectoryURL = folder
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return OnboardBinary.Run(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus)
  }

  @Test func linesFromAPipeBuildTheUser() throws {
    let run = try run(
      [
        "run", RepositoryFiles.signupFlow, "--user-id", "u-1", "--plain", "--variant", "warm-welcome=control",
        "--now",
        "2026-06-01",
      ],
      input: "Ada\nLovelace\nada@example.com\nGB\n1989-12-10\npro\n\ndesign\nn\n9\ny\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout == """
        {"id":"u-1","firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","age":36,\
        "birthDate":"1989-12-10","country":"GB","plan":"pro","interests":["design"],"marketingOptIn":false,\
        "howLikely":9,"acceptedTerms":true}

        """)
    #expect(run.stderr.hasPrefix("Welcome to Onboard\n\nStep 1 of 10: What should we call you?\n"))
  }

  @Test func inputThatEndsEarlyExits1WithWhatIsMissing() throws {
    let run = try run(["run", RepositoryFiles.signupFlow], input: "Ada\nLovelace\n")
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("user id: user-"))
    #expect(
      run.stderr.hasSuffix(
        "error: the input ended at step 'contact/email' before the flow was finished; it needs 'email'\n"))
  }
}
