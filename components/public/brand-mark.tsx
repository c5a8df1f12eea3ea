/** The product's mark (the theme's primary colour, a white "H"), for the pages without MUI. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 9h4v5.5h6V9h4v14h-4v-5h-6v5H9z" fill="#fff" />
    </svg>
  );
}
