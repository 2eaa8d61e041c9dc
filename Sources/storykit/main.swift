print("storykit")
