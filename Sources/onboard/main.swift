OnboardCommand.main()
