/** A decorative icon from one SVG path (24 × 24), 1em square in the current colour. */
export function SvgPathIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" width="1em" height="1em" fill="currentColor">
      <path d={path} />
    </svg>
  );
}
