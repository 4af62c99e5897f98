import { describe, expect, it } from "vitest";
import { publishedPosts } from "../../content/news/posts";
import { en } from "../../client/i18n/dictionaries/en";
import { es } from "../../client/i18n/dictionaries/es";
import { text } from "../support/worker/html";
import { page } from "../support/worker/http";

/** What the Worker put inside <div id="root"> (the build's prerendered opening, or nothing). */
async function rootOf(path: string): Promise<{ status: number; root: string; html: string }> {
  const res = await page(path);
  const html = await res.text();
  // #root is the body's only element, so it closes with the body's last </div>.
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.lastIndexOf("</div>", html.lastIndexOf("</body>"));
  return { status: res.status, root: html.slice(start, end).trim(), html };
}

describe("prerendered openings (decision 012)", () => {
  it("a public page arrives with its content in #root and its stylesheet inline", async () => {
    const { status, root, html } = await rootOf("/books");
    expect(status).toBe(200);
    expect(root).toContain('<main id="main"');
    expect(root).toMatch(/<h1[\s>]/);
    expect(text(root)).toContain(en.common.skipToContent);
    expect(html).toMatch(/<style>[^<]*\.sr-only/);
    // Only a disabled link stays, never fetched, for Vite's loader of lazy chunks to find.
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/ disabled>$/);
    // The opening never carries scripts of its own: only the nonce'd app scripts run.
    expect(root).not.toContain("<script");
  });

  it("each language gets its own opening", async () => {
    const spanish = await rootOf("/es/books");
    expect(text(spanish.root)).toContain(es.common.skipToContent);
    expect(text(spanish.root)).not.toContain(en.common.skipToContent);
  });

  it("a news post arrives with its whole text", async () => {
    const post = publishedPosts(new Date()).at(-1)!;
    const { status, root } = await rootOf(`/news/${post.slug}`);
    expect(status).toBe(200);
    expect(text(root)).toContain(post.title.en);
  });

  it("an address with a query, a private page and an unknown page leave #root to the app", async () => {
    expect((await rootOf("/news?page=2")).root).toBe("");
    expect((await rootOf("/account/orders")).root).toBe("");
    const missing = await rootOf("/news/no-such-post");
    expect(missing.status).toBe(404);
    expect(missing.root).toBe("");
  });

  it("the fragments themselves are not pages anyone can visit", async () => {
    const { status, root } = await rootOf("/_openings/en/books.html");
    expect(status).toBe(404);
    expect(root).toBe("");
  });
});
