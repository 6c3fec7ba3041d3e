import OnboardCLI
import OnboardKit

OnboardCLI.main(models: [User.self])
