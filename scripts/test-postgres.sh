# Sourced by scripts/test-all.sh: the PostgreSQL the integration suite runs on a second time.
# TEST_DATABASE_URL when given (used as is); else the local default when it answers; else a throwaway server
# made with the system's initdb/pg_ctl (Debian's postgresql package), removed when the run ends.

# Whether a PostgreSQL answers at $1 (postgres.js from node_modules, 3 s at most).
postgres_answers() {
  node -e 'const sql = require("postgres")(process.argv[1], { max: 1, connect_timeout: 3, onnotice() {} });
sql`select 1`.then(() => sql.end().then(() => process.exit(0)), () => process.exit(1));' "$1" 2>/dev/null
}

# A port nobody listens on, chosen by the kernel.
free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# Starts a throwaway PostgreSQL on 127.0.0.1:$1 with a `test` database; sets pg_url and pg_throwaway_dir.
# As root the server runs as the `postgres` user (PostgreSQL refuses to run as root).
start_throwaway_postgres() {
  local port="$1" bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "No PostgreSQL answers and none is installed: install PostgreSQL (apt-get install postgresql) or set TEST_DATABASE_URL." >&2
    return 1
  fi
  pg_throwaway_dir="$(mktemp -d "${TMPDIR:-/tmp}/plinth-test-pg.XXXXXX")"
  local as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$pg_throwaway_dir"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$pg_throwaway_dir/data" -U postgres --auth=trust -E UTF8 >"$pg_throwaway_dir/initdb.log" 2>&1 &&
    "${as[@]}" "$bin/pg_ctl" -D "$pg_throwaway_dir/data" -l "$pg_throwaway_dir/server.log" -w -s \
      -o "-p $port -k $pg_throwaway_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start &&
    "${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres test || {
    cat "$pg_throwaway_dir"/*.log >&2 2>/dev/null
    stop_throwaway_postgres
    return 1
  }
  pg_url="postgres://postgres@127.0.0.1:$port/test"
  echo "No PostgreSQL answered: started a throwaway one ($("$bin/postgres" --version | awk '{print "PostgreSQL " $3}')) at $pg_url, removed when the run ends."
}

stop_throwaway_postgres() {
  [ -n "${pg_throwaway_dir:-}" ] || return 0
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -f "$pg_throwaway_dir/data/postmaster.pid" ]; then
    if [ "$(id -u)" = 0 ]; then
      runuser -u postgres -- "$bin/pg_ctl" -D "$pg_throwaway_dir/data" -m immediate -s stop || true
    else
      "$bin/pg_ctl" -D "$pg_throwaway_dir/data" -m immediate -s stop || true
    fi
  fi
  rm -rf "$pg_throwaway_dir"
  pg_throwaway_dir=""
}

# Sets pg_url for the run: TEST_DATABASE_URL, the local default, or a throwaway server (stopped on exit).
choose_test_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    pg_url="$TEST_DATABASE_URL"
    return 0
  fi
  pg_url="postgres://postgres@127.0.0.1:5432/test"
  postgres_answers "$pg_url" && return 0
  trap stop_throwaway_postgres EXIT
  start_throwaway_postgres "$(free_port)"
}
