import type { ReactNode } from "react";
import { Icon } from "#client/components/ui/icon";
import type { ShareNetwork } from "../share-links";

/*
 * Small glyphs drawn here as strokes, in the text's colour: no remote image, no icon font,
 * nothing fetched. They are decorative; each control is named by its text.
 */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <Icon width="18" height="18" className="shrink-0">
      {children}
    </Icon>
  );
}

export const ShareGlyph = () => (
  <Glyph>
    <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" />
    <path d="M8 10H6.5A1.5 1.5 0 0 0 5 11.5v8A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5v-8a1.5 1.5 0 0 0-1.5-1.5H16" />
  </Glyph>
);

export const LinkGlyph = () => (
  <Glyph>
    <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.2-1.2" />
  </Glyph>
);

export const CheckGlyph = () => (
  <Glyph>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Glyph>
);

const NETWORK_GLYPHS: Record<ShareNetwork, ReactNode> = {
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="1.8" />
      <path d="m3.8 6.5 8.2 6.3 8.2-6.3" />
    </>
  ),
  x: <path d="M5 4.5 19 19.5M19 4.5 5 19.5" />,
  facebook: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 8.5h-1.3A1.8 1.8 0 0 0 12 10.3V21M9.5 13.5h5" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20.5 5.3 16.7A8.5 8.5 0 1 1 8.4 19.4Z" />
      <path d="M9.3 8.8c0 3 2.8 5.9 5.9 5.9l1-1.3-1.6-.9-.8.7a4.4 4.4 0 0 1-2.3-2.3l.7-.8-.9-1.6Z" />
    </>
  ),
  bluesky: (
    <path d="M12 11.2C10.6 8.4 7.3 5.5 5.2 5.5 4 5.5 4 7 4 8.2c0 1.6.6 3.8 3.3 4.3-2.2.5-2.6 2-1.2 3.4 2 2.1 4.4-.4 5.9-3.4 1.5 3 3.9 5.5 5.9 3.4 1.4-1.4 1-2.9-1.2-3.4 2.7-.5 3.3-2.7 3.3-4.3 0-1.2 0-2.7-1.2-2.7-2.1 0-5.4 2.9-6.8 5.7Z" />
  ),
};

export const NetworkGlyph = ({ network }: { network: ShareNetwork }) => <Glyph>{NETWORK_GLYPHS[network]}</Glyph>;
