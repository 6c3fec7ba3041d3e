import OnboardKit

/// An assignment as one line people read:
/// `experiment 'x': variant 'b' (assigned: id=u-1 in bucket 0.4321)`.
enum AssignmentText {
  /// The line for one experiment.
  static func describe(_ assignment: Assignment) -> String {
    let variant =
      assignment.inExperiment || assignment.reason == .forced || assignment.reason == .stoppedWinner
      ? assignment.variantID.map { "variant '\($0)'" } ?? "the base flow" : "the base flow"
    var why = "\(assignment.reason.rawValue): \(assignment.hashAttribute)=\(assignment.hashValue)"
    if let bucket = assignment.bucket { why += " in bucket \(DecimalText.text(bucket))" }
    return "experiment '\(assignment.experimentKey)': \(variant) (\(why))"
  }
}

/// A number as people write it, at most four decimals.
enum DecimalText {
  /// `0.4321`, `0.5`, `1`.
  static func text(_ number: Double) -> String {
    let rounded = (number * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
