/**
 * A page beside its own script-free copy (`npm run audit -- --beside-script-free`): two proxies in
 * front of the local site, one passing everything through, one serving every HTML document with
 * its scripts stripped (data blocks such as JSON-LD kept, module preloads dropped). Both go
 * through the same code, so the only difference Lighthouse sees is the page's JavaScript.
 */
import { createServer } from "node:http";

const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** The document without anything that would run: what the page is before its code. */
export function withoutScripts(html) {
  return html.replace(EXECUTABLE_SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/** Headers a proxy must not pass on: the body is read whole and sent again, uncompressed. */
const HOP_HEADERS = new Set(["connection", "content-length", "content-encoding", "transfer-encoding", "keep-alive"]);

/**
 * Starts a proxy on 127.0.0.1 in front of `target` (an origin); `stripScripts` makes it serve the
 * script-free copies. Resolves to `{ url, close }`.
 */
export function startPageProxy(target, { stripScripts }) {
  const server = createServer(async (req, res) => {
    try {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name) && name !== "host"),
      );
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const upstream = await fetch(new URL(req.url ?? "/", target), {
        method: req.method,
        headers,
        redirect: "manual",
        ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
      });
      const out = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== "set-cookie") out[name] = value;
      });
      const cookies = upstream.headers.getSetCookie?.() ?? [];
      if (cookies.length) out["set-cookie"] = cookies;
      const isDocument = (upstream.headers.get("content-type") ?? "").startsWith("text/html");
      let body = Buffer.from(await upstream.arrayBuffer());
      if (stripScripts && isDocument) body = Buffer.from(withoutScripts(body.toString("utf8")));
      out["content-length"] = String(body.length);
      res.writeHead(upstream.status, out);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
