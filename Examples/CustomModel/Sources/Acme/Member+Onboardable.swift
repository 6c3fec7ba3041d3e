import OnboardKit

extension Member: Onboardable {
  /// The fields Acme's flows may ask; the id is given.
  public static let schema = Schema<Member> {
    Field("fullName", \.fullName)
    Field("workEmail", \.workEmail, kind: .email)
    Field("company", \.company)
    Field("role", \.role)
    Field("teamSize", \.teamSize)
    Field("startDate", \.startDate)
    Field("tools", \.tools, required: false)
    Field("newsletter", \.newsletter)
  }

  /// The caller gives the id.
  public static var idKeyPath: SendableKeyPath<Member, Identifier<Member>> { \.id }

  /// Builds a member, listing every missing or invalid field at once.
  public init(from partial: Partial<Member>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    let fullName = reader.required(\.fullName, "fullName")
    let workEmail = reader.required(\.workEmail, "workEmail")
    let company = reader.required(\.company, "company")
    let role = reader.required(\.role, "role")
    let teamSize = reader.required(\.teamSize, "teamSize")
    let startDate = reader.required(\.startDate, "startDate")
    let newsletter = reader.required(\.newsletter, "newsletter")
    if let workEmail, let problem = EmailAddress.problem(with: workEmail) {
      reader.fail("workEmail", problem)
    }
    if let teamSize, !(1...10_000).contains(teamSize) {
      reader.fail("teamSize", "\(teamSize) is not a team size (1 to 10000)")
    }
    try reader.finish()
    guard let id, let fullName, let workEmail, let company, let role, let teamSize, let startDate,
      let newsletter
    else { throw reader.error }
    self.init(
      id: id, fullName: fullName, workEmail: workEmail, company: company, role: role, teamSize: teamSize,
      startDate: startDate, tools: (try? partial.value(for: \.tools)) ?? [], newsletter: newsletter)
  }
}
