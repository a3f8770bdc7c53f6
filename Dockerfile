# Haulbase in a container: the web app built once, the server started by tsx (as `npm run serve` does).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/data NODE_ENV=production
EXPOSE 8080
CMD ["npx", "tsx", "server/index.ts"]
