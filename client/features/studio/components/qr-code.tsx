import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path from the encoder's matrix (no markup string, no image URL for
 * the CSP to allow), with the quiet zone scanners need.
 */
export function QrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: "M", border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${data.length} ${data.length}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#14110f" />
    </svg>
  );
}
