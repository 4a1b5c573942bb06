#!/bin/sh
# Writes the shell's remotes.json from the environment when its container starts, so one image
# serves every environment: REMOTE_<NAME>_URL is where that remote's mf-manifest.json lives (the
# remote's federation name in apps.ts, upper-cased), BRAND_NAME the brand shown. Every such
# variable names a remote, so a new remote needs no change here. Containers without REMOTE_*
# variables (the remotes) write nothing.
set -eu

out="${REMOTES_JSON_PATH:-/usr/share/nginx/html/remotes.json}"
names=$(env | sed -n 's/^REMOTE_\([A-Z][A-Z0-9_]*\)_URL=.*/\1/p' | tr '[:upper:]' '[:lower:]' | sort -u)

json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"
}

found=0
body=""
for name in $names; do
  var="REMOTE_$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]')_URL"
  url=$(eval "printf '%s' \"\${$var:-}\"")
  [ -n "$url" ] || continue
  found=1
  [ -z "$body" ] || body="$body,"
  body="$body
    $(json_string "$name"): $(json_string "$url")"
done

[ "$found" = 1 ] || exit 0
printf '{\n  "brand": %s,\n  "remotes": {%s\n  }\n}\n' "$(json_string "${BRAND_NAME:-Evently}")" "$body" > "$out.tmp"
mv "$out.tmp" "$out"
echo "remotes.json written to $out"
