import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadDetail, LeadPage, LeadSummary } from "#worker/contract/studio-leads";
import { createDb } from "#worker/db/client";
import { exportLeadsCsv, leadPageQuery, listLeads, replyUrl } from "#worker/services/studio/leads";
import { csvCell, likePattern } from "#worker/services/studio/lists";
import { api, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { studioAuthor } from "../support/worker/studio";

/**
 * The studio's leads inbox: contact messages, resume requests and excerpt
 * registrations as one list behind the studio's door, each change in the audit log.
 */

const db = createDb(env.DB);
let author: Reader;

const DAY = 24 * 60 * 60 * 1000;
/** 2026-03-01T12:00Z: the seeded leads are days after it. */
const BASE = Date.UTC(2026, 2, 1, 12);

interface Seed {
  kind: "contact" | "resume" | "excerpt";
  name: string;
  email: string;
  locale?: string;
  day: number;
  subject?: string;
  message?: string;
  state?: string;
}

/** Leads as the forms would have written them, with fixed ids and dates. */
async function insertLead(seed: Seed): Promise<string> {
  const id = crypto.randomUUID();
  const at = BASE + seed.day * DAY;
  if (seed.kind === "excerpt") {
    await env.DB.prepare(
      `INSERT INTO excerpt_leads (id, excerpt_id, book_title, full_name, email, locale, created_at, state)
       VALUES (?, 'book-one', ?, ?, ?, ?, ?, ?)`,
    )
      .bind(id, seed.subject ?? "Mortal Vengeance", seed.name, seed.email, seed.locale ?? "en", at, seed.state ?? "new")
      .run();
  } else {
    await env.DB.prepare(
      `INSERT INTO contact_messages (id, form, full_name, email, subject, message, locale, created_at, state)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(
        id,
        seed.kind,
        seed.name,
        seed.email,
        seed.subject ?? "Hello",
        seed.message ?? "A message.",
        seed.locale ?? "en",
        at,
        seed.state ?? "new",
      )
      .run();
  }
  return id;
}

const as = (who: { cookie: string } | null) => ({ reader: who });
const data = async <T>(res: Response | Promise<Response>) => {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json<{ data: T }>()).data;
};
const list = (query = "") => data<LeadPage>(api(`/studio/leads${query}`, as(author)));
const names = (page: LeadPage) => page.leads.map((l) => l.name);
const auditLog = (query: string) =>
  data<{
    entries: {
      action: string;
      objectType: string;
      objectId: string;
      actorEmail: string;
      before: unknown;
      after: unknown;
    }[];
  }>(api(`/studio/audit-log${query}`, as(author)));

const ids: Record<string, string> = {};

beforeAll(async () => {
  author = await studioAuthor("author-leads@example.com", "Leads Author");
  // Newest first: Eva (day 9) … Ada (day 1).
  const seeds: Seed[] = [
    {
      kind: "contact",
      name: "Ada Contact",
      email: "ada@example.com",
      day: 1,
      subject: "Collaboration",
      message: "Let's write.",
    },
    {
      kind: "resume",
      name: "Bo Resume",
      email: "bo@example.org",
      day: 2,
      locale: "es",
      subject: "Currículum",
      message: "100% interested_in QA",
    },
    { kind: "excerpt", name: "Cai Excerpt", email: "cai@example.com", day: 3, locale: "ca", subject: "Ombres" },
    {
      kind: "contact",
      name: "Dani Contact",
      email: "dani@example.net",
      day: 4,
      locale: "ca",
      subject: "Concert",
      message: "Line one\nLine two",
    },
    { kind: "excerpt", name: "Eli Excerpt", email: "eli@example.com", day: 5, locale: "es", state: "archived" },
    {
      kind: "resume",
      name: "Fay Resume",
      email: "fay@example.com",
      day: 6,
      subject: "Resume please",
      state: "answered",
    },
    {
      kind: "contact",
      name: "Gus Contact",
      email: "gus@example.com",
      day: 7,
      subject: '=HYPERLINK("x")',
      message: 'He said "hi", then left',
    },
    {
      kind: "contact",
      name: "Núria Català",
      email: "nuria@example.com",
      day: 8,
      locale: "ca",
      subject: "+1 idea",
      message: "@mention -2",
    },
    { kind: "excerpt", name: "Eva Excerpt", email: "eva@example.com", day: 9, subject: "Mortal Vengeance" },
  ];
  for (const seed of seeds) ids[seed.name] = await insertLead(seed);
});

const ALL = [
  "Eva Excerpt",
  "Núria Català",
  "Gus Contact",
  "Fay Resume",
  "Eli Excerpt",
  "Dani Contact",
  "Cai Excerpt",
  "Bo Resume",
  "Ada Contact",
];

describe("who may read the leads", () => {
  const someLead = "/studio/leads/contact/00000000-0000-4000-8000-000000000000";

  it("signed out: 401 everywhere", async () => {
    for (const path of ["/studio/leads", someLead, "/studio/leads/export.csv"]) {
      await expectError(await api(path), 401, "unauthorized");
    }
    await expectError(
      await api(`${someLead}/state`, { method: "PUT", json: { state: "answered" } }),
      401,
      "unauthorized",
    );
    await expectError(
      await api(someLead, { method: "DELETE", json: { confirm: "x@example.com" } }),
      401,
      "unauthorized",
    );
  });

  it("a reader: 403 forbidden; an author without the second factor: 403 second_factor_required", async () => {
    const reader = await signUpReader("Lena Reader");
    const unenrolled = await signUpReader("Unenrolled Author", "author-leads-unenrolled@example.com");
    for (const [who, code] of [
      [reader, "forbidden"],
      [unenrolled, "second_factor_required"],
    ] as const) {
      await expectError(await api("/studio/leads", as(who)), 403, code);
      await expectError(await api("/studio/leads/export.csv", as(who)), 403, code);
      await expectError(await api(`/studio/leads/contact/${ids["Ada Contact"]}`, as(who)), 403, code);
      await expectError(
        await api(`/studio/leads/contact/${ids["Ada Contact"]}/state`, {
          method: "PUT",
          reader: who,
          json: { state: "archived" },
        }),
        403,
        code,
      );
      await expectError(
        await api(`/studio/leads/contact/${ids["Ada Contact"]}`, {
          method: "DELETE",
          reader: who,
          json: { confirm: "ada@example.com" },
        }),
        403,
        code,
      );
    }
    expect((await data<LeadDetail>(api(`/studio/leads/contact/${ids["Ada Contact"]}`, as(author)))).state).toBe("new");
  });

  it("the author's own session from another site's page: 403 on every write, nothing changes", async () => {
    const foreign = { Origin: "https://evil.example" };
    const path = `/studio/leads/contact/${ids["Ada Contact"]}`;
    const put = await api(`${path}/state`, {
      method: "PUT",
      reader: author,
      json: { state: "archived" },
      headers: foreign,
    });
    await expectError(put, 403, "forbidden");
    const del = await api(path, {
      method: "DELETE",
      reader: author,
      json: { confirm: "ada@example.com" },
      headers: foreign,
    });
    await expectError(del, 403, "forbidden");
    expect((await data<LeadDetail>(api(path, as(author)))).state).toBe("new");
  });
});

describe("the list", () => {
  it("is both tables as one, newest first, with each lead's kind, state and a preview", async () => {
    const page = await list();
    expect(names(page)).toEqual(ALL);
    expect(page.next).toBeNull();
    const dani = page.leads.find((l) => l.name === "Dani Contact")!;
    expect(dani).toEqual({
      kind: "contact",
      id: ids["Dani Contact"]!,
      name: "Dani Contact",
      email: "dani@example.net",
      locale: "ca",
      state: "new",
      stateChangedAt: null,
      createdAt: BASE + 4 * DAY,
      subject: "Concert",
      preview: "Line one\nLine two",
    } satisfies LeadSummary);
    expect(page.leads.find((l) => l.name === "Cai Excerpt")).toMatchObject({
      kind: "excerpt",
      subject: "Ombres",
      preview: "",
    });
  });

  it("pages by keyset: every lead once, in order, even when two share a time", async () => {
    // Two leads in the same millisecond, one per table: the id decides between them.
    const tieA = await insertLead({ kind: "contact", name: "Tie Contact", email: "tie@example.com", day: -1 });
    const tieB = await insertLead({ kind: "excerpt", name: "Tie Excerpt", email: "tie@example.com", day: -1 });
    const seen: LeadSummary[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: LeadPage = await list(`?limit=2${before ? `&before=${encodeURIComponent(before)}` : ""}`);
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads);
      before = page.next;
      pages++;
    } while (before);
    expect(pages).toBe(6);
    const tie = [tieA, tieB].sort().reverse();
    expect(seen.map((l) => l.name).slice(0, 9)).toEqual(ALL);
    expect(seen.slice(9).map((l) => l.id)).toEqual(tie);
    expect(new Set(seen.map((l) => `${l.kind}/${l.id}`)).size).toBe(11);
    await env.DB.prepare("DELETE FROM contact_messages WHERE id = ?").bind(tieA).run();
    await env.DB.prepare("DELETE FROM excerpt_leads WHERE id = ?").bind(tieB).run();
  });

  it("filters by kind, language, state and period (the last day included)", async () => {
    expect(names(await list("?kind=contact"))).toEqual(["Núria Català", "Gus Contact", "Dani Contact", "Ada Contact"]);
    expect(names(await list("?kind=resume"))).toEqual(["Fay Resume", "Bo Resume"]);
    expect(names(await list("?kind=excerpt"))).toEqual(["Eva Excerpt", "Eli Excerpt", "Cai Excerpt"]);
    expect(names(await list("?locale=ca"))).toEqual(["Núria Català", "Dani Contact", "Cai Excerpt"]);
    expect(names(await list("?state=archived"))).toEqual(["Eli Excerpt"]);
    expect(names(await list("?state=answered"))).toEqual(["Fay Resume"]);
    expect((await list("?state=new")).leads).toHaveLength(7);
    // Day 3 is 2026-03-04, day 5 is 2026-03-06.
    expect(names(await list("?from=2026-03-04&to=2026-03-06"))).toEqual(["Eli Excerpt", "Dani Contact", "Cai Excerpt"]);
    expect(names(await list("?from=2026-03-09"))).toEqual(["Eva Excerpt", "Núria Català"]);
    expect(names(await list("?to=2026-03-02"))).toEqual(["Ada Contact"]);
    expect(names(await list("?kind=excerpt&locale=es&state=archived&from=2026-03-01"))).toEqual(["Eli Excerpt"]);
  });

  it("searches name, address, subject and message, with % and _ taken literally", async () => {
    expect(names(await list("?q=n%C3%BAria"))).toEqual(["Núria Català"]);
    expect(names(await list("?q=example.org"))).toEqual(["Bo Resume"]);
    expect(names(await list("?q=concert"))).toEqual(["Dani Contact"]);
    expect(names(await list("?q=line%20two"))).toEqual(["Dani Contact"]);
    expect(names(await list("?q=ombres"))).toEqual(["Cai Excerpt"]);
    expect(names(await list("?q=100%25"))).toEqual(["Bo Resume"]);
    expect(names(await list("?q=%25"))).toEqual(["Bo Resume"]);
    expect(names(await list("?q=_in"))).toEqual(["Bo Resume"]);
    expect((await list("?q=zzz-nobody")).leads).toEqual([]);
    expect(names(await list("?q=example.com&kind=excerpt&locale=ca"))).toEqual(["Cai Excerpt"]);
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("refuses every malformed query with the field that is wrong", async () => {
    const cases: Array<[string, string]> = [
      ["?kind=newsletter", "kind"],
      ["?locale=fr", "locale"],
      ["?state=done", "state"],
      ["?from=2026-13-01", "from"],
      ["?from=yesterday", "from"],
      ["?to=2026-02-30", "to"],
      ["?from=2026-03-05&to=2026-03-04", "to"],
      ["?q=", "q"],
      ["?q=%20%20", "q"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?before=abc", "before"],
      ["?before=12.a%20b", "before"],
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?limit=abc", "limit"],
      ["?limit=1.5", "limit"],
    ];
    for (const [query, field] of cases) {
      const error = await expectError(await api(`/studio/leads${query}`, as(author)), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
    }
    expect((await list("?limit=100")).leads).toHaveLength(9);
  });
});

describe("one lead", () => {
  it("opens whole, with a reply addressed, subjected and quoted for the mail client", async () => {
    const lead = await data<LeadDetail>(api(`/studio/leads/contact/${ids["Dani Contact"]}`, as(author)));
    expect(lead).toMatchObject({
      kind: "contact",
      name: "Dani Contact",
      message: "Line one\nLine two",
      excerptId: null,
    });
    const url = new URL(lead.replyUrl);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("dani@example.net");
    expect(lead.replyUrl).not.toMatch(/[ \n+]/);
    expect(url.searchParams.get("subject")).toBe("Re: Concert");
    expect(url.searchParams.get("body")).toBe("\r\n\r\nOn 2026-03-05, Dani Contact wrote:\r\n> Line one\r\n> Line two");

    const excerpt = await data<LeadDetail>(api(`/studio/leads/excerpt/${ids["Cai Excerpt"]}`, as(author)));
    expect(excerpt).toMatchObject({ kind: "excerpt", subject: "Ombres", excerptId: "book-one", message: null });
    expect(new URL(excerpt.replyUrl).searchParams.get("subject")).toBe("Re: Ombres");
  });

  it("a message can't add headers to the reply, and a long one is quoted in part", () => {
    const lead = {
      kind: "contact" as const,
      id: "x",
      name: "Mallory",
      email: "m@example.com",
      locale: "en" as const,
      state: "new" as const,
      stateChangedAt: null,
      createdAt: BASE,
      subject: "Hi&bcc=all@example.com",
      message: `?cc=x@example.com&bcc=y@example.com#${"a".repeat(3000)}`,
      reason: null,
      company: null,
      stayUpdated: null,
      excerptId: null,
    };
    const url = new URL(replyUrl(lead));
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
    expect(url.searchParams.get("subject")).toBe("Re: Hi&bcc=all@example.com");
    expect(url.searchParams.get("body")!.length).toBeLessThan(1600);
    expect(url.searchParams.get("body")).toMatch(/ \[…\]$/);
    expect(new URL(replyUrl({ ...lead, subject: "RE: again" })).searchParams.get("subject")).toBe("RE: again");
  });

  it("a lead that isn't there, or asked for under another kind, is a 404; a malformed path a 400", async () => {
    await expectError(
      await api("/studio/leads/contact/00000000-0000-4000-8000-000000000000", as(author)),
      404,
      "not_found",
    );
    await expectError(await api(`/studio/leads/contact/${ids["Bo Resume"]}`, as(author)), 404, "not_found");
    await expectError(await api(`/studio/leads/excerpt/${ids["Ada Contact"]}`, as(author)), 404, "not_found");
    const badKind = await expectError(
      await api(`/studio/leads/order/${ids["Ada Contact"]}`, as(author)),
      400,
      "validation_failed",
    );
    expect(Object.keys(badKind.fields!)).toEqual(["kind"]);
    const badId = await expectError(await api("/studio/leads/contact/123", as(author)), 400, "validation_failed");
    expect(Object.keys(badId.fields!)).toEqual(["id"]);
  });
});

