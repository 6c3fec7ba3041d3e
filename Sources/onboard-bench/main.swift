print("onboard-bench: no scenarios yet")
