# Haulbase in a container: the web app and the server bundle built once (`npm run build`), the bundled server run by
# plain node, as `npm start` runs it (decision 122). Node 24 LTS: Node 20 reached its end of life on 2026-04-30 (the
# API tests run on 20 and 24 in CI, decision 155).
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/data NODE_ENV=production
EXPOSE 8080
CMD ["node", "dist-server/main.mjs"]
