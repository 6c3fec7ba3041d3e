import Foundation

/// The built-in model that signup flows build: the contract for flow files,
/// tests and the JSON that `onboard run` prints.
public struct User: Sendable, Hashable, Codable {
  /// Given by the caller, never asked.
  public var id: Identifier<User>
  /// Given name.
  public var firstName: String
  /// Family name.
  public var lastName: String
  /// Where to write to.
  public var email: String
  /// Age in years.
  public var age: Int?
  /// Day of birth (midnight UTC), written `YYYY-MM-DD`.
  public var birthDate: Date?
  /// ISO 3166-1 alpha-2 country code, e.g. `GB`.
  public var country: String
  /// The chosen plan.
  public var plan: Plan
  /// Chosen interests; empty when not asked.
  public var interests: [String]
  /// Whether the person agreed to marketing email.
  public var marketingOptIn: Bool
  /// A guardian's email, for minors.
  public var guardianEmail: String?
  /// The code of whoever referred the person.
  public var referralCode: String?
  /// How likely the person is to recommend us, 0 to 10 (a rating; the
  /// scale is the flow's `rules: { min: 0, max: 10 }`); `nil` when not asked
  /// or skipped.
  public var howLikely: Int?
  /// `true` when the person agreed to the terms (a consent: only yes is
  /// taken, and the text agreed to is recorded in the step's `step_completed`
  /// event); `nil` when the flow does not ask (`Flows/signup.yaml` requires it).
  public var acceptedTerms: Bool?

  /// Creates a user from complete values.
  public init(
    id: Identifier<User>, firstName: String, lastName: String, email: String, age: Int? = nil,
    birthDate: Date? = nil, country: String, plan: Plan, interests: [String] = [], marketingOptIn: Bool,
    guardianEmail: String? = nil, referralCode: String? = nil, howLikely: Int? = nil,
    acceptedTerms: Bool? = nil
  ) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.age = age
    self.birthDate = birthDate
    self.country = country
    self.plan = plan
    self.interests = interests
    self.marketingOptIn = marketingOptIn
    self.guardianEmail = guardianEmail
    self.referralCode = referralCode
    self.howLikely = howLikely
    self.acceptedTerms = acceptedTerms
  }
}
