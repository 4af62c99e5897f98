import { Fragment, type ReactNode } from "react";
import { Link } from "wouter";
import type { RichText as RichTextBlocks } from "#content/types";
import { useI18n } from "../../i18n/i18n-context";

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*([^*]+)\*/g;
const EMPHASIS = /\*([^*]+)\*/g;

/** A link's label may itself carry `*emphasis*` (a book title, say). */
function Label({ text }: { text: string }) {
  const parts = text.split(EMPHASIS);
  return <>{parts.map((part, i) => (i % 2 ? <em key={i}>{part}</em> : part))}</>;
}

/** Inline markup of the content files: `[label](href)` links and `*emphasis*`, nothing else. */
function Inline({ text }: { text: string }) {
  const { t } = useI18n();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, label, href, emphasis] = match;
    const key = match.index;
    if (emphasis !== undefined) parts.push(<em key={key}>{emphasis}</em>);
    else if (href!.startsWith("/")) {
      // Site paths stay in the visitor's language (the router adds the prefix).
      parts.push(
        <Link
          key={key}
          href={href!}
          className="font-medium text-wine underline underline-offset-2 hover:text-wine-dark"
        >
          <Label text={label!} />
        </Link>,
      );
    } else {
      const external = /^https?:/.test(href!);
      parts.push(
        <a
          key={key}
          href={href}
          className="font-medium text-wine underline underline-offset-2 hover:text-wine-dark"
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <Label text={label!} />
          {external && <span className="sr-only"> {t("common.newWindow")}</span>}
        </a>,
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * Rich text from the content files. `headingLevel` is the level of the blocks written `h2`,
 * so a section nested under an h2 can shift its own subheadings down.
 */
export function RichText({
  blocks,
  className = "",
  headingLevel = 2,
}: {
  blocks: RichTextBlocks;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const H2 = headingLevel === 2 ? "h2" : "h3";
  const H3 = headingLevel === 2 ? "h3" : "h4";
  return (
    <div className={`space-y-4 leading-relaxed text-pretty ${className}`}>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {block.type === "p" && (
            <p>
              <Inline text={block.text} />
            </p>
          )}
          {block.type === "h2" && (
            <H2 className="pt-4 font-display text-2xl font-bold text-balance">
              <Inline text={block.text} />
            </H2>
          )}
          {block.type === "h3" && (
            <H3 className="pt-2 font-display text-xl font-semibold text-balance">
              <Inline text={block.text} />
            </H3>
          )}
          {block.type === "list" && (
            <ul className="list-disc space-y-2 pl-6 marker:text-wine">
              {block.items.map((item, i) => (
                <li key={i}>
                  <Inline text={item} />
                </li>
              ))}
            </ul>
          )}
          {block.type === "quote" && (
            <figure className="border-l-4 border-gold pl-5">
              <blockquote className="font-display text-lg italic">
                <Inline text={block.text} />
              </blockquote>
              {block.cite && <figcaption className="mt-2 text-sm opacity-75">— {block.cite}</figcaption>}
            </figure>
          )}
        </Fragment>
      ))}
    </div>
  );
}
