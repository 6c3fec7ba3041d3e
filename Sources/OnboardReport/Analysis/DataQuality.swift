/// What a report checks of an experiment's data before any number is read:
/// people exposed to several variants, variants the flow file does not
/// name, and the split against the weights. Each problem is a sentence; an
/// experiment with a serious one is unhealthy, and its numbers are not to be
/// acted on.
public struct DataQuality: Sendable, Hashable {
  /// Everyone exposed to the experiment.
  package var exposedPeople: Int
  /// Of them, those exposed to more than one variant: left out of every number.
  package var multipleExposures: Int
  /// Variants the events name and the flow file does not: left out of the
  /// analysis, the SRM check and the correction.
  package var unknownVariants: [UnknownVariantCounts]
  /// The split of the known variants' people against their weights.
  package var srm: SampleRatioCheck

  /// The share of people exposed to several variants above which the
  /// experiment is unhealthy (with at least ``multipleExposureMinimum`` of them).
  package static let multipleExposureShare = 0.01
  /// The fewest people exposed to several variants that make an experiment unhealthy.
  package static let multipleExposureMinimum = 10
  /// The conversions the control and a variant each need before the
  /// variant's p-value and chance to win are shown (GrowthBook's minimum sample size).
  package static let minimumConversions = 150
  /// The relative lift beyond which a result is marked suspicious.
  package static let suspiciousLift = 0.5

  /// The checks of `counts`, whose known variants `srm` checked.
  init(_ counts: ExperimentCounts, srm: SampleRatioCheck) {
    exposedPeople = counts.exposedPeople
    multipleExposures = counts.multipleExposures
    unknownVariants = counts.unknownVariants
    self.srm = srm
  }

  /// `multipleExposures / exposedPeople`; 0 with nobody exposed.
  package var multipleExposureShare: Double {
    exposedPeople > 0 ? Double(multipleExposures) / Double(exposedPeople) : 0
  }

  /// Too many people exposed to several variants: the assignment or the
  /// exposure logging is broken.
  package var tooManyMultipleExposures: Bool {
    multipleExposures >= Self.multipleExposureMinimum && multipleExposureShare > Self.multipleExposureShare
  }

  /// Whether the experiment's numbers can be acted on.
  package var isHealthy: Bool { !tooManyMultipleExposures && !srm.flagged }

  /// One sentence per problem, the serious ones first.
  package var problems: [String] { problems(includingSRM: true) }

  /// ``problems``, without the SRM check's when `includingSRM` is false
  /// (the formats give its verdict a place of its own).
  func problems(includingSRM: Bool) -> [String] {
    var problems: [String] = []
    if includingSRM, srm.flagged {
      problems.append(
        "unhealthy: the people per variant do not match the weights (SRM p \(NumberText.pValue(srm.pValue)) "
          + "< \(NumberText.plain(SampleRatioCheck.threshold))); check the assignment and the exposure logging "
          + "before reading any number")
    }
    if multipleExposures > 0 {
      let share = NumberText.percent(multipleExposureShare, digits: 1)
      let left =
        "\(NumberText.count(multipleExposures)) of \(NumberText.count(exposedPeople)) people (\(share)) "
        + "were exposed to more than one variant and are left out of every number"
      problems.append(
        tooManyMultipleExposures
          ? "unhealthy: \(left); more than \(NumberText.percent(Self.multipleExposureShare, digits: 0)) "
            + "means the assignment or the exposure logging is broken"
          : left)
    }
    for variant in unknownVariants {
      problems.append(
        "variant '\(variant.id)' (\(NumberText.count(variant.users)) people) is not in the flow file; "
          + "it is left out of the analysis, the SRM check and the correction")
    }
    if !srm.isJudged, srm.pValue != nil {
      problems.append(
        "the split is not judged yet: a variant has fewer than \(SampleRatioCheck.minimumPeople) people")
    }
    return problems
  }
}
