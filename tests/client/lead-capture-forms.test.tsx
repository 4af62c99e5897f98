import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestLeadForm } from "#client/lib/lead-form-event";
import { ContactForm } from "#client/features/lead-capture/components/contact-form";
import { LeadFormHost } from "#client/features/lead-capture/components/lead-form-host";
import { NewsletterForm } from "#client/features/lead-capture/components/newsletter-form";
import { SecureField } from "#client/components/forms/secure-field";
import { useState } from "react";
import { ca } from "#client/i18n/dictionaries/ca";
import { leadCaptureCa as leadCa } from "#client/features/lead-capture/strings/ca";
import { leadCaptureStrings } from "#client/features/lead-capture/strings";
import { registerDictionary } from "#client/i18n/i18n";
import { renderAt } from "./render";

// Toasts are the forms' whole error UI: capture what they are asked to show.
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts, Toaster: () => null }));

const TEST_SITE_KEY = "1x00000000000000000000AA";
function setSiteKey(key: string | null) {
  document.querySelector('meta[name="turnstile-site-key"]')?.remove();
  if (key) {
    const meta = document.createElement("meta");
    meta.name = "turnstile-site-key";
    meta.content = key;
    document.head.append(meta);
  }
}

let fetchMock: ReturnType<typeof vi.fn>;
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}
function sentBody(call = 0): Record<string, unknown> {
  const [, init] = fetchMock.mock.calls[call] as [unknown, RequestInit];
  return JSON.parse(String(init.body));
}

beforeEach(() => {
  setSiteKey(TEST_SITE_KEY);
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  toasts.error.mockClear();
  toasts.success.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const lastError = () => toasts.error.mock.calls.at(-1);
const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("Let's Connect contact form", () => {
  it("runs the six checks in the spec's order, one toast each, then sends the joined body", async () => {
    renderAt(<ContactForm />);
    const expectToast = async (title: string, text: string) => {
      await waitFor(() => expect(lastError()).toEqual([title, { description: text }]));
      toasts.error.mockClear();
    };

    submit("Send Message");
    await expectToast("Name Required", "Please enter your name.");
    // Said at the field too, which is marked invalid and described by it, until it changes.
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      "Please enter your name.",
    );
    type(/^Name/, "Ana");
    expect(screen.getByLabelText(/^Name/).getAttribute("aria-invalid")).toBeNull();
    submit("Send Message");
    await expectToast("Email Required", "Please enter your email address.");
    type(/^Email/, "ana@");
    submit("Send Message");
    await expectToast("Invalid Email", "Please enter a valid email address.");
    type(/^Email/, "ana@example.com");
    submit("Send Message");
    await expectToast("Reason Required", "Please select a reason for contact.");

    expect(screen.queryByLabelText(/^Company/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Reason for contact/), { target: { value: "job_position" } });
    expect(screen.getByLabelText(/^Company/)).toBeTruthy();
    submit("Send Message");
    await expectToast("Company Required", "Please enter your company name for job position inquiries.");
    type(/^Company/, "Acme");
    submit("Send Message");
    await expectToast("Privacy Policy", "Please accept the privacy policy to continue.");
    const privacy = screen.getByRole("checkbox", { name: /privacy policy/ });
    expect(privacy.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(privacy.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Please accept the privacy policy to continue.",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    type(/^Last name/, "Ruiz");
    fireEvent.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    answer(201, { data: { id: "1" } });
    submit("Send Message");
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        "Message Sent!",
        expect.objectContaining({
          description: "Thank you for your message. I'll get back to you soon!",
        }),
      ),
    );
    expect(String(fetchMock.mock.calls[0]![0])).toContain("/api/contact-form-handler");
    expect(sentBody()).toMatchObject({
      form: "contact",
      fullName: "Ana Ruiz",
      email: "ana@example.com",
      reason: "job_position",
      company: "Acme",
      subject: "Job Position - Acme",
      privacyPolicy: true,
      stayUpdated: false,
      turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
      locale: "en",
    });
    // Success clears the form.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("hides the company field again for other reasons and does not send it", async () => {
    renderAt(<ContactForm />);
    const reason = screen.getByLabelText(/^Reason for contact/);
    fireEvent.change(reason, { target: { value: "job_position" } });
    type(/^Company/, "Acme");
    fireEvent.change(reason, { target: { value: "publishing" } });
    expect(screen.queryByLabelText(/^Company/)).toBeNull();
    type(/^Name/, "Ana");
    type(/^Email/, "ana@example.com");
    fireEvent.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    answer(201, { data: { id: "1" } });
    submit("Send Message");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ company: "", subject: "Publishing" });
  });

  it("keeps everything on failure and says so", async () => {
    renderAt(<ContactForm />);
    type(/^Name/, "Ana");
    type(/^Email/, "ana@example.com");
    fireEvent.change(screen.getByLabelText(/^Reason for contact/), { target: { value: "consulting" } });
    type(/^Message/, "Hello there");
    fireEvent.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    answer(500, { error: { code: "internal_error", message: "x" } });
    submit("Send Message");
    await waitFor(() =>
      expect(lastError()).toEqual(["Submission Failed", { description: "Something went wrong. Please try again." }]),
    );
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe("Hello there");
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Ana");
  });
});

