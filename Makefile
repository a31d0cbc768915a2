# kurs — build, run, test, benchmark, install.
SWIFT   ?= swift
SHELL   := /bin/bash
PREFIX  ?= /usr/local
# The release link (why each flag, with its measured effect: docs/PERFORMANCE.md, "Release build"):
# a non-PIE executable, so the loader applies no relative relocations at every start;
# ld.lld with each function in its own section (-function-sections) and the functions a start runs placed first
# (--symbol-ordering-file, TEXT_ORDER: made by scripts/text-order.py from a valgrind profile of this build), so a
# start touches few, adjacent pages; no symbol exported (--no-export-dynamic: nothing looks them up);
# libstdc++ (the Swift runtime's) linked in from its static archive, found first through STATIC_CXX, so the loader
# binds no C++ symbol and dirties no vtable page at start;
# concrete generic types' metadata through their accessors (-disable-concrete-type-metadata-mangled-name-accessors),
# not looked up by mangled name, which scans every protocol conformance record of the binary per new type;
# no $ORIGIN run path (--disable-local-rpath): the executable needs no library beside it.
TEXT_ORDER = .build/kurs.order
LINK_MAP   = .build/kurs.map
STATIC_CXX = .build/static-libstdc++
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath --product kurs -Xswiftc -Xclang-linker -Xswiftc -no-pie \
  -Xswiftc -L$(CURDIR)/$(STATIC_CXX) \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld -Xlinker --no-export-dynamic \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xlinker --symbol-ordering-file=$(CURDIR)/$(TEXT_ORDER) -Xlinker --no-warn-symbol-ordering \
  -Xlinker -Map=$(CURDIR)/$(LINK_MAP) -Xlinker --no-demangle
RELEASE_BIN = .build/release/kurs
BIN_DEBUG = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)/kurs

.PHONY: all build release release-unordered text-order run test bench install install-data uninstall clean generate check-generated stripped dist deb \
  check-packages check-warnings screenshots

all: build

build:
	$(SWIFT) build

## The release build; fails on a compiler warning (its log is .build/release.log). When a source, Package.swift,
## this Makefile or the profiling script is newer than the function order (or there is none), the build is profiled
## and linked again in the new order (text-order).
release: release-unordered
	@if [ ! -s $(TEXT_ORDER) ] || [ -n "$$(find Sources Package.swift Makefile scripts/text-order.py -newer $(TEXT_ORDER) -type f | head -1)" ]; then \
	  $(MAKE) --no-print-directory text-order; fi

## The release build in the function order at hand (none at first: the linker's own).
release-unordered:
	@mkdir -p $(STATIC_CXX); [ -f $(TEXT_ORDER) ] || : > $(TEXT_ORDER)
	@archive=$$(gcc -print-file-name=libstdc++.a); [ -f "$$archive" ] || { echo "no libstdc++.a (libstdc++-12-dev)" >&2; exit 1; }; \
	  ln -sf "$$archive" $(STATIC_CXX)/libstdc++.a
	set -o pipefail; $(SWIFT) build $(RELEASE_FLAGS) 2>&1 | tee .build/release.log
	@if grep -E '^/.*\.swift:[0-9]+:[0-9]+: warning:' .build/release.log; then \
	  echo "compiler warnings above: the release build must have none" >&2; exit 1; fi

## Profiles the release build (valgrind, tmux, the fixture server; scripts/text-order.py), then links it again with
## the functions it ran first. Without valgrind the order stays the linker's own.
text-order: release-unordered
	python3 scripts/text-order.py $(RELEASE_BIN) $(LINK_MAP) $(TEXT_ORDER).new
	mv $(TEXT_ORDER).new $(TEXT_ORDER)
	rm -f $(RELEASE_BIN)
	$(SWIFT) build $(RELEASE_FLAGS) > .build/release-link.log 2>&1 || { cat .build/release-link.log; exit 1; }

## The dashboard (embedded sample data when there is no network and no cache), built without profiling.
run: release-unordered
	./$(RELEASE_BIN) $(ARGS)

