import Testing

@testable import OnboardKit

@Suite struct ForcedVariantsTests {
  @Test func parsesPairs() {
    #expect(
      ForcedVariants.parse("signup-copy=short, pricing = annual")
        == .success(["signup-copy": "short", "pricing": "annual"]))
  }

  @Test func blankForcesNothing() {
    #expect(ForcedVariants.parse("") == .success([:]))
    #expect(ForcedVariants.parse("  ") == .success([:]))
  }

  /// Only the first `=` splits: an id may hold one.
  @Test func idMayHoldEquals() {
    #expect(ForcedVariants.parse("a=b=c") == .success(["a": "b=c"]))
  }

  @Test(arguments: [
    (
      "signup-copy", ForcedVariantsError.missingEquals(entry: "signup-copy"),
      "forced variant 'signup-copy' has no '='. To fix, write experiment-key=variant-id, e.g. signup-copy=control"
    ),
    (
      "=short", .emptyKey(entry: "=short"),
      "forced variant '=short' has no experiment key before '='. To fix, write experiment-key=variant-id"
    ),
    (
      "signup-copy= ", .emptyVariant(entry: "signup-copy="),
      "forced variant 'signup-copy=' has no variant id after '='. To fix, write experiment-key=variant-id"
    ),
    (
      "a=b,,c=d", .emptyEntry(text: "a=b,,c=d"),
      "forced variants 'a=b,,c=d' have an empty entry. To fix, write key=variant pairs separated by single "
        + "commas, e.g. signup-copy=short,pricing=annual"
    ),
    (
      "a=b,", .emptyEntry(text: "a=b,"),
      "forced variants 'a=b,' have an empty entry. To fix, write key=variant pairs separated by single "
        + "commas, e.g. signup-copy=short,pricing=annual"
    ),
    (
      "a=b,a=c", .forcedTwice(key: "a", first: "b", second: "c"),
      "experiment 'a' is forced twice ('b' and 'c'). To fix, keep one"
    ),
  ])
  func rejects(_ text: String, _ error: ForcedVariantsError, _ message: String) {
    #expect(ForcedVariants.parse(text) == .failure(error))
    #expect(error.description == message)
  }

  @Test func problemsAgainstExperiments() {
    let experiments = [
      ExperimentDefinition(
        key: "signup-copy", variants: [VariantDefinition(id: "control"), VariantDefinition(id: "short")]),
      ExperimentDefinition(
        key: "pricing", variants: [VariantDefinition(id: "monthly"), VariantDefinition(id: "annual")]),
    ]
    let problems = ForcedVariants.problems(
      in: ["signup-cpy": "short", "pricing": "anual", "onboarding": "x"], experiments: experiments)
    #expect(
      problems.map(\.description) == [
        "no experiment is called 'onboarding'; the experiments are 'signup-copy', 'pricing'",
        "experiment 'pricing' has no variant 'anual'; did you mean 'annual'?",
        "no experiment is called 'signup-cpy'; did you mean 'signup-copy'?",
      ])
    #expect(
      ForcedVariants.problems(in: ["pricing": "x"], experiments: experiments).map(\.description) == [
        "experiment 'pricing' has no variant 'x'; its variants are 'monthly', 'annual'"
      ])
    #expect(ForcedVariants.problems(in: ["pricing": "annual"], experiments: experiments).isEmpty)
    #expect(
      ForcedVariants.problems(in: ["pricing": "annual"], experiments: []).map(\.description) == [
        "no experiment is called 'pricing'; the flow runs no experiment"
      ])
  }
}
