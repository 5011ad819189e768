#!/usr/bin/env bash
# The system packages the suite runs on, installed with apt-get when some are missing and this
# user may install them (root, or sudo without a password); otherwise it names them and the
# suite reports each missing browser as a failed stage. `npm test` runs it first; `.ci/run` runs
# it while npm installs, so the download overlaps the install.
#
# Chromium's headless shell runs the end-to-end suite, Firefox ESR and WebKit the smoke suites.
# WebKit is WebKitGTK's WebDriver with the MiniBrowser it drives, on a virtual display (Xvfb). The
# Nu HTML Checker of the built-site tests (vnu.jar, from npm) runs on Java. The API pages' request
# samples are run with curl and python3. Arial's metric twin: a first visit is set in it, sized to
# Inter (docs/styles.css), as readers' machines set it in Arial; the phone tests measure that layout.
set -uo pipefail

missing=""
[ -z "${JAVA:-}" ] && ! command -v java >/dev/null 2>&1 && missing="$missing default-jre-headless"
[ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && missing="$missing chromium-headless-shell"
[ -z "${FIREFOX_PATH:-}" ] && [ ! -x /usr/bin/firefox-esr ] && missing="$missing firefox-esr"
[ -z "${WEBKIT_DRIVER_PATH:-}" ] && [ ! -x /usr/bin/WebKitWebDriver ] && missing="$missing webkit2gtk-driver"
[ -z "${XVFB_PATH:-}" ] && [ ! -x /usr/bin/Xvfb ] && missing="$missing xvfb"
command -v curl >/dev/null 2>&1 || missing="$missing curl"
# grep reads the whole list: with -q it would stop early, and fc-list, cut off, fail the pipe.
fc-list 2>/dev/null | grep "Liberation Sans" >/dev/null || missing="$missing fonts-liberation"
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
[ -z "$missing" ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then SUDO="sudo -n"; else SUDO="none"; fi
fi
if [ "$SUDO" = "none" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "system packages missing:$missing (Debian/Ubuntu: sudo apt-get install -y$missing)"
  exit 0
fi
echo "installing system packages:$missing"
{ $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null; } \
  || echo "could not install$missing with apt-get"
exit 0
