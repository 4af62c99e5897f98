import type { ReactNode } from "react";

/** What the reader sees after a link was mailed: where it went and what to do next. */
export function CheckEmail({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-wine/20 bg-white p-6 text-ink shadow-sm">
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <p className="mt-2 text-ink/80">{text}</p>
      {children}
    </div>
  );
}
