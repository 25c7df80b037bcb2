#!/usr/bin/env bash
# Starts a PgBouncer in transaction pooling mode in front of the local PostgreSQL (127.0.0.1:5432), as production
# runs it (README, docs/decisions/0022), and waits until it answers. Installs Debian's pgbouncer when missing.
#
#   .ci/pgbouncer.sh            # then: TEST_PGBOUNCER_URL=postgres://postgres@127.0.0.1:6439/test
#   PGBOUNCER_PORT=6440 .ci/pgbouncer.sh
#
# Its files (pgbouncer.ini, userlist.txt, pid and log) live in PGBOUNCER_DIR (default /tmp/fundshop-pgbouncer).
# Running it again while it runs does nothing. Stop it with: kill "$(cat /tmp/fundshop-pgbouncer/pgbouncer.pid)"
set -euo pipefail

port="${PGBOUNCER_PORT:-6439}"
dir="${PGBOUNCER_DIR:-/tmp/fundshop-pgbouncer}"

if ! command -v pgbouncer >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
fi

if pg_isready -q -h 127.0.0.1 -p "$port"; then
  echo "pgbouncer already answers on 127.0.0.1:$port"
  exit 0
fi

mkdir -p "$dir"
# The local PostgreSQL trusts local connections; PgBouncer does the same for the one user the tests use.
echo '"postgres" ""' >"$dir/userlist.txt"
# No ignore_startup_parameters: with DATABASE_POOLER=pgbouncer the server's pool sends none PgBouncer would drop,
# and a client that sends some (statement_timeout, options=-c search_path=...) is refused rather than silently
# served without them.
cat >"$dir/pgbouncer.ini" <<EOF
[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
idle_transaction_timeout = 60
log_connections = 0
log_disconnections = 0
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF

# PgBouncer refuses to run as root.
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$dir"
  runuser -u postgres -- pgbouncer -d "$dir/pgbouncer.ini"
else
  pgbouncer -d "$dir/pgbouncer.ini"
fi

for _ in $(seq 1 50); do
  if pg_isready -q -h 127.0.0.1 -p "$port"; then
    echo "pgbouncer (transaction mode) on 127.0.0.1:$port in front of 127.0.0.1:5432; its files in $dir"
    exit 0
  fi
  sleep 0.2
done
echo "pgbouncer did not answer on 127.0.0.1:$port; see $dir/pgbouncer.log" >&2
exit 1
