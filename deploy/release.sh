#!/bin/sh
# Builds the site on the server and makes it the live release (`out`, switched atomically: README, "How a build
# lands"), but only once every item of README's before-launch checklist holds a true value: `npm run launch-check`
# lists what is left and stops the release until there is nothing (issue 53: README's deployment runs this script, so
# no launch skips the check). Run from anywhere, as the user that owns /srv/small-claims, with the production settings
# in the environment or the project's .env files (NEXT_PUBLIC_SITE_URL and, if requests go elsewhere than the inbox,
# NEXT_PUBLIC_CONSULTATION_ENDPOINT). The check reads the inbox's own settings, to see that someone is told of each
# request, from INBOX_ENV (default /etc/small-claims/inbox.env, readable by the service's group).
#
# The packages: exactly those package-lock.json names (`npm ci`), the build's and tests' included, since the build
# needs Tailwind and TypeScript; once it is built, those are removed again (`npm prune --omit=dev`), so the server
# keeps only what the inbox runs on. The inbox picks the new release up by itself; only a release that changed
# package-lock.json needs `sudo systemctl restart lead-inbox` for the inbox to run on the new packages.
set -eu
cd "$(dirname "$0")/.."
INBOX_ENV=${INBOX_ENV:-/etc/small-claims/inbox.env}
npm ci --no-audit --no-fund
npm run --silent launch-check -- --inbox-env "$INBOX_ENV"
npm run build
npm prune --omit=dev --no-audit --no-fund
