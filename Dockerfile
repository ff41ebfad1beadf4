# Hangar Log: the API (default command), the worker and the migration step from one image.
# The stages run the same commands as the README and CI (scripts/production-smoke.mjs runs the last
# stage's commands outside a container on every CI run): npm ci, npm run build, then a runtime with the
# production packages and dist/ only.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded database, local uploads and the dev outbox live in DATA_DIR: a volume, owned by node.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 (no npm or shell in between): SIGTERM reaches the server, which stops cleanly.
# Other commands: node dist/server/worker.js, node dist/server/migrate.js, node dist/server/create-admin.js
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
