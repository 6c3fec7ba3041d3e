@testable import OnboardReport

/// One dataset of `Tools/gbstats_metrics.py` with gbstats 0.8.0's answers:
/// the variants' sufficient statistics, each variant's mean and standard
/// deviation, and per treatment six frequentist and six Bayesian rows in
/// the order of ``MetricFixture/configurations``.
struct MetricFixture: Sendable, CustomStringConvertible {
  /// A ratio's part: gbstats' binomial or count metric type.
  enum Part: Sendable { case proportion, mean }

  /// The sufficient statistics per variant, control first.
  enum Inputs: Sendable {
    /// `(n, sum)`.
    case proportion([(Int, Double)])
    /// `(n, sum, sum of squares)`.
    case mean([(Int, Double, Double)])
    /// `(n, Σm, Σm², Σd, Σd², Σmd)` with the parts' kinds.
    case ratio(Part, Part, [(Int, Double, Double, Double, Double, Double)])
  }

  /// A frequentist row: `[expected, ci low, ci high, p-value, scipy's 2·sf p-value]`.
  struct F: Sendable {
    let values: [Double]
    let problem: TestProblem?
    init(_ values: [Double], _ problem: TestProblem?) {
      self.values = values
      self.problem = problem
    }
  }

  /// A Bayesian row: `[expected, stddev, chance to win, ci low, ci high,
  /// risk[0], risk[1]]`, or `nil` where gbstats raised `ZeroDivisionError`.
  struct B: Sendable {
    let values: [Double]?
    let problem: TestProblem?
    init(_ values: [Double]?, _ problem: TestProblem?) {
      self.values = values
      self.problem = problem
    }
    /// gbstats raised; the Swift test gives its documented fallback.
    static let raised = B(nil, .baselineZero)
  }

  /// One treatment against the control.
  struct Comparison: Sendable {
    let relative: Double
    let absolute: Double
    let frequentist: [F]
    let bayesian: [B]
  }

  let name: String
  let inputs: Inputs
  let variants: [(Double, Double)]
  let comparisons: [Comparison]

  init(_ name: String, _ inputs: Inputs, variants: [(Double, Double)], comparisons: [Comparison]) {
    self.name = name
    self.inputs = inputs
    self.variants = variants
    self.comparisons = comparisons
  }

  var description: String { name }

  /// The script's six configurations: frequentist row `i` and Bayesian row
  /// `i` come from one ``AnalysisOptions``.
  static let configurations: [AnalysisOptions] = {
    let proper = EffectPrior.proper(mean: 0, standardDeviation: 0.3)
    let rows: [(DifferenceType, Double?, EffectPrior, Double)] = [
      (.relative, nil, .flat, 0.05), (.absolute, nil, .flat, 0.05), (.relative, 5_000, proper, 0.05),
      (.absolute, 5_000, proper, 0.05), (.relative, 1_000, .flat, 0.1), (.absolute, nil, proper, 0.01),
    ]
    return rows.compactMap {
      try? AnalysisOptions(alpha: $0.3, difference: $0.0, sequentialTuning: $0.1, prior: $0.2)
    }
  }()

  static var all: [MetricFixture] { proportions + means + ratios }

  /// Runs ``MetricAnalysis`` on the inputs with `options`.
  func analyze(_ options: AnalysisOptions) -> MetricAnalysis {
    switch inputs {
    case .proportion(let rows):
      let stats = rows.map { ProportionStatistic(n: $0.0, sum: $0.1) }
      return MetricAnalysis.analyze(control: stats[0], treatments: Array(stats.dropFirst()), options: options)
    case .mean(let rows):
      let stats = rows.map { SampleMeanStatistic(n: $0.0, sum: $0.1, sumOfSquares: $0.2) }
      return MetricAnalysis.analyze(control: stats[0], treatments: Array(stats.dropFirst()), options: options)
    case .ratio(.proportion, .proportion, let rows):
      return Self.ratio(rows, options, numerator: Self.proportion, denominator: Self.proportion)
    case .ratio(.mean, .proportion, let rows):
      return Self.ratio(rows, options, numerator: SampleMeanStatistic.init, denominator: Self.proportion)
    case .ratio(_, _, let rows):
      return Self.ratio(
        rows, options, numerator: SampleMeanStatistic.init, denominator: SampleMeanStatistic.init)
    }
  }

  private static func proportion(n: Int, sum: Double, _: Double) -> ProportionStatistic {
    ProportionStatistic(n: n, sum: sum)
  }

  private static func ratio<M: SummedStatistic, D: SummedStatistic>(
    _ rows: [(Int, Double, Double, Double, Double, Double)], _ options: AnalysisOptions,
    numerator: (Int, Double, Double) -> M, denominator: (Int, Double, Double) -> D
  ) -> MetricAnalysis {
    let stats = rows.map {
      RatioStatistic(
        n: $0.0, numerator: numerator($0.0, $0.1, $0.2), denominator: denominator($0.0, $0.3, $0.4),
        sumOfProducts: $0.5)
    }
    return MetricAnalysis.analyze(control: stats[0], treatments: Array(stats.dropFirst()), options: options)
  }
}
