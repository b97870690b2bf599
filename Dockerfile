# One build for both images: `--target backend` (Medusa server and worker) and
# `--target storefront` (the built storefront behind nginx). See docker-compose.yml.
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

FROM node:20-bookworm-slim AS backend
ENV NODE_ENV=production \
    MEDUSA_DISABLE_TELEMETRY=true \
    NODE_OPTIONS=--max-semi-space-size=32 \
    PORT=9000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
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
