# Plinth's production image (docs/PRODUCTION.md): Next's standalone output on a slim Node, run as a non-root user.
# CI cannot build images (no Docker daemon there); it runs what this image runs instead: scripts/check-standalone.mjs
# lays out .next/standalone the same way and starts `node server.js`.
#
#   docker build -t plinth .                      # the app (target: runtime)
#   docker build -t plinth-migrate --target build .   # the same sources with every dependency: `npm run db:migrate`

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The lock lists every platform's optional packages (.ci/run checks that an install leaves it unchanged).
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build
# This stage doubles as the release step's image: migrations (and, with SEED_DEMO=1, the demo) before the servers.
CMD ["npm", "run", "db:migrate"]

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    STORAGE_DIR=/app/.data/uploads
# What `output: "standalone"` leaves out: the static assets and the migrations the readiness check compares
# (there is no public/ folder; copy it here once there is one).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/drizzle ./drizzle
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
# The node image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
