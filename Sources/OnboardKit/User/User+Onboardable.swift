extension User: Onboardable {
  /// The fields flows may collect; `id` is not among them: the caller gives it.
  public static let schema = Schema<User> {
    Field("firstName", \.firstName)
    Field("lastName", \.lastName)
    Field("email", \.email, kind: .email)
    Field("age", \.age)
    Field("birthDate", \.birthDate)
    Field("country", \.country)
    Field("plan", \.plan)
    Field("interests", \.interests, required: false)
    Field("marketingOptIn", \.marketingOptIn)
    Field("guardianEmail", \.guardianEmail, kind: .email)
    Field("referralCode", \.referralCode)
    Field("howLikely", \.howLikely, kind: .rating)
    Field("acceptedTerms", \.acceptedTerms, kind: .consent)
  }

  /// The caller gives the id.
  public static var idKeyPath: SendableKeyPath<User, Identifier<User>> { \.id }

  /// Builds a user, listing every missing or invalid field at once.
  public init(from partial: Partial<User>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    let firstName = reader.required(\.firstName, "firstName")
    let lastName = reader.required(\.lastName, "lastName")
    let email = reader.required(\.email, "email")
    let country = reader.required(\.country, "country")
    let plan = reader.required(\.plan, "plan")
    let marketingOptIn = reader.required(\.marketingOptIn, "marketingOptIn")
    let guardianEmail = reader.optional(\.guardianEmail)
    let acceptedTerms = reader.optional(\.acceptedTerms)
    if let email, let problem = EmailAddress.problem(with: email) { reader.fail("email", problem) }
    if let guardianEmail, let problem = EmailAddress.problem(with: guardianEmail) {
      reader.fail("guardianEmail", problem)
    }
    if let country, !CountryCode.isValid(country) {
      reader.fail("country", "'\(country)' is not an ISO 3166-1 alpha-2 country code")
    }
    if let age = reader.optional(\.age), !(0...150).contains(age) {
      reader.fail("age", "\(age) is not an age")
    }
    if acceptedTerms == false { reader.fail("acceptedTerms", "must be agreed to") }
    if let howLikely = reader.optional(\.howLikely), !(0...10).contains(howLikely) {
      reader.fail("howLikely", "\(howLikely) is not on the scale 0 to 10")
    }
    try reader.finish()
    guard let id, let firstName, let lastName, let email, let country, let plan, let marketingOptIn else {
      throw reader.error
    }
    self.init(
      id: id, firstName: firstName, lastName: lastName, email: email, age: reader.optional(\.age),
      birthDate: reader.optional(\.birthDate), country: country, plan: plan,
      interests: (try? partial.value(for: \.interests)) ?? [], marketingOptIn: marketingOptIn,
      guardianEmail: guardianEmail, referralCode: reader.optional(\.referralCode),
      howLikely: reader.optional(\.howLikely), acceptedTerms: acceptedTerms)
  }
}
