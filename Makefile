# Motion — one command each: `make run` and `make test` install what is missing first.
SWIFT        ?= swift
DEB_PACKAGES := pkg-config libsdl2-dev libsdl2-gfx-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev fonts-dejavu-core
RELEASE      := .build/release
PLAYER_ARGS  ?=
HEADLESS_OUT ?= out/headless

.PHONY: deps build run test test-asan fuzz bench clean

## deps: install the Debian packages that are missing (needs root; runs apt-get update first).
deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "make deps: no Swift toolchain on PATH; install Swift 6 from swift.org and retry." >&2; exit 1; }
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ]; then \
	    echo "make deps: missing Debian packages:$$missing" >&2; \
	    echo "make deps: run 'sudo make deps' (or: sudo apt-get install -y$$missing)" >&2; exit 1; \
	  fi; \
	  echo "make deps: installing$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

## build: compile everything in release mode.
build: deps
	$(SWIFT) build -c release

## run: open the player; with no display, render a few headless frames to PNG instead.
run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  $(RELEASE)/motion-player $(PLAYER_ARGS); \
	else \
	  echo "make run: no display (DISPLAY and WAYLAND_DISPLAY are unset): rendering headless frames instead."; \
	  $(RELEASE)/motion-player --headless --frames 150 --fps 30 --out $(HEADLESS_OUT) $(PLAYER_ARGS) && \
	  echo "make run: frames are in $(HEADLESS_OUT)/. For a window, run 'make run' from a desktop session (or under Xvfb with DISPLAY set)."; \
	fi

## test: every test, headless (SDL's dummy video driver); goldens are never recorded on CI.
test: deps
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
	MOTION_RECORD=$${MOTION_RECORD:-$$( [ -n "$$CI" ] && echo never || echo missing )} \
	$(SWIFT) test

## test-asan: every test under AddressSanitizer and LeakSanitizer, built in .build-asan (the normal
## build stays); LeakSanitizer's suppressions (system libraries and XCTest only) are in Tests/lsan-suppressions.txt.
# A report shows up to 30 frames: the fast unwinder (the default; the slow one unwinds every malloc
# from tables) gives every frame from the allocation up to the test's own closure and stops at
# the first frame in libXCTest, and no suppression names a frame on that path.
test-asan: deps
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy MOTION_RECORD=never \
	ASAN_OPTIONS=malloc_context_size=30 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
	$(SWIFT) test --sanitize=address --scratch-path .build-asan

## fuzz: the seeded graph fuzzer over FUZZ_SEEDS seeds (default 800, about a minute on an idle machine) from FUZZ_FIRST_SEED (0).
fuzz: deps
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy FUZZ_SEEDS=$${FUZZ_SEEDS:-800} FUZZ_FIRST_SEED=$${FUZZ_FIRST_SEED:-0} \
	$(SWIFT) test --filter ViewHostFuzzTests

## bench: every benchmark suite, release build; each figure ends in a `bench NAME VALUE UNIT target OP LIMIT` line.
## The window suite needs DISPLAY (Xvfb will do) and takes the player out of the dummy video driver.
bench: build
	SDL_VIDEODRIVER=$${SDL_VIDEODRIVER:-dummy} $(RELEASE)/motion-bench all

clean:
	rm -rf .build .build-asan out
