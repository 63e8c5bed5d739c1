# Every target sets itself up from a fresh clone: it creates .venv and installs
# the project (with its test extra) before running anything.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test bench bench-quick soak clean

$(BIN)/python:
	$(PY) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,cluster]'
	touch $(STAMP)

demo: $(STAMP)
	rm -rf out/demo
	$(BIN)/decksim simulate examples/decks/sve/forest_fairies.txt examples/decks/sve/sword_officers.txt \
		--games 2000 --seed 1 --pilot-a greedy --pilot-b greedy --out out/demo

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m benchmarks $(BENCH_ARGS)

bench-quick: $(STAMP)
	$(BIN)/python -m benchmarks --quick

# Not part of `make test`: 10,000,000 games over random legal decks (benchmarks/soak.py).
soak: $(STAMP)
	$(BIN)/python -m benchmarks.soak $(SOAK_ARGS)

clean:
	rm -rf $(VENV) out .pytest_cache
