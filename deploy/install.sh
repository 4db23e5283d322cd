#!/bin/sh
# Installs the single executable as a systemd service. Run as root from the
# directory holding the built binary (npm run build:binary writes dist/estimate-appliance):
#   sudo sh deploy/install.sh dist/estimate-appliance
set -eu
binary=${1:?usage: install.sh PATH_TO_estimate-appliance}
here=$(dirname "$0")

# A system user with no login shell and no home of its own; its data lives in /var/lib/estimate.
id -u estimate >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/estimate --no-create-home --shell /usr/sbin/nologin estimate

install -m 0755 "$binary" /usr/local/bin/estimate-appliance
install -d -m 0750 -o root -g estimate /etc/estimate
[ -e /etc/estimate/config.json ] || install -m 0640 -o root -g estimate "$here/config.example.json" /etc/estimate/config.json
if [ ! -e /etc/estimate/env ]; then
  umask 077
  # One key for the data at rest; keep a copy with your backups (admin backup writes it beside each copy too).
  printf 'ESTIMATE_ENCRYPTION_KEY=%s\n' "$(head -c 32 /dev/urandom | base64)" > /etc/estimate/env
fi
install -m 0644 "$here/estimate-appliance.service" /etc/systemd/system/estimate-appliance.service
install -m 0644 "$here/journald@estimate.conf" /etc/systemd/journald@estimate.conf
systemctl daemon-reload
systemctl enable --now estimate-appliance
