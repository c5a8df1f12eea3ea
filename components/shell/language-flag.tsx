"use client";
import type { ComponentType } from "react";
import Box from "@mui/material/Box";
import type { Locale } from "@/lib/i18n/config";

// Flags drawn on a 30 × 20 grid (3:2), so no image is fetched and each stays sharp at any size.

const US_STRIPE_HEIGHT = 20 / 13;
const US_CANTON = { width: 12, height: 7 * US_STRIPE_HEIGHT };
/** The 50 stars as dots: nine rows, alternately six and five. */
const US_STARS = Array.from({ length: 9 }, (_, row) => {
  const count = row % 2 === 0 ? 6 : 5;
  return Array.from({ length: count }, (_, column) => ({
    cx: (row % 2 === 0 ? 1 : 2) + column * 2,
    cy: ((row + 1) * US_CANTON.height) / 10,
  }));
}).flat();

function UsFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      {Array.from({ length: 7 }, (_, index) => (
        <rect key={index} y={index * 2 * US_STRIPE_HEIGHT} width="30" height={US_STRIPE_HEIGHT} fill="#b22234" />
      ))}
      <rect width={US_CANTON.width} height={US_CANTON.height} fill="#3c3b6e" />
      {US_STARS.map(({ cx, cy }) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="0.38" fill="#fff" />
      ))}
    </>
  );
}

/** A five-pointed star centred on (cx, cy), one point towards the hoist, as the Turkish flag law draws it. */
function starPoints(cx: number, cy: number, outerRadius: number): string {
  const innerRadius = outerRadius * 0.382;
  return Array.from({ length: 10 }, (_, index) => {
    const angle = Math.PI + (index * Math.PI) / 5;
    const radius = index % 2 === 0 ? outerRadius : innerRadius;
    return `${(cx + radius * Math.cos(angle)).toFixed(3)},${(cy + radius * Math.sin(angle)).toFixed(3)}`;
  }).join(" ");
}
// The flag law's proportions for a flag 20 high: crescent circles of diameter 10 and 8, their
// centres 10 and 11.25 from the hoist; the star's circle of diameter 5 starts 1/3 of the height
// after the inner circle's edge.
const TR_STAR = starPoints(16.42, 10, 2.5);

function TrFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="10" cy="10" r="5" fill="#fff" />
      <circle cx="11.25" cy="10" r="4" fill="#e30a17" />
      <polygon points={TR_STAR} fill="#fff" />
    </>
  );
}

function RoFlag() {
  return (
    <>
      <rect width="10" height="20" fill="#002b7f" />
      <rect x="10" width="10" height="20" fill="#fcd116" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  );
}

const FLAGS: Record<Locale, ComponentType> = { en: UsFlag, tr: TrFlag, ro: RoFlag };

/** A language's flag; decorative, the language's name is always next to it or on the button. */
export function Flag({ locale }: { locale: Locale }) {
  const Drawing = FLAGS[locale];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: "inline-flex",
        borderRadius: "3px",
        overflow: "hidden",
        // A hairline keeps the white of the US flag apart from a white top bar.
        boxShadow: (theme) => `0 0 0 1px ${(theme.vars ?? theme).palette.divider}`,
        lineHeight: 0,
      }}
    >
      <svg width="24" height="16" viewBox="0 0 30 20" focusable="false">
        <Drawing />
      </svg>
    </Box>
  );
}
