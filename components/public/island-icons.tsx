// The icons the public pages' browser-side parts draw (paths of @mui/icons-material, Apache-2.0).
import { SvgPathIcon } from "@/components/public/svg-icon";

export const ISLAND_ICONS = {
  add: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z",
  remove: "M19 13H5v-2h14z",
  localOffer:
    "m21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M13 20.01 4 11V4h7v-.01l9 9zM5 6.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0",
  translate:
    "m12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z",
} as const;

/** A decorative icon, 1em square in the current colour. */
export function IslandIcon({ name }: { name: keyof typeof ISLAND_ICONS }) {
  return <SvgPathIcon path={ISLAND_ICONS[name]} />;
}
