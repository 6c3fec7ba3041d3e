@_exported import OnboardKit
