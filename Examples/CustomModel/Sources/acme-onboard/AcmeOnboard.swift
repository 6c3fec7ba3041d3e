import Acme
import OnboardCLI
import OnboardKit

@main enum AcmeOnboard {
  static func main() { OnboardCLI.main(models: [Member.self, User.self]) }
}
