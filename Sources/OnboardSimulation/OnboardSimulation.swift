@_exported import OnboardYAML
