#!/bin/sh
# As the official image: each /etc/nginx/templates/X.template becomes /etc/nginx/conf.d/X with only the defined
# environment variables substituted (nginx's own $variables stay).
set -eu
defined=$(env | cut -d= -f1 | sed 's/^/${/; s/$/}/' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  name=$(basename "$template" .template)
  envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$name"
done
exec "$@"
