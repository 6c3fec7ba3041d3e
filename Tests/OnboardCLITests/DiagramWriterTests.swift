import OnboardKit
import Testing

@testable import OnboardCLI

/// The diagram model and its two writers, on small flows built in code.
@Suite struct DiagramWriterTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("Say \"hi\"", "Say #quot;hi#quot;"),
    ("x#y & <b>", "x#35;y #amp; #lt;b#gt;"),
    ("a|b `c`", "a#124;b #96;c#96;"),
    ("two\nlines\tand tab", "two lines and tab"),
    ("{$lt: 18} costs $$5 or $$$", "{$lt: 18} costs #36;#36;5 or #36;#36;$"),
    ("\\d+ ünï", "\\d+ ünï"),
  ])
  func mermaidEscapesWhatEndsOrChangesALabel(text: String, expected: String) {
    #expect(MermaidWriter.escape(text) == expected)
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("Say \"hi\"", "Say \\\"hi\\\""),
    ("^a\\d+$", "^a\\\\d+$"),
    ("two\nlines", "two lines"),
    ("<b> & #", "<b> & #"),
  ])
  func dotEscapesBackslashesAndQuotes(text: String, expected: String) {
    #expect(DotWriter.escape(text) == expected)
  }

  @Test func idsAreSafeQualifiedAndUnique() {
    var ids = DiagramID()
    #expect(ids.make(for: ["contact", "email"]) == "step_contact__email")
    #expect(ids.make(for: ["end"]) == "step_end")
    #expect(ids.make(for: ["my-step", "ünï 2"]) == "step_my_step___n__2")
    #expect(ids.make(for: ["my_step", "_n__2"]) == "step_my_step___n__2_2")
    #expect(ids.make(for: ["my.step", "-n  2"]) == "step_my_step___n__2_3")
  }

  static let branching = FlowDefinition(
    name: "branching", model: "User",
    steps: [
      StepDefinition(
        id: "ask", fields: [FieldDefinition(key: "age")],
        next: [NextRule(when: Condition(.object(["age": .object(["$lt": .number(18)])])), goto: "minor")]),
      StepDefinition(id: "adult", next: [NextRule(goto: "done")]),
      StepDefinition(id: "minor", title: "Under \"18\""),
      StepDefinition(
        id: "more",
        next: [
          NextRule(when: Condition(.object(["plan": .string("pro")])), goto: "done"), NextRule(goto: "ask"),
        ],
        include: IncludedFlow(path: "more.yaml", flow: sub)),
      StepDefinition(id: "done", isFinal: true),
    ])

  static let sub = FlowDefinition(
    name: "more", model: "User", steps: [StepDefinition(id: "one"), StepDefinition(id: "two")])

  @Test func mermaidLabelsConditionsAndOtherwise() {
    #expect(
      GraphFormat.mermaid.render(Self.branching) == """
        flowchart TD
          %% branching (User)
          step_ask["ask<br/>age"]
          step_adult["adult"]
          step_minor["Under #quot;18#quot;"]
          subgraph step_more ["more"]
            step_more__one["one"]
            step_more__two["two"]
          end
          step_done(["done"])
          step_ask -->|"{age: {$lt: 18}}"| step_minor
          step_ask -->|"otherwise"| step_adult
          step_adult --> step_done
          step_minor --> step_more
          step_more__one --> step_more__two
          step_more -->|"{plan: pro}"| step_done
          step_more -->|"otherwise"| step_ask
          classDef final stroke-width:3px
          class step_done final

        """)
  }

  @Test func dotClipsArrowsAtSubFlowClusters() {
    let dot = GraphFormat.dot.render(Self.branching)
    #expect(dot.hasPrefix("digraph \"branching\" {\n  label=\"branching (User)\";\n"))
    #expect(dot.contains("  subgraph cluster_step_more {\n    label=\"more\";\n"))
    #expect(dot.contains("  step_minor [label=\"Under \\\"18\\\"\"];\n"))
    #expect(dot.contains("  step_minor -> step_more__one [lhead=cluster_step_more];\n"))
    #expect(dot.contains("  step_more__two -> step_ask [label=\"otherwise\", ltail=cluster_step_more];\n"))
    #expect(dot.contains("  step_done [label=\"done\", style=\"rounded,bold\", peripheries=2];\n"))
    #expect(dot.hasSuffix("}\n"))
  }

  @Test func aStepWithoutBranchesFallsThroughUnlabelled() {
    let diagram = FlowDiagram(Self.sub)
    #expect(diagram.edges.map { "\($0.from.id)->\($0.to.id):\($0.label ?? "-")" } == ["step_one->step_two:-"])
  }

  @Test func formatsAreReadExactly() {
    #expect(GraphFormat(argument: "dot") == .dot)
    #expect(GraphFormat(argument: "DOT") == nil)
    #expect(GraphFormat.expectation == "mermaid or dot")
  }
}
