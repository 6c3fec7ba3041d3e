import OnboardCLI

OnboardCLI.main()
