import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { staticHeadersFile } from "./worker/edge/security-headers.ts";

/**
 * Hashed build files skip the Worker (wrangler.toml run_worker_first), so their security
 * headers come from a `_headers` file generated from the same source as the Worker's.
 */
function staticSecurityHeaders(): Plugin {
  return {
    name: "la-bodega:static-security-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticHeadersFile() });
    },
  };
}

export default defineConfig({
  publicDir: "client/public",
  plugins: [react(), tailwindcss(), cloudflare(), staticSecurityHeaders()],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  build: {
    // Modern browsers only: smaller output, no legacy polyfills.
    target: "es2022",
  },
});
