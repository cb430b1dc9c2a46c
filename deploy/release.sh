#!/bin/sh
# Builds the site on the server and makes it the live release (`out`, switched atomically: README, "How a build
# lands"), but only once the business has confirmed every claim and placeholder the site shows (content/launch.ts):
# `npm run launch-check` lists what is left and stops the release until there is nothing. Run from anywhere, as the
# user that owns /srv/small-claims, with the production settings in the environment (NEXT_PUBLIC_SITE_URL and, if
# requests go elsewhere than the inbox, NEXT_PUBLIC_CONSULTATION_ENDPOINT). The inbox picks the new release up by
# itself; nothing needs restarting.
set -eu
cd "$(dirname "$0")/.."
npm run --silent launch-check
npm run build
