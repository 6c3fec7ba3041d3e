import Foundation
import OnboardSimulation

/// The chance that a person completes the signup flow from a given step on,
/// worked out from the persona alone: the product of (1 − abandonment) over
/// the steps still ahead, with the paths taken from the real runner (an
/// adult's answers and a minor's, with the variants forced) and the share
/// of minors from the persona's birth dates: the flow works the age out from
/// the birth date, counting to the day the arrivals start.
struct ExpectedCompletion {
  let simulation: SignupSimulation
  /// The chance a person is under 18.
  let minorShare: Double
  private var paths: [[String: String]: (adult: [String], minor: [String])] = [:]

  static let adult: [String: JSONValue] = [
    "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB",
    "birthDate": "1989-12-10", "plan": "pro", "interests": .array(["design"]), "marketingOptIn": true,
    "acceptedTerms": true,
  ]

  init(_ simulation: SignupSimulation) throws {
    self.simulation = simulation
    // Under 18 on the first day: born after the day 18 years before it.
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
    guard case .dates(let days)? = simulation.persona.fields["birthDate"]?.answers,
      let adultUntil = utc.date(
        byAdding: .year, value: -18, to: utc.startOfDay(for: simulation.persona.start)),
      let share = days.integerShare(below: Int(adultUntil.timeIntervalSince1970 / 86_400) + 1)
    else { throw SimulationError.sink("the persona's birth dates are not a range") }
    minorShare = 1 - share
  }

  /// The steps a person with `variants` goes through, as an adult and as a minor.
  mutating func paths(_ variants: [String: String]) -> (adult: [String], minor: [String]) {
    if let known = paths[variants] { return known }
    let today = simulation.persona.start
    let runner = FlowRunner<User>(flow: simulation.flow, clock: { today })
    var minor = Self.adult
    minor["birthDate"] = "2011-03-01"
    minor["guardianEmail"] = "parent@example.com"
    let found = [Self.adult, minor].map { answers in
      HeadlessDriver(runner: runner).run(.mapping(answers), state: FlowState(userID: "u", variants: variants))
        .state.path
    }
    paths[variants] = (found[0], found[1])
    return (found[0], found[1])
  }

  /// The chance of completing when at `step` (not yet past its abandonment),
  /// knowing whether the person is a minor (`nil`: not yet known).
  mutating func chance(from step: String, variants: [String: String], minor: Bool?) -> Double {
    let (adult, minorPath) = paths(variants)
    func product(_ path: [String]) -> Double {
      guard let start = path.firstIndex(of: step) else { return 0 }
      return path[start...].reduce(1.0) {
        $0 * (1 - simulation.persona.abandonment(atStep: $1, variants: variants))
      }
    }
    switch minor {
    case true?: return product(minorPath)
    case false?: return product(adult)
    case nil: return (1 - minorShare) * product(adult) + minorShare * product(minorPath)
    }
  }
}

/// Conversion of the people exposed to one variant: observed, and expected
/// from the persona, with the binomial standard error of the observed rate.
struct VariantConversion {
  var exposed = 0
  var converted = 0
  var expectedSum = 0.0
  var varianceSum = 0.0

  /// Adds one exposed person whose chance of converting was `chance`.
  mutating func add(converted: Bool, chance: Double) {
    exposed += 1
    if converted { self.converted += 1 }
    expectedSum += chance
    varianceSum += chance * (1 - chance)
  }

  var rate: Double { Double(converted) / Double(max(1, exposed)) }
  var expected: Double { expectedSum / Double(max(1, exposed)) }
  var standardError: Double { varianceSum.squareRoot() / Double(max(1, exposed)) }
}
