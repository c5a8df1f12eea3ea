// The error pages' two icons (paths of @mui/icons-material, Apache-2.0), apart from the islands'
// icons so they load only with an error page.
import { SvgPathIcon } from "@/components/public/svg-icon";

const PATHS = {
  errorOutline:
    "M12 7c.55 0 1 .45 1 1v4c0 .55-.45 1-1 1s-1-.45-1-1V8c0-.55.45-1 1-1m-.01-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m1-3h-2v-2h2z",
  refresh:
    "M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z",
} as const;

/** A decorative icon, 1em square in the current colour. */
export function ErrorIcon({ name }: { name: keyof typeof PATHS }) {
  return <SvgPathIcon path={PATHS[name]} />;
}
