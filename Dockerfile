# syntax=docker/dockerfile:1
# The deployable artifact: Next's standalone output on Node 24 LTS (.nvmrc, package.json "engines").
# Build: docker build --build-arg SITE_URL=https://your.domain -t packaging-site .
# Run:   docker run -p 3000:3000 -v site-data:/data -e SESSION_SECRET=… -e ADMIN_EMAIL=… \
#          -e ADMIN_PASSWORD=… packaging-site           (embedded database and photos in /data)
#   or   docker run -p 3000:3000 -e DATABASE_URL=… -e NEXT_PUBLIC_SUPABASE_URL=… \
#          -e NEXT_PUBLIC_SUPABASE_ANON_KEY=… -e BLOG_ADMIN_EMAILS=… packaging-site   (Supabase)
# Supabase settings are read when the server starts, so one image serves any project; SITE_URL is
# baked into the prerendered pages, so the image is built for one public origin and the server
# refuses to start with another.
# `npm test -- --only=image` replays this file step by step (scripts/image.mjs reads it): keep to
# the instructions scripts/lib/dockerfile.mjs understands, and to paths relative to WORKDIR in RUN.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:24-slim AS build
WORKDIR /app
ARG SITE_URL
# `--build-arg NEXT_SKIP_TYPECHECK=1` skips the type check inside `next build` (for a pipeline that
# has already run `npm run typecheck`, as `npm test` does before the image lane).
ARG NEXT_SKIP_TYPECHECK
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production SITE_URL=${SITE_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The empty folder becomes /data below (COPY creates it owned by the unprivileged user). Next keeps
# its image cache inside the build folder, which is read-only at run time: it points at
# NEXT_CACHE_DIR instead, a throwaway folder (entries are not keyed by build, so they must not
# outlive the container). The page cache is in memory (or Redis) and writes no file.
# The build's file tracing still copies four test-fixture photos (tests/fixtures/uploads) into the
# standalone folder through some computed path not yet found: they are removed here (the image lane
# checks that no source or test file ships).
RUN npx next build && mkdir -p .volume-data \
  && ln -s /tmp/next-cache .next/standalone/.next/cache \
  && rm -rf .next/standalone/tests

FROM node:24-slim AS run
WORKDIR /app
ARG SITE_URL
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 SITE_URL=${SITE_URL}
# `docker stop` (SIGTERM): the app closes the database and exits 0 (lib/server-shutdown.ts) instead
# of Next's own handler, which exits 143 with the database still open.
ENV NEXT_MANUAL_SIG_HANDLE=true
# Idle connections outlive a proxy's (nginx, Varnish, load balancers: 60 s), README KEEP_ALIVE_TIMEOUT.
ENV KEEP_ALIVE_TIMEOUT=65000
# The one writable place: the embedded database, photos and their caches (DATA_DIR). Mount a volume
# there; with DATABASE_URL and Supabase Storage it stays empty.
ENV DATA_DIR=/data
# Next's page and image caches (see the build stage's links); created at start, lost with the
# container. With `docker run --read-only`, add `--tmpfs /tmp`.
ENV NEXT_CACHE_DIR=/tmp/next-cache
# Memory: two glibc malloc arenas (sharp's threads otherwise get one each) and a bounded
# V8 old space (docs/decisions/036-memory-bounds.md); same flags as scripts/lib/server.mjs.
ENV MALLOC_ARENA_MAX=2
# The standalone folder carries only the traced node_modules; static assets and public/ are copied
# next to it (Next leaves them out so a CDN can serve them). Owned by root: the server cannot
# change its own code.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build --chown=node:node /app/.volume-data /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server entry (server.mjs): the body limits, request rules, client address and cache policy
# around Next (same flags as SERVER_NODE_FLAGS in scripts/lib/stack.mjs).
CMD ["node", "--max-old-space-size=384", "server.mjs"]