## Unit, snapshot, loopback-HTTP and tmux end-to-end tests.
test:
	$(SWIFT) build
	rm -f .build/skipped.log
	KURS_BIN="$(BIN_DEBUG)" KURS_SKIP_LOG="$(CURDIR)/.build/skipped.log" $(SWIFT) test --parallel --disable-swift-testing \
	  --skip PanePreviewTests --xunit-output .build/xunit.xml; \
	  status=$$?; python3 scripts/test-summary.py .build/xunit.xml .build/skipped.log || status=1; exit $$status

## The man page and the shell completions in Resources/, made from the command table (CommandTable.swift).
generate: build
	"$(BIN_DEBUG)" __generate Resources
	python3 scripts/splice-keys.py README.md Resources/keys.md

## Fails when a file `make generate` writes differs from the committed one.
check-generated: build
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && "$(BIN_DEBUG)" __generate "$$tmp" && \
	  diff -u "$$tmp/kurs.1" Resources/kurs.1 && diff -r -u "$$tmp/completions" Resources/completions && \
	  diff -u "$$tmp/keys.md" Resources/keys.md && python3 scripts/splice-keys.py README.md "$$tmp/keys.md" --check || \
	  { echo "Resources/ or README.md's Keys are stale: run 'make generate' and commit the result" >&2; exit 1; }

## The debug build of every target and test with no compiler warning (run on a clean build: CI's clone).
check-warnings:
	mkdir -p .build
	$(SWIFT) build --build-tests > .build/warnings.log 2>&1 || { cat .build/warnings.log; exit 1; }
	@if grep -E '^/.*\.swift:[0-9]+:[0-9]+: warning:' .build/warnings.log; then \
	  echo "compiler warnings above: the build must have none" >&2; exit 1; fi

## docs/screenshot.svg: the dashboard at 120x40 in tmux against the fixture server (../shared/fixtures), TZ=UTC.
screenshots: build
	python3 scripts/screenshot.py "$(BIN_DEBUG)" docs/screenshot.svg

## Speed and memory numbers (not a test).
bench: release
	./bench/run.sh ./.build/release/kurs

BASH_COMPLETION_DIR = $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR  = $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR = $(PREFIX)/share/fish/vendor_completions.d

## The binary, the man page and the bash/zsh/fish completions under $(DESTDIR)$(PREFIX).
install: release install-data
	install -D -m 755 .build/release/kurs $(DESTDIR)$(PREFIX)/bin/kurs

## Everything but the binary (no build needed).
install-data:
	install -D -m 644 Resources/kurs.1 $(DESTDIR)$(PREFIX)/share/man/man1/kurs.1
	install -D -m 644 Resources/completions/kurs.bash $(DESTDIR)$(BASH_COMPLETION_DIR)/kurs
	install -D -m 644 Resources/completions/_kurs $(DESTDIR)$(ZSH_COMPLETION_DIR)/_kurs
	install -D -m 644 Resources/completions/kurs.fish $(DESTDIR)$(FISH_COMPLETION_DIR)/kurs.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/kurs $(DESTDIR)$(PREFIX)/share/man/man1/kurs.1 \
	  $(DESTDIR)$(BASH_COMPLETION_DIR)/kurs $(DESTDIR)$(ZSH_COMPLETION_DIR)/_kurs \
	  $(DESTDIR)$(FISH_COMPLETION_DIR)/kurs.fish

clean:
	rm -rf .build

## Packages. VERSION is read from KursVersion.swift (declared once); both packages ship one stripped binary.
VERSION  = $(shell sed -n 's/.*static let string = "\(.*\)"/\1/p' Sources/KursCore/Environment/KursVersion.swift)
STRIPPED = .build/dist/kurs

## The release binary without its symbols, what dist and deb ship.
stripped: release
	mkdir -p $(dir $(STRIPPED))
	strip --strip-all -o $(STRIPPED) .build/release/kurs

## dist/kurs-VERSION-linux-ARCH.tar.gz: the binary, man page, completions, README and LICENSE under one prefix.
dist: stripped
	scripts/dist.sh $(VERSION) $(STRIPPED) dist

## dist/kurs_VERSION_ARCH.deb, built with dpkg-deb (Depends from dpkg-shlibdeps, plus libcurl4).
deb: stripped
	scripts/deb.sh $(VERSION) $(STRIPPED) dist

## Both packages built and checked (file lists, control fields, --version; as root also dpkg -i, run, dpkg -r).
check-packages: dist deb
	scripts/check-packages.sh $(VERSION) dist
