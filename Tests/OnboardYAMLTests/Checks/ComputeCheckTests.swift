import Testing

@testable import OnboardYAML

/// `compute:` on a field, as `onboard check` sees it: type-checked against
/// the model, every problem an error at the value with a did-you-mean.
@Suite struct ComputeCheckTests {
  func check(age compute: String, key: String = "age") throws -> String {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "t.yaml",
      """
      flow: t
      model: User
      steps:
        - id: name
          fields: [firstName, lastName, email, country, plan, marketingOptIn, birthDate]
        - id: age
          fields:
            - key: \(key)
              compute: \(compute)
        - id: done
          final: true
      """)
    return folder.check("t.yaml")
  }

  @Test func theDocumentedFunctionsPass() throws {
    #expect(try check(age: "yearsSince(birthDate)") == "")
    #expect(try check(age: "lowercase(trim(email))", key: "referralCode") == "")
    #expect(try check(age: "'concat(firstName, \" \", lastName)'", key: "referralCode") == "")
  }

  @Test func aComputeOfTheWrongKindIsAPositionedError() throws {
    #expect(
      try check(age: "lowercase(firstName)") == """
        t.yaml:9:18: error: compute of field 'age' gives a text, but 'age' is an integer field
                compute: lowercase(firstName)
                         ^

        """)
  }

  @Test func aMisspeltFunctionOrFieldGetsADidYouMean() throws {
    #expect(
      try check(age: "yearSince(birthDate)") == """
        t.yaml:9:18: error: compute of field 'age': unknown function 'yearSince'; did you mean 'yearsSince'?
                compute: yearSince(birthDate)
                         ^

        """)
    #expect(
      try check(age: "yearsSince(birthDat)") == """
        t.yaml:9:18: error: compute of field 'age': compute reads unknown field 'birthDat'; did you mean 'birthDate'?
                compute: yearsSince(birthDat)
                         ^

        """)
    #expect(
      try check(age: "yearsSince(firstName)") == """
        t.yaml:9:18: error: compute of field 'age': yearsSince takes a date, but 'firstName' is a text
                compute: yearsSince(firstName)
                         ^

        """)
  }

  @Test func aBrokenExpressionPointsAtWhereItBreaks() throws {
    #expect(
      try check(age: "yearsSince(birthDate") == """
        t.yaml:9:38: error: compute of field 'age': expected ')'
                compute: yearsSince(birthDate
                                             ^

        """)
  }
}
