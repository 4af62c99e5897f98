/**
 * Password hashing cost: what one sign-in costs in CPU, the figure that decides the
 * Workers plan. better-auth hashes with scrypt in JavaScript, so (1) its verify function is
 * timed in this Node process (CPU time, same V8 as workerd), and (2) real sign-ins against the
 * local site are timed against a session check that does no hashing.
 */
import { performance } from "node:perf_hooks";

const PASSWORD = "correct horse battery staple";

export async function measureHashCpu(rounds = 10) {
  const { hashPassword, verifyPassword } = await import("better-auth/crypto");
  const hash = await hashPassword(PASSWORD);
  await verifyPassword({ hash, password: PASSWORD }); // warm-up
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const cpu = process.cpuUsage();
    await verifyPassword({ hash, password: PASSWORD });
    const used = process.cpuUsage(cpu);
    samples.push((used.user + used.system) / 1000);
  }
  return samples.sort((a, b) => a - b);
}

async function timed(fn) {
  const start = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

/**
 * Signs one confirmed reader in `rounds` times (within better-auth's 5 per minute) and times
 * the same number of session checks, on the local site. Confirmation goes through the dev
 * mailbox, as a reader's would.
 */
export async function measureSignIns(siteUrl, rounds = 5) {
  const email = `bench-${Date.now()}@example.com`;
  const headers = { "content-type": "application/json", origin: siteUrl };
  const signUp = await fetch(`${siteUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: "Bench Reader" }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  let link;
  for (let i = 0; i < 60 && !link; i++) {
    const mail = (await (await fetch(`${siteUrl}/api/dev/mail`)).json()).data.find((m) => m.to === email);
    link = mail && /(https?:\/\/\S+\/api\/auth\/verify-email\S+)/.exec(mail.text)?.[1];
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  if (!link) throw new Error("no confirmation mail in the dev mailbox");
  await fetch(link, { redirect: "manual" });

  const signIns = [];
  const checks = [];
  for (let i = 0; i < rounds; i++) {
    const signIn = await timed(() =>
      fetch(`${siteUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    signIns.push(signIn.ms);
    checks.push((await timed(() => fetch(`${siteUrl}/api/auth/get-session`))).ms);
  }
  return { signIns: signIns.sort((a, b) => a - b), sessionChecks: checks.sort((a, b) => a - b) };
}
