@testable import OnboardReport

/// One proportion fixture of `Tools/gbstats_crosscheck.py` with gbstats' answers.
struct ProportionCase: Sendable, CustomStringConvertible {
  let name: String
  let control: (Int, Int)
  let treatment: (Int, Int)
  let relative: Double
  let ci: (Double, Double)
  let pValue: Double
  let precisePValue: Double
  let problem: TestProblem?
  let chanceToWin: Double
  let credible: (Double, Double)
  let bayesianProblem: TestProblem?

  init(
    _ name: String, control: (Int, Int), treatment: (Int, Int), relative: Double, ci: (Double, Double),
    pValue: Double, precisePValue: Double, problem: TestProblem?, chanceToWin: Double,
    credible: (Double, Double),
    bayesianProblem: TestProblem?
  ) {
    self.name = name
    self.control = control
    self.treatment = treatment
    self.relative = relative
    self.ci = ci
    self.pValue = pValue
    self.precisePValue = precisePValue
    self.problem = problem
    self.chanceToWin = chanceToWin
    self.credible = credible
    self.bayesianProblem = bayesianProblem
  }

  var description: String { name }
}

/// One mean (time to complete) fixture with gbstats' answers.
struct MeanCase: Sendable, CustomStringConvertible {
  let name: String
  let control: (Int, Double, Double)
  let treatment: (Int, Double, Double)
  let relative: Double
  let ci: (Double, Double)
  let pValue: Double
  let precisePValue: Double
  let problem: TestProblem?

  init(
    _ name: String, control: (Int, Double, Double), treatment: (Int, Double, Double), relative: Double,
    ci: (Double, Double), pValue: Double, precisePValue: Double, problem: TestProblem?
  ) {
    self.name = name
    self.control = control
    self.treatment = treatment
    self.relative = relative
    self.ci = ci
    self.pValue = pValue
    self.precisePValue = precisePValue
    self.problem = problem
  }

  var description: String { name }
}
