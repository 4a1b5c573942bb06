#!/bin/sh
# Writes the shell's remotes.json from the environment when its container starts, so one image
# serves every environment: REMOTE_<NAME>_URL is where that remote's mf-manifest.json lives (the
# remote's federation name in apps.ts, upper-cased), BRAND_NAME the brand shown. Every such
# variable names a remote, so a new remote needs no change here. Containers without REMOTE_*
# variables (the remotes) write nothing.
# A canary release beside the stable one: REMOTE_<NAME>_CANARY_URL and
# REMOTE_<NAME>_CANARY_PERCENT (a whole number from 0 to 100) give that remote the object form
# { "stable", "canary", "canaryPercent" } (shared/domain/src/remotesFile.ts). A canary whose
# percent is missing or bad, or without its REMOTE_<NAME>_URL, is left out with a warning: the
# container still starts, and everyone loads the stable release.
# OVERRIDE_ORIGINS (origins separated by spaces or commas, e.g. "http://localhost:3902
# https://preview.example.com") become "overrideOrigins": where a signed-in member may point a
# remote in their own browser (docs/architecture.md#remote-override). One that is not
# http(s)://host[:port] is left out with a warning. Unset: no overrides in this environment.
set -eu

out="${REMOTES_JSON_PATH:-/usr/share/nginx/html/remotes.json}"
# A remote's name never ends in _canary (scripts/apps.ts checks), so REMOTE_<NAME>_CANARY_URL is
# never taken for a remote of its own.
names=$(env | sed -n 's/^REMOTE_\([A-Z][A-Z0-9_]*\)_URL=.*/\1/p' | grep -v '_CANARY$' | tr '[:upper:]' '[:lower:]' | sort -u)
canaries=$(env | sed -n 's/^REMOTE_\([A-Z][A-Z0-9_]*\)_CANARY_URL=.*/\1/p' | sort -u)

json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"
}

value_of() {
  eval "printf '%s' \"\${$1:-}\""
}

for upper in $canaries; do
  if [ -z "$(value_of "REMOTE_${upper}_URL")" ] && [ -n "$(value_of "REMOTE_${upper}_CANARY_URL")" ]; then
    echo "write-remotes-json: REMOTE_${upper}_CANARY_URL is left out: there is no REMOTE_${upper}_URL to keep as the stable release" >&2
  fi
done

found=0
body=""
for name in $names; do
  upper=$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]')
  url=$(value_of "REMOTE_${upper}_URL")
  [ -n "$url" ] || continue
  found=1
  address=$(json_string "$url")
  canary=$(value_of "REMOTE_${upper}_CANARY_URL")
  if [ -n "$canary" ]; then
    percent=$(value_of "REMOTE_${upper}_CANARY_PERCENT")
    case "$percent" in
      '' | *[!0-9]*) percent="" ;;
      *)
        # JSON has no leading zeros; a number of more than three digits is over 100 anyway.
        percent=$(printf '%s' "$percent" | sed 's/^0*\([0-9]\)/\1/')
        if [ ${#percent} -gt 3 ] || [ "$percent" -gt 100 ]; then percent=""; fi
        ;;
    esac
    if [ -n "$percent" ]; then
      address="{ \"stable\": $address, \"canary\": $(json_string "$canary"), \"canaryPercent\": $percent }"
    else
      echo "write-remotes-json: REMOTE_${upper}_CANARY_URL is left out: REMOTE_${upper}_CANARY_PERCENT is not a whole number from 0 to 100" >&2
    fi
  fi
  [ -z "$body" ] || body="$body,"
  body="$body
    $(json_string "$name"): $address"
done

[ "$found" = 1 ] || exit 0

origins=""
# Split on spaces and commas, never expanded as file names.
set -f
for origin in $(printf '%s' "${OVERRIDE_ORIGINS:-}" | tr ',' ' '); do
  case "$origin" in
    http://*/* | https://*/* | *[!A-Za-z0-9.:/\[\]-]*) ok=0 ;;
    http://?* | https://?*) ok=1 ;;
    *) ok=0 ;;
  esac
  if [ "$ok" = 1 ]; then
    [ -z "$origins" ] || origins="$origins, "
    origins="$origins$(json_string "$origin")"
  else
    echo "write-remotes-json: '$origin' in OVERRIDE_ORIGINS is left out: an origin is http(s)://host[:port], without a path" >&2
  fi
done
[ -z "$origins" ] || origins="
  \"overrideOrigins\": [$origins],"

printf '{\n  "brand": %s,%s\n  "remotes": {%s\n  }\n}\n' "$(json_string "${BRAND_NAME:-Evently}")" "$origins" "$body" > "$out.tmp"
mv "$out.tmp" "$out"
echo "remotes.json written to $out"
