# One image recipe for the shell and every remote: build the app with rspack, serve it with nginx.
#   docker build -f docker/Dockerfile.app --build-arg APP_DIR=remotes/checkout -t events/checkout .
# The same image runs in every environment: the shell's remotes.json is written at container
# start from REMOTE_<NAME>_URL variables (docker/nginx/write-remotes-json.sh).
# Node.js 24, an LTS line, builds the app; nginx serves it.
FROM node:24-bookworm-slim AS build
WORKDIR /repo
COPY . .
# npm ci refuses lock files that lack other platforms' optional binaries when a registry does not
# serve them; npm install then installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
ARG APP_DIR
RUN test -n "$APP_DIR" && npm run build -w "$APP_DIR"

FROM nginx:1.27-alpine
ARG APP_DIR
RUN rm -f /etc/nginx/conf.d/default.conf
COPY docker/nginx/cache.conf /etc/nginx/conf.d/00-cache.conf
COPY docker/nginx/app.conf.template /etc/nginx/templates/app.conf.template
COPY docker/nginx/write-remotes-json.sh /docker-entrypoint.d/40-write-remotes-json.sh
COPY --from=build /repo/${APP_DIR}/dist /usr/share/nginx/html
ENV APP_PORT=80 \
    APP_ROOT=/usr/share/nginx/html \
    API_UPSTREAM=http://api:4000 \
    REMOTES_JSON_PATH=/usr/share/nginx/html/remotes.json
EXPOSE 80
# A remote answers its manifest; the shell its page.
HEALTHCHECK --interval=10s --timeout=3s CMD wget -q --spider "http://127.0.0.1:${APP_PORT}/mf-manifest.json" || wget -q --spider "http://127.0.0.1:${APP_PORT}/index.html" || exit 1
