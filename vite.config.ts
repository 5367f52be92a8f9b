/**
 * Builds the players' client (client/) into dist/client, which the Worker serves as
 * static assets (see the [assets] block of wrangler.toml). The client imports the wire
 * contract straight from src/protocol.ts, so both sides compile against one file. The
 * offline plugin adds the dictionary (dict/build/words.dawg) and the service worker.
 */
import preact from "@preact/preset-vite";
import { defineConfig } from "vite";
import { offlinePlugin } from "./client/offline/vite-plugin.ts";

export default defineConfig({
  // Paths are relative to the repository root, where npm scripts run.
  root: "client",
  plugins: [preact(), offlinePlugin()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    target: "es2022",
  },
  server: {
    // `vite` alone has no backend; proxy the Worker started by `npm start` (port 8787).
    proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } },
  },
});
