# One build for both images: `--target backend` (Medusa server and worker) and
# `--target storefront` (the built storefront behind nginx). See docker-compose.yml and
# docs/operations.md, "The images".
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/package.json
COPY packages/catalogue-engine/package.json packages/catalogue-engine/package.json
COPY backend/package.json backend/package.json
COPY storefront/package.json storefront/package.json
RUN npm ci
COPY . .
RUN npm run build

# The server's production dependencies only: those of the backend and the two packages it loads,
# none of the build's and tests' tools (Vite, Jest, Lighthouse, Playwright, embedded PostgreSQL).
FROM node:20-bookworm-slim AS backend-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/package.json
COPY packages/catalogue-engine/package.json packages/catalogue-engine/package.json
COPY backend/package.json backend/package.json
COPY storefront/package.json storefront/package.json
RUN npm ci --omit=dev --workspace backend --workspace packages/contract --workspace packages/catalogue-engine \
 && npm cache clean --force

FROM node:20-bookworm-slim AS backend
ENV NODE_ENV=production \
    MEDUSA_DISABLE_TELEMETRY=true \
    NODE_OPTIONS=--max-semi-space-size=32 \
    PORT=9000
WORKDIR /app
COPY --from=backend-dependencies /app/package.json /app/package-lock.json ./
COPY --from=backend-dependencies /app/node_modules ./node_modules
COPY --from=build /app/packages/contract/package.json ./packages/contract/package.json
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
COPY --from=build /app/packages/catalogue-engine/package.json ./packages/catalogue-engine/package.json
COPY --from=build /app/packages/catalogue-engine/dist ./packages/catalogue-engine/dist
COPY --from=build /app/backend/package.json ./backend/package.json
COPY --from=build /app/backend/.medusa/server ./backend/.medusa/server
WORKDIR /app/backend/.medusa/server
EXPOSE 9000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:9000/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "/app/node_modules/@medusajs/cli/cli.js", "start"]

FROM nginx:1.27-alpine AS storefront
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx-proxy.conf /etc/nginx/printshop-proxy.conf
COPY deploy/nginx-catalogue-cache.conf /etc/nginx/printshop-catalogue-cache.conf
COPY --from=build /app/storefront/dist /usr/share/nginx/html
EXPOSE 80
# Healthy when nginx serves the built storefront (a static file: no request to the backend).
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s CMD wget -q -O /dev/null http://127.0.0.1/favicon.svg || exit 1