describe("changing a lead's state", () => {
  const put = (kind: string, id: string, json: unknown) =>
    api(`/studio/leads/${kind}/${id}/state`, { method: "PUT", reader: author, json });

  it("answered, archived, new again: each written with its audit entry, a repeat with none", async () => {
    const id = ids["Gus Contact"]!;
    const answered = await data<LeadDetail>(put("contact", id, { state: "answered" }));
    expect(answered.state).toBe("answered");
    expect(answered.stateChangedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(answered.replyUrl).toMatch(/^mailto:gus@example\.com\?/);

    const log = await auditLog(`?objectId=${id}`);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      action: "lead.answered",
      actorEmail: "author-leads@example.com",
      objectType: "contact_message",
      objectId: id,
      before: { state: "new", stateChangedAt: null },
      after: { state: "answered", stateChangedAt: answered.stateChangedAt },
    });

    await data(put("contact", id, { state: "answered" }));
    expect((await auditLog(`?objectId=${id}`)).entries).toHaveLength(1);

    await data(put("contact", id, { state: "new" }));
    expect((await auditLog(`?objectId=${id}`)).entries[0]).toMatchObject({
      action: "lead.reopened",
      before: { state: "answered" },
      after: { state: "new" },
    });

    const cai = ids["Cai Excerpt"]!;
    expect((await data<LeadDetail>(put("excerpt", cai, { state: "archived" }))).state).toBe("archived");
    expect((await auditLog(`?objectId=${cai}`)).entries[0]).toMatchObject({
      action: "lead.archived",
      objectType: "excerpt_lead",
    });
    expect(names(await list("?state=archived"))).toEqual(["Eli Excerpt", "Cai Excerpt"]);
  });

  it("refuses a wrong state, a missing one, a body that isn't JSON, and a lead that isn't there", async () => {
    const id = ids["Ada Contact"]!;
    for (const body of [{ state: "done" }, {}, { state: null }, { state: ["new"] }]) {
      const error = await expectError(await put("contact", id, body), 400, "validation_failed");
      expect(Object.keys(error.fields!)).toEqual(["state"]);
    }
    const notJson = await api(`/studio/leads/contact/${id}/state`, {
      method: "PUT",
      reader: author,
      body: "state=answered",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    await expectError(await put("resume", id, { state: "answered" }), 404, "not_found");
    expect((await data<LeadDetail>(api(`/studio/leads/contact/${id}`, as(author)))).state).toBe("new");
  });
});

describe("deleting a lead for good", () => {
  const del = (kind: string, id: string, json?: unknown) =>
    api(`/studio/leads/${kind}/${id}`, { method: "DELETE", reader: author, ...(json === undefined ? {} : { json }) });

  /** A mail in the outbox, as the lead forms write them (same instant as the lead). */
  const outboxMail = async (kind: string, recipient: string, replyTo: string | null, at: number) => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO email_outbox (id, kind, recipient, reply_to, subject, text_body, html_body, status, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, 'A lead', 'Quoted message', '<p>Quoted message</p>', 'sent', ?, ?)`,
    )
      .bind(id, kind, recipient, replyTo, at, at)
      .run();
    return id;
  };
  const inOutbox = async (id: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE id = ?").bind(id).first<number>("n")) === 1;

  it("needs the lead's address typed again; then it is gone, and the log keeps who and when but not the message", async () => {
    const id = ids["Bo Resume"]!;
    const at = BASE + 2 * DAY;
    // The lead's own mails, and the same person's mail from another lead, another instant.
    const notification = await outboxMail("contact_notification", "owner@example.com", "Bo@Example.org", at);
    const confirmation = await outboxMail("contact_confirmation", "bo@example.org", null, at);
    const otherLeadsMail = await outboxMail("contact_confirmation", "bo@example.org", null, at + DAY);
    const someoneElses = await outboxMail("contact_confirmation", "cy@example.org", null, at);
    for (const body of [undefined, {}, { confirm: "" }, { confirm: "someone@example.org" }, { confirm: 42 }]) {
      const res = await del("resume", id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (body !== undefined) {
        const error = await expectError(res, 400, "validation_failed");
        expect(Object.keys(error.fields!)).toEqual(["confirm"]);
      }
    }
    expect((await data<LeadDetail>(api(`/studio/leads/resume/${id}`, as(author)))).name).toBe("Bo Resume");

    expect(await data(del("resume", id, { confirm: " BO@example.org " }))).toEqual({
      deleted: true,
      kind: "resume",
      id,
    });
    await expectError(await api(`/studio/leads/resume/${id}`, as(author)), 404, "not_found");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE id = ?").bind(id).first("n")).toBe(0);
    expect(await inOutbox(notification)).toBe(false);
    expect(await inOutbox(confirmation)).toBe(false);
    expect(await inOutbox(otherLeadsMail)).toBe(true);
    expect(await inOutbox(someoneElses)).toBe(true);
    const [entry] = (await auditLog(`?action=lead.deleted&objectId=${id}`)).entries;
    expect(entry).toMatchObject({ objectType: "contact_message", actorEmail: "author-leads@example.com" });
    expect(entry!.before).toEqual({
      kind: "resume",
      locale: "es",
      state: "new",
      createdAt: BASE + 2 * DAY,
    });
    expect(JSON.stringify(entry)).not.toMatch(/interested|Currículum|Bo Resume|bo@example/i);

    await expectError(await del("resume", id, { confirm: "bo@example.org" }), 404, "not_found");
    expect(names(await list())).not.toContain("Bo Resume");
  });
});

describe("the CSV export", () => {
  const csv = async (query = "") => {
    const res = await api(`/studio/leads/export.csv${query}`, as(author));
    expect(res.status).toBe(200);
    return res;
  };

  it("is an attachment in UTF-8 with a BOM, quoted per RFC 4180, with formulas defused", async () => {
    const res = await csv();
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "kind,id,created_at,locale,state,state_changed_at,name,email,subject,message,reason,company,excerpt_id",
    );
    expect(text).toContain(`contact,${ids["Gus Contact"]},2026-03-08T12:00:00.000Z,en,new,`);
    expect(text).toContain(`Gus Contact,gus@example.com,"'=HYPERLINK(""x"")","He said ""hi"", then left",,,`);
    expect(text).toContain(`Núria Català,nuria@example.com,'+1 idea,'@mention -2,,,`);
    expect(text).toContain(`"Line one\nLine two"`);
    expect(text).toContain(`excerpt,${ids["Cai Excerpt"]},2026-03-04T12:00:00.000Z,ca,archived,`);
    // Eight leads (Bo's was deleted), the header, and the empty string after the last CRLF.
    expect(lines).toHaveLength(10);
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("follows the list's filters and is audited with them; a malformed filter is a 400", async () => {
    const text = await (await csv("?kind=excerpt&state=new")).text();
    expect(text.trim().split("\r\n")).toHaveLength(2);
    expect(text).toContain("Eva Excerpt");
    const [entry] = (await auditLog("?action=lead.exported")).entries;
    expect(entry).toMatchObject({
      actorEmail: "author-leads@example.com",
      after: { filters: { kind: "excerpt", state: "new" } },
    });
    for (const bad of ["?kind=x", "?from=2026-03-05&to=2026-03-01", "?q="]) {
      await expectError(await api(`/studio/leads/export.csv${bad}`, as(author)), 400, "validation_failed");
    }
  });

  it("defuses every formula start, and quotes what needs it", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      `"'\r=1"`,
    ]);
    expect(csvCell('a,"b"')).toBe(`"a,""b"""`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
    expect(csvCell("plain")).toBe("plain");
  });

  it("streams page by page: small pages give the same file as one large one", async () => {
    const read = (size: number) => new Response(exportLeadsCsv(db, {}, size)).text();
    const whole = await read(500);
    expect(await read(1)).toBe(whole);
    expect(await read(3)).toBe(whole);
  });
});

describe("50,000 leads", () => {
  const TOTAL = 50_000;

  it("a page is read from the index, not by sorting the tables", { timeout: 180_000 }, async () => {
    // 25,000 per table, a day in 2025 each minute apart, in statements of 500 rows with 2 bound parameters.
    const insert = async (table: "contact_messages" | "excerpt_leads", offset: number) => {
      const columns =
        table === "contact_messages"
          ? `(id, form, full_name, email, subject, message, locale, created_at, state)
             SELECT printf('%08x-0000-4000-8000-%012x', ?1 + i, ?1 + i), CASE WHEN i % 2 THEN 'resume' ELSE 'contact' END,
                    'Bulk ' || (?1 + i), 'bulk-' || (?1 + i) || '@example.com', 'Subject ' || i, 'Message ' || i,
                    CASE i % 3 WHEN 0 THEN 'en' WHEN 1 THEN 'es' ELSE 'ca' END, ?2 + (?1 + i) * 60000,
                    CASE WHEN i % 10 = 0 THEN 'archived' ELSE 'new' END`
          : `(id, excerpt_id, book_title, full_name, email, locale, created_at, state)
             SELECT printf('%08x-0000-4000-8000-%012x', ?1 + i, ?1 + i), 'book-one', 'Book', 'Bulk ' || (?1 + i),
                    'bulk-' || (?1 + i) || '@example.com', 'en', ?2 + (?1 + i) * 60000,
                    CASE WHEN i % 10 = 0 THEN 'archived' ELSE 'new' END`;
      const statements = [];
      for (let start = 0; start < TOTAL / 2; start += 500) {
        statements.push(
          env.DB.prepare(
            `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 499)
             INSERT INTO ${table} ${columns} FROM n`,
          ).bind(offset + start, Date.UTC(2025, 0, 1)),
        );
      }
      await env.DB.batch(statements);
    };
    await insert("contact_messages", 0);
    await insert("excerpt_leads", TOTAL / 2);
    const count = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM contact_messages) + (SELECT count(*) FROM excerpt_leads) AS n",
    ).first<number>("n");
    expect(count).toBe(TOTAL + 8);

    // The plan: each half seeks its own index in the list's order and stops after a page.
    const plan = async (query: ReturnType<typeof leadPageQuery>) =>
      (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`)).map((r) => r.detail);
    const cursor = `${Date.UTC(2025, 0, 1) + 30_000 * 60_000}.00007530-0000-4000-8000-000000007530`;
    const first = await plan(leadPageQuery({}, undefined, 101));
    expect(first.join("\n")).toMatch(/SCAN contact_messages USING INDEX contact_messages_created/);
    expect(first.join("\n")).toMatch(/SCAN excerpt_leads USING INDEX excerpt_leads_created/);
    const deep = (await plan(leadPageQuery({}, cursor, 101))).join("\n");
    expect(deep).toMatch(
      /SEARCH contact_messages USING INDEX contact_messages_created \(\(created_at,id\)<\(\?,\?\)\)/,
    );
    expect(deep).toMatch(/SEARCH excerpt_leads USING INDEX excerpt_leads_created \(\(created_at,id\)<\(\?,\?\)\)/);
    const byState = (await plan(leadPageQuery({ state: "archived" }, cursor, 101))).join("\n");
    expect(byState).toMatch(/USING INDEX contact_messages_state_created \(state=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    expect(byState).toMatch(/USING INDEX excerpt_leads_state_created \(state=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    for (const p of [first.join("\n"), deep, byState]) {
      // Each table is read in a co-routine straight off its index, never sorted itself; the
      // only sorts are of the co-routines' output (≤ limit rows each) for the union's merge.
      expect(p).not.toMatch(/(contact_messages|excerpt_leads)[^\n]*\nUSE TEMP B-TREE/);
      expect(p.match(/USE TEMP B-TREE/g)).toHaveLength(2);
      expect(p.match(/SCAN \(subquery-\d+\)\nUSE TEMP B-TREE FOR ORDER BY/g)).toHaveLength(2);
      expect(p).toMatch(/^MERGE \(UNION ALL\)/);
    }

    // Every filter at once still binds a handful of parameters (D1 allows 100 per statement).
    const statement = Object.getPrototypeOf(env.DB.prepare("SELECT 1")) as D1PreparedStatement;
    const bind = vi.spyOn(statement, "bind");
    const filtered = await listLeads(db, {
      kind: "resume",
      locale: "es",
      state: "new",
      from: "2025-01-01",
      to: "2025-12-31",
      q: "bulk-1",
      before: cursor,
      limit: 100,
    });
    expect(bind.mock.calls.length).toBeGreaterThan(0);
    expect(Math.max(...bind.mock.calls.map((args) => args.length))).toBeLessThanOrEqual(30);
    bind.mockRestore();
    expect(filtered.leads).toHaveLength(100);
    expect(
      filtered.leads.every(
        (l) => l.kind === "resume" && l.locale === "es" && l.state === "new" && l.email.startsWith("bulk-1"),
      ),
    ).toBe(true);

    // Pages through the API: the first, one deep in the list, and one filtered by state.
    const top = await list("?limit=100");
    expect(top.leads).toHaveLength(100);
    const deepPage = await list(`?limit=100&before=${encodeURIComponent(cursor)}`);
    expect(deepPage.leads[0]!.createdAt).toBeLessThan(Date.UTC(2025, 0, 1) + 30_000 * 60_000);
    expect(deepPage.leads.map((l) => l.createdAt)).toEqual(
      [...deepPage.leads.map((l) => l.createdAt)].sort((a, b) => b - a),
    );
    const archived = await list(`?state=archived&limit=100&before=${encodeURIComponent(cursor)}`);
    expect(archived.leads.every((l) => l.state === "archived")).toBe(true);
    expect(archived.leads).toHaveLength(100);

    // The export of all of it streams through to the last row.
    const res = await api("/studio/leads/export.csv", as(author));
    const reader = res.body!.getReader();
    let rows = 0;
    let chunks = 0;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      rows += (decoder.decode(value, { stream: true }).match(/\n/g) ?? []).length;
    }
    // Every lead, the header, and the line break inside Dani's message.
    expect(rows).toBe(TOTAL + 8 + 1 + 1);
    expect(chunks).toBeGreaterThan(10);
  });
});
