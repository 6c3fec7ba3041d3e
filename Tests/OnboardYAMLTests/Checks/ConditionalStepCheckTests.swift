import Testing

@testable import OnboardYAML

/// `when:` on steps and fields, and `skippable:` steps, as `onboard check`
/// sees them: branches of the path proof, and positioned errors for bad input.
@Suite struct ConditionalStepCheckTests {
  /// A small User flow; the contact step (`email` and `country`, both
  /// required by the model) and extra steps are put in where a test needs them.
  func flow(contact: String = "", extra: String = "", finalExtra: String = "") -> String {
    """
    flow: t
    model: User
    steps:
      - id: name
        fields: [firstName, lastName]
    \(contact.isEmpty ? "  - id: contact\n    fields: [email, country]\n" : contact)\(extra)  - id: prefs
        fields: [plan, marketingOptIn]
      - id: done
        final: true
    \(finalExtra)
    """
  }

  func check(_ text: String) throws -> String {
    let folder = try TemporaryFlowFolder()
    try folder.write("t.yaml", text)
    return folder.check("t.yaml")
  }

  @Test func optionalStepsAndFieldsBehindWhenPass() throws {
    let extra = """
        - id: guardian
          when: { country: GB }
          fields: [guardianEmail]
        - id: more
          skippable: true
          fields:
            - age
            - key: referralCode
              when: { country: GB }

      """
    #expect(try check(flow(extra: extra)) == "")
  }

  @Test func aRequiredFieldBehindAStepWhenIsAnErrorNamingThePath() throws {
    let contact = """
        - id: contact
          when: { firstName: { $ne: Ada } }
          fields: [email, country]

      """
    #expect(
      try check(flow(contact: contact)) == """
        t.yaml:11:9: error: required field 'email' is not collected on the path name → contact → prefs → done: step 'contact' is passed over when its 'when' is false
          - id: done
                ^
        t.yaml:11:9: error: required field 'country' is not collected on the path name → contact → prefs → done: step 'contact' is passed over when its 'when' is false
          - id: done
                ^

        """)
  }

  @Test func aRequiredFieldOnASkippableStepOrBehindAFieldWhenIsAnError() throws {
    let contact = """
        - id: contact
          skippable: true
          fields:
            - email
            - key: country
              when: { firstName: Ada }

      """
    #expect(
      try check(flow(contact: contact)) == """
        t.yaml:14:9: error: required field 'email' is not collected on the path name → contact → prefs → done: step 'contact' may be skipped
          - id: done
                ^
        t.yaml:14:9: error: required field 'country' is not collected on the path name → contact → prefs → done: step 'contact' may be skipped
          - id: done
                ^

        """)
    let fieldOnly = contact.replacingOccurrences(of: "    skippable: true\n", with: "")
    #expect(
      try check(flow(contact: fieldOnly)) == """
        t.yaml:13:9: error: required field 'country' is not collected on the path name → contact → prefs → done: step 'contact' asks it only when its 'when' holds
          - id: done
                ^

        """)
  }

  @Test func aRequiredFieldAskedAgainOnEveryPathPasses() throws {
    let contact = """
        - id: contact
          when: { firstName: Ada }
          fields: [email, country]
        - id: again
          fields: [email, country]

      """
    #expect(try check(flow(contact: contact)) == "")
  }

  @Test func aWhenThatReadsALaterFieldIsAnError() throws {
    let extra = """
        - id: guardian
          when: { age: { $lt: 18 }, countyr: GB }
          fields:
            - guardianEmail
            - key: referralCode
              when: { guardianEmail: { $exists: true }, marketingOptIn: true }

      """
    #expect(
      try check(flow(extra: extra)) == """
        t.yaml:9:11: warning: condition reads 'countyr', which is not a field of User; did you mean 'country'? (other names are read from the caller's attributes)
            when: { age: { $lt: 18 }, countyr: GB }
                  ^
        t.yaml:13:15: error: the 'when' of field 'referralCode' of step 'guardian' reads 'guardianEmail', which is asked only at or after it (at step 'guardian'); a 'when' reads the attributes and the answers of earlier steps
                when: { guardianEmail: { $exists: true }, marketingOptIn: true }
                      ^
        t.yaml:13:15: error: the 'when' of field 'referralCode' of step 'guardian' reads 'marketingOptIn', which is asked only at or after it (at step 'prefs'); a 'when' reads the attributes and the answers of earlier steps
                when: { guardianEmail: { $exists: true }, marketingOptIn: true }
                      ^

        """)
  }

  @Test func aWhenReadingALaterFieldSuggestsAnEarlierOne() throws {
    let extra = """
        - id: more
          when: { emial: { $exists: true } }
          fields: [age]
        - id: late
          fields: [emial]

      """
    // `emial` is no field: the check offers the earlier `email` (a warning).
    #expect(
      try check(flow(extra: extra)).hasPrefix(
        """
        t.yaml:9:11: warning: condition reads 'emial', which is not a field of User; did you mean 'email'?
        """))
    let readsPlan = extra.replacingOccurrences(of: "emial: { $exists: true }", with: "plans: pro, plan: pro")
    #expect(
      try check(flow(extra: readsPlan)).contains(
        """
        t.yaml:9:11: error: the 'when' of step 'more' reads 'plan', which is asked only at or after it (at step 'prefs'); a 'when' reads the attributes and the answers of earlier steps
        """))
  }

  @Test func aFinalStepCannotHaveWhenOrBeSkippable() throws {
    #expect(
      try check(flow(finalExtra: "    when: { country: GB }\n")) == """
        t.yaml:12:11: error: final step 'done' cannot have 'when': every run that reaches it ends there
            when: { country: GB }
                  ^

        """)
    #expect(
      try check(flow(finalExtra: "    skippable: true\n")) == """
        t.yaml:10:5: error: final step 'done' cannot have 'skippable': every run that reaches it ends there
          - id: done
            ^

        """)
  }

  @Test func misspeltKeysAndBadValuesArePositioned() throws {
    let extra = """
        - id: guardian
          wehn: { age: { $lt: 18 } }
          skippable: maybe
          fields:
            - key: guardianEmail
              whn: { age: 3 }
            - key: referralCode
              when: 3

      """
    #expect(
      try check(flow(extra: extra)) == """
        t.yaml:9:5: error: unknown key 'wehn' in a step; did you mean 'when'?
            wehn: { age: { $lt: 18 } }
            ^
        t.yaml:10:16: error: 'skippable' must be true or false
            skippable: maybe
                       ^
        t.yaml:13:9: error: unknown key 'whn' in a field; did you mean 'when'?
                whn: { age: 3 }
                ^
        t.yaml:15:15: error: a condition must be a mapping such as { age: { $lt: 18 } }, not a scalar
                when: 3
                      ^

        """)
  }
}
