/**
 * `npm run launch-check` (scripts/launch-check.mjs) on the prepared local state: the seed's
 * stand-ins, the facts their files contradict, the links that are a search and the settings a
 * local run leaves to stand-ins are all listed, and it exits 1 while anything is.
 */
import { execFile } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
import type { LaunchCheck } from "#worker/contract/launch-check";

function launchCheck(args: string[]) {
  return new Promise<{ code: number; out: string }>((done) => {
    execFile("node", ["scripts/launch-check.mjs", ...args], { maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe("npm run launch-check", () => {
  it("lists today's stand-ins on the seeded site, by area, and exits 1", async () => {
    const state = inject("preparedState");
    const text = await launchCheck(["--persist-to", state]);
    expect(text.code).toBe(1);
    expect(text.out).toMatch(/^Files \(\d+\)$/m);
    expect(text.out).toContain(
      "✗ The CV in Catalan is the one generated from the site's Career content, not your own.",
    );
    expect(text.out).toContain("✗ mortal-vengeance-1-ebook: its EPUB is the seed's generated stand-in.");
    expect(text.out).toContain("✗ the-breakwater: the English text says 2:58, but its WAV lasts 0:04.");
    expect(text.out).toContain(
      "✗ Press kit: adria-vidal-portrait.jpg is the seed's illustration, not the real artwork.",
    );
    expect(text.out).toMatch(/^Translations \(0\)\n {2}✓ Nothing here\.$/m);

    const json = await launchCheck(["--persist-to", state, "--json"]);
    const check = JSON.parse(json.out) as LaunchCheck;
    const kinds = new Set(check.findings.map((f) => f.kind));
    expect([...kinds].sort()).toEqual([
      "fact_mismatch",
      "heavy_sample",
      "link_shape",
      "setting",
      "stand_in_artwork",
      "stand_in_download",
      "stand_in_file",
    ]);
    expect(check.findings).toContainEqual({
      kind: "fact_mismatch",
      product: "mortal-vengeance-1-ebook",
      file: "EPUB",
      fact: "words",
      source: "facts",
      stated: 142_810,
      found: expect.any(Number),
    });
  }, 60_000);
});
