#!/bin/bash
# tefuda's hard CPU against FujiGokoro in the official UECda referee (docs/bots.md).
#
#   tools/uecda_match.sh DIR GAMES PORT T SEED CORE
#
# DIR: a run directory next to the built referee and client (../server, ../client, and
# ../lilovyy_config.txt as docs/uecda.md builds them); GAMES: the match length; T: how many
# of the five players are tefuda hard clients (the others are FujiGokoro); SEED: the first
# client seed; CORE: the CPU core the whole match runs on. Every process of a match runs on
# that one core at a raised priority (nice -5, needs root; run nothing else there):
# FujiGokoro ends its search by wall-clock time, so sharing a core would weaken it.
# Then: python tools/uecda_strength.py DIR [DIR ...] --tefuda tefuda
set -eu
DIR=$1; N=$2; PORT=$3; T=$4; SEED=$5; CORE=$6
TEFUDA=${TEFUDA:-tefuda}
RUN="taskset -c $CORE nice -n -5"
mkdir -p "$DIR/empty_param" "$DIR/param_out" "$DIR/record"
cd "$DIR"
ln -sf ../lilovyy_config.txt .
$RUN ../server -p "$PORT" -g "$N" -l ref.log > referee.out 2>&1 &
sleep 0.5
for i in 0 1 2 3 4; do
  if [ "$i" -lt "$T" ]; then
    ( TIMEFORMAT="tefuda$i cpu %U user %S sys %R wall"
      time $RUN "$TEFUDA" uecda client --port "$PORT" --bot hard --name "tefuda-hard$i" --seed $((SEED + i)) > "c$i.out" 2>&1 ) 2> "time$i.txt" &
  else
    ( TIMEFORMAT="fuji$i cpu %U user %S sys %R wall"
      time $RUN ../client -p "$PORT" -th 1 -s $((SEED + i)) > "fuji$i.out" 2>&1 ) 2> "time$i.txt" &
  fi
  sleep 0.4
done
wait
