#!/usr/bin/env bash
# System packages the tests use: Chromium (browser tests, Lighthouse), Firefox ESR and WebKitGTK
# (the browser tests in the other two engines: firefox-esr, and webkit2gtk-driver, whose
# WebKitWebDriver starts the MiniBrowser of its libwebkit2gtk-4.1-0), Xvfb (WebKitGTK needs an X
# display) and PulseAudio (a private sound server per test worker: a WAV file as the microphone,
# the speakers recorded; paplay, parec and pactl are in pulseaudio-utils), PostgreSQL 15, pgTAP
# (database and SQL tests) and pg_cron (the migrations schedule the retention jobs on a cluster
# that preloads it, as hosted Supabase does). Installed with apt when running as root, otherwise
# named (exit 1). Sourced by test.sh; `bash scripts/system-packages.sh` runs only this step.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x /usr/bin/firefox-esr ]] || missing+=(firefox-esr)
{ command -v WebKitWebDriver >/dev/null 2>&1 && ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser >/dev/null 2>&1; } ||
  missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v pulseaudio >/dev/null 2>&1 || missing+=(pulseaudio)
{ command -v paplay >/dev/null 2>&1 && command -v parec >/dev/null 2>&1 && command -v pactl >/dev/null 2>&1; } ||
  missing+=(pulseaudio-utils)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pg_prove >/dev/null 2>&1 || missing+=(postgresql-15-pgtap)
ls /usr/lib/postgresql/15/lib/pg_cron.so >/dev/null 2>&1 || missing+=(postgresql-15-cron)
if ((${#missing[@]})); then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "==> apt-get install ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing system packages: ${missing[*]}" >&2
    echo "Install them (Debian/Ubuntu: sudo apt-get install -y ${missing[*]}) and run this again." >&2
    exit 1
  fi
fi
