# syntax=docker/dockerfile:1
# The checkout as a production container: Next's standalone server (NEXT_OUTPUT=standalone, see
# next.config.js), run by the unprivileged `node` user, with a HEALTHCHECK on /api/health/.
#   docker build -t nord-checkout .
#   docker run -p 3000:3000 --env-file .env nord-checkout
# The backends, APP_BASE_URL, DEPLOY_ENV and REDIS_URL come from the environment (.env.example);
# the sandbox is not in the image.

ARG NODE_IMAGE=node:22-bookworm-slim

# --- Dependencies: the lock file's versions (npm install, not npm ci: CONTRACTS section 1) -----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 (the sandbox's database, a dependency of the repository) compiles when no
# prebuilt binary is at hand.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# --- Build: the standalone output -------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

# --- Runtime: only what server.js needs -------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# GLIBC_TUNABLES, NODE_OPTIONS and KEEP_ALIVE_TIMEOUT: the process settings every server of the
# app runs with (scripts/server-process-env.ts says why; the heap limit fits deploy/k8s's 512 MiB,
# and idle connections outlive a load balancer's 60 s).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=65536 \
    NODE_OPTIONS="--max-old-space-size=320 --max-semi-space-size=32" \
    KEEP_ALIVE_TIMEOUT=65000
# The traced server and its node_modules, the static files it serves, public/, and the message
# catalogues it reads at run time (src/server/i18n/load-messages.ts).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/locales ./locales
USER node
EXPOSE 3000
# Node's own fetch: the slim image has no curl. Kubernetes uses its own probes (deploy/k8s/).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
