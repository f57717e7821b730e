#!/usr/bin/env bash
# Instructions the engine bench executes, counted by valgrind (cachegrind without cache
# simulation): a figure that doesn't depend on the machine's load, for comparing two builds
# where wall-clock figures can't (docs/PERFORMANCE.md, eighteenth session). node --predictable
# runs V8 on one thread without its clock-driven heuristics, so one build counts the same to
# about 0.0001 % run after run; without it the count drifts with the load by up to 30 %.
#   npm run bench:instructions -- [block-preset games, default 16]
# Prints the count of the startup, 10 warm-up games and N block-preset games; run it with 0 to
# get the part to subtract. Needs valgrind.
# A second line gives the same count without V8's optimizing compiler (v8::internal::compiler,
# TurboFan), which --predictable runs on the main thread: more than half of the games part at
# 16 games (docs/PERFORMANCE.md, twentieth session), and what a change's count swings with when
# V8 optimizes or deoptimizes other functions, or at other times.
set -euo pipefail
games=${1:-16}
cd "$(dirname "$0")/.."
esbuild bench/engine.ts --bundle --platform=node --format=esm --log-level=warning --outfile=.bench/engine.mjs
out=$(mktemp)
trap 'rm -f "$out"' EXIT
valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$out" \
  node --predictable .bench/engine.mjs --games 0 --games4 0 --games2hg 0 --games-blocks "$games" 2>&1 >/dev/null |
  sed -n 's/.*I *refs: *//p'
cg_annotate --auto=no --threshold=0 "$out" |
  awk '/file:function/ { f = 1; next }
       f && /^ *[0-9,]+ / { n = $1; gsub(",", "", n); if ($0 !~ /v8::internal::compiler::/) rest += n }
       END { printf "without the optimizing compiler: %.0f\n", rest }'
