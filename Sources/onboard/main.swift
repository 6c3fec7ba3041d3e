print("onboard")
