import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { PRESS_BIOS } from "#content/press";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { PRESS_FILES } from "#worker/contract/press-files";
import { PRESS_KIT_URL, pressFileUrl } from "#worker/contract/press-kit";
import { kitEntryNames } from "#worker/services/press-kit";
import { callApp } from "../support/worker/app";
import { ORIGIN, request } from "../support/worker/http";

/** GET /api/press/files/:name and /api/press/kit.zip: the press kit's downloads (decision 038). */

const MAGIC: Record<string, (bytes: Uint8Array) => boolean> = {
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/png": (b) => [0x89, 0x50, 0x4e, 0x47].every((v, i) => b[i] === v),
  "image/svg+xml": (b) => new TextDecoder().decode(b.slice(0, 200)).includes("<svg"),
};

/** Byte for byte, without a deep equality's cost per element on a 100 KB image. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

async function errorOf(res: Response): Promise<ApiErrorBody["error"]> {
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  return ((await res.json()) as ApiErrorBody).error;
}

describe("one file of the kit", () => {
  for (const file of PRESS_FILES) {
    it(`${file.file}: the file itself, as an attachment under its name`, async () => {
      const res = await request(pressFileUrl(file.file));
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe(file.type);
      expect(res.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${file.file}"; filename*=UTF-8''${file.file}`,
      );
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const body = new Uint8Array(await res.arrayBuffer());
      // The list's size is the file's: the page states it, and a replaced file must be listed anew.
      expect(body.byteLength).toBe(file.bytes);
      expect(res.headers.get("Content-Length")).toBe(String(file.bytes));
      expect(MAGIC[file.type]!(body), `${file.file} is a ${file.type}`).toBe(true);
    });
  }

  it("a name the kit doesn't list is not found", async () => {
    const res = await request(pressFileUrl("adria-vidal-portrait.png"));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("not_found");
  });

  it("a name that is no file name of the kit is refused, never read from the assets", async () => {
    for (const name of [
      "..%2F..%2Fwrangler.toml",
      "index.html",
      "_openings%2Fen%2Fpress.html",
      "portrait.exe",
      `${"a".repeat(90)}.jpg`,
    ]) {
      const res = await request(`/api/press/files/${name}`);
      expect([400, 404], name).toContain(res.status);
      expect((await errorOf(res)).code, name).toMatch(/^(validation_failed|not_found)$/);
    }
  });

  it("is read-only", async () => {
    const res = await request(pressFileUrl(PRESS_FILES[0].file), { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(404);
  });

  it("a file missing from the assets (the app's HTML comes back instead) is unavailable, not the HTML", async () => {
    const shell = {
      fetch: async () => new Response("<!doctype html><html></html>", { headers: { "Content-Type": "text/html" } }),
    };
    const res = await callApp(new Request(`${ORIGIN}${pressFileUrl(PRESS_FILES[0].file)}`), { ...env, ASSETS: shell });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe("service_unavailable");
  });
});

describe("the whole kit", () => {
  it("is a zip of every file by kind and the biographies in three languages", async () => {
    const res = await request(PRESS_KIT_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="adria-vidal-press-kit.zip"; filename*=UTF-8''adria-vidal-press-kit.zip`,
    );
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("Content-Length")).toBe(String(body.byteLength));

    const entries = unzipSync(body);
    expect(Object.keys(entries).sort()).toEqual(kitEntryNames().sort());
    for (const file of PRESS_FILES) {
      const name = Object.keys(entries).find((entry) => entry.endsWith(`/${file.file}`))!;
      expect(name, file.file).toMatch(/^adria-vidal-press-kit\/(photos|covers|logos)\//);
      expect(entries[name]!.byteLength, file.file).toBe(file.bytes);
      const single = new Uint8Array(await (await request(pressFileUrl(file.file))).arrayBuffer());
      expect(sameBytes(entries[name]!, single), `${file.file} in the zip is the file itself`).toBe(true);
    }
    for (const locale of ["en", "es", "ca"] as const) {
      const text = new TextDecoder().decode(entries[`adria-vidal-press-kit/biography/biography-${locale}.txt`]);
      for (const length of ["short", "medium", "long"] as const) {
        // The long one's paragraphs are kept as they are written.
        expect(text, `${locale} ${length}`).toContain(PRESS_BIOS[length][locale]!);
      }
    }
    expect(new TextDecoder().decode(entries["adria-vidal-press-kit/biography/biography-es.txt"])).toMatch(
      /^Adrià Vidal — Biografía\n\nBREVE \(\d+ palabras\)/,
    );
  }, 30_000);

  it("a kit with a file missing is unavailable rather than a zip without it", async () => {
    const real = env.ASSETS;
    const gappy = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        new Request(input, init).url.endsWith(PRESS_FILES.at(-1)!.file)
          ? Promise.resolve(new Response("not here", { status: 404, headers: { "Content-Type": "text/plain" } }))
          : real.fetch(input, init),
    };
    const res = await callApp(new Request(`${ORIGIN}${PRESS_KIT_URL}`), { ...env, ASSETS: gappy });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe("service_unavailable");
  });
});

describe("the press page", () => {
  it("is in the sitemap in the three languages", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    for (const prefix of ["", "/es", "/ca"]) expect(xml).toContain(`<loc>${ORIGIN}${prefix}/press</loc>`);
  });

  it("opens prerendered, with its download links and the three biographies' headings", async () => {
    const res = await request("/es/press", { headers: { Accept: "text/html", Cookie: "language=es" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Kit de prensa | Adrià Vidal</title>");
    expect(html).toContain(PRESS_BIOS.short.es);
    expect(html).toContain(`href="${PRESS_KIT_URL}"`);
    for (const file of PRESS_FILES) expect(html).toContain(`href="${pressFileUrl(file.file)}"`);
  });
});
