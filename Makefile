SWIFT ?= swift
.PHONY: test demo build lint bench bootstrap

bootstrap:
	scripts/bootstrap

build: bootstrap
	$(SWIFT) build

test: build
	$(SWIFT) test

demo: bootstrap
	$(SWIFT) build -c release --product storykit
	.build/release/storykit demo

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

bench: bootstrap
	$(SWIFT) build -c release --product storykit
	.build/release/storykit bench decode
