import Foundation
import Testing

/// `onboard paths` explores only a flow that checks: a flow with errors gets
/// its diagnostics, as `onboard check` prints them, and exit status 1.
@Suite struct PathsBrokenFlowTests {
  @Test func aFlowWithErrorsIsNotExplored() throws {
    let flow = try RepositoryFiles.temporaryFlow(
      "flow: x\nmodel: User\nsteps:\n  - id: a\n    next: nowhere\n  - id: done\n    final: true\n"
        + "    fields: [firstName, lastName, email, country, plan, marketingOptIn]\n")
    defer { RepositoryFiles.remove(flow) }
    let run = try OnboardBinary.run(["paths", flow])
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        \(flow):5:11: error: step 'a' goes to unknown step 'nowhere'
            next: nowhere
                  ^
        \(flow):4:9: error: no final step can be reached from step 'a'
          - id: a
                ^
        \(flow):6:9: error: step 'done' is never reached from the first step 'a'
          - id: done
                ^
        \(flow): 3 errors

        """)
  }
}
