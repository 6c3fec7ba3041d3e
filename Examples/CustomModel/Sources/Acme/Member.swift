import Foundation
import OnboardKit

/// A member of a customer's workspace: what Acme's onboarding collects.
public struct Member: Sendable, Hashable, Codable {
  /// Given by the caller, never asked.
  public var id: Identifier<Member>
  /// The name as the person writes it.
  public var fullName: String
  /// The address at work.
  public var workEmail: String
  /// The company's name.
  public var company: String
  /// What the person does.
  public var role: Role
  /// How many people are in the team, 1 to 10,000.
  public var teamSize: Int
  /// The day the person starts using Acme.
  public var startDate: Date
  /// The tools to connect; empty when none.
  public var tools: [Tool]
  /// Whether the person wants the monthly newsletter.
  public var newsletter: Bool

  /// A member from complete values.
  public init(
    id: Identifier<Member>, fullName: String, workEmail: String, company: String, role: Role, teamSize: Int,
    startDate: Date, tools: [Tool], newsletter: Bool
  ) {
    self.id = id
    self.fullName = fullName
    self.workEmail = workEmail
    self.company = company
    self.role = role
    self.teamSize = teamSize
    self.startDate = startDate
    self.tools = tools
    self.newsletter = newsletter
  }
}

/// What a member does: a single choice.
public enum Role: String, Sendable, Hashable, Codable, CaseIterable, FieldValueConvertible {
  case engineer, designer, manager, founder
}

/// A tool Acme connects to: a multi-choice of `[Tool]`.
public enum Tool: String, Sendable, Hashable, Codable, CaseIterable, FieldValueConvertible {
  case github, jira, slack, figma, linear
}