describe("the bot check", () => {
  it("says the security check is not ready, and sends nothing, when there is no site key", async () => {
    setSiteKey(null);
    renderAt(<NewsletterForm />);
    type("Email address", "reader@example.com");
    submit("Subscribe");
    await waitFor(() =>
      expect(lastError()).toEqual(["Error", { description: "The security check is not ready. Please try again." }]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing is lost: the address is still there to try again.
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("reader@example.com");
  });

  it("uses the dummy token with a test site key, loading no script", async () => {
    renderAt(<NewsletterForm />);
    type("Email address", "reader@example.com");
    answer(202, { data: { status: "confirmation_sent" } });
    submit("Subscribe");
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ email: "reader@example.com", turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" });
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });
});

describe("one submission at a time", () => {
  it("a double click sends once", async () => {
    renderAt(<NewsletterForm />);
    type("Email address", "reader@example.com");
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const button = screen.getByRole("button", { name: "Subscribe" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () =>
      resolve(new Response(JSON.stringify({ data: { status: "confirmation_sent" } }), { status: 202 })),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("newsletter form", () => {
  it("checks empty then invalid, then subscribes with the page and time and clears", async () => {
    renderAt(<NewsletterForm />, { locale: "en" });
    submit("Subscribe");
    await waitFor(() =>
      expect(lastError()).toEqual(["Email Required", { description: "Please enter your email address to subscribe." }]),
    );
    type("Email address", "not-an-email");
    submit("Subscribe");
    await waitFor(() =>
      expect(lastError()).toEqual(["Invalid Email", { description: "Please enter a valid email address." }]),
    );
    type("Email address", "reader@example.com");
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    submit("Subscribe");
    // While sending: the input is disabled and the button says so.
    await waitFor(() => expect((screen.getByLabelText("Email address") as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByRole("button", { name: "Subscribing..." })).toBeTruthy();
    await act(async () =>
      resolve(new Response(JSON.stringify({ data: { status: "confirmation_sent" } }), { status: 202 })),
    );
    await waitFor(() => expect(toasts.success.mock.calls.at(-1)?.[0]).toBe("Welcome aboard!"));
    const body = sentBody();
    expect(body.page_url).toBe(window.location.href);
    expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
  });

  it("shows the spec's failure toast on a server error, in the page's language", async () => {
    registerDictionary("ca", ca);
    // The forms' module brings the document's language (English here); a Catalan page's
    // document brings Catalan the same way.
    await leadCaptureStrings.preload("ca");
    renderAt(<NewsletterForm />, { locale: "ca" });
    type(leadCa.newsletter!.email!, "lector@example.com");
    answer(500, { error: { code: "internal_error", message: "x" } });
    fireEvent.click(screen.getByRole("button", { name: leadCa.newsletter!.submit! }));
    await waitFor(() => expect(lastError()?.[0]).toBe(leadCa.newsletter!.failure!.title));
  });
});

function SecureHarness({ kind }: { kind: "text" | "email" | "textarea" | "phone" }) {
  const [value, setValue] = useState("");
  return <SecureField kind={kind} name="f" label="Field" value={value} onChange={setValue} />;
}

describe("secure inputs", () => {
  it("removes dangerous content on leaving the field and flags it in orange with the warning", () => {
    renderAt(<SecureHarness kind="text" />);
    const input = screen.getByLabelText("Field") as HTMLInputElement;
    fireEvent.change(input, { target: { value: '<script>alert("x")</script>Ana <img src=x onerror=alert(1)>' } });
    fireEvent.blur(input);
    expect(input.value).toBe("Ana");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.className).toContain("border-orange-500");
    expect(screen.getByRole("alert").textContent).toBe(
      "Input contained potentially dangerous content and was sanitized.",
    );
    // Editing to an acceptable value clears the flag.
    fireEvent.change(input, { target: { value: "Ana Ruiz" } });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("uses the textarea's own warning", () => {
    renderAt(<SecureHarness kind="textarea" />);
    const area = screen.getByLabelText("Field") as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'Hi\n<a href="javascript:alert(1)">there</a>' } });
    fireEvent.blur(area);
    expect(area.value).toBe("Hi\nthere");
    expect(screen.getByRole("alert").textContent).toBe(
      "Content contained potentially dangerous elements and was sanitized.",
    );
  });

  it.each([
    ["email", "ana@", "Please enter a valid email address.", "ana@example.com"],
    ["phone", "0123", "Please enter a valid phone number.", "+34 612 345 678"],
  ] as const)("flags a malformed %s and accepts a good one", (kind, bad, message, good) => {
    renderAt(<SecureHarness kind={kind} />);
    const input = screen.getByLabelText("Field") as HTMLInputElement;
    fireEvent.change(input, { target: { value: bad } });
    fireEvent.blur(input);
    expect(screen.getByRole("alert").textContent).toBe(message);
    fireEvent.change(input, { target: { value: good } });
    fireEvent.blur(input);
    expect(screen.getByRole("alert").textContent).toBe("");
  });
});

describe("lead form host", () => {
  it("takes the openLeadForm event (so callers don't navigate) and opens the modal", async () => {
    renderAt(<LeadFormHost />);
    let taken = false;
    act(() => {
      taken = requestLeadForm("hero_download_cv");
    });
    expect(taken).toBe(true);
    expect(await screen.findByRole("heading", { name: "Contact & Resume Request" })).toBeTruthy();
  });

  it("asks for name and email before sending", async () => {
    renderAt(<LeadFormHost />);
    act(() => void requestLeadForm("floating_contact"));
    await screen.findByLabelText(/^Full name/);
    submit("Send and download CV");
    // Inside a modal the toast goes to the dialog's own toaster (the page behind is inert).
    await waitFor(() =>
      expect(lastError()).toEqual([
        "Required Fields Missing",
        { description: "Please enter your name and email address.", toasterId: expect.any(String) },
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
