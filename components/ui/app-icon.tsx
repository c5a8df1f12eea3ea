import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import { iconPaint, iconUrl, parseIconName } from "@/lib/icons/names";

/** SvgIcon's sizes: "medium" is its 1.5rem default. */
const FONT_SIZES = { inherit: "inherit", small: "1.25rem", medium: "1.5rem", large: "2.1875rem" } as const;

export type AppIconProps = {
  /** `namespace:name` (`feather:arrow-left`, `mat_outline:payments`); a bare name is Material Twotone. */
  name: string;
  fontSize?: keyof typeof FONT_SIZES;
  /** Makes the icon meaningful (an image with this name); without it the icon is decorative. */
  title?: string;
  className?: string;
  sx?: SxProps<Theme>;
};

/**
 * An icon of the registry (lib/icons/): a box the size of an MUI SvgIcon (1em of its font size),
 * painted in the text colour through a CSS mask of `/icons/{namespace}/{name}.svg`. No icon is in
 * the JavaScript bundle; the browser loads each one when it is shown and keeps it in its cache.
 * Google's and Facebook's marks are drawn as images, in their own colours. A name that is no icon
 * leaves the box empty.
 */
export function AppIcon({ name, fontSize = "medium", title, className, sx }: AppIconProps) {
  const parsed = parseIconName(name);
  const url = iconUrl(name);
  const image = url ? `url("${url}")` : "none";
  const paint = parsed ? iconPaint(parsed) : "mask";
  return (
    <Box
      component="span"
      className={className ? `app-icon ${className}` : "app-icon"}
      data-icon={parsed ? name.trim() : undefined}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      sx={[
        {
          display: "inline-block",
          flexShrink: 0,
          width: "1em",
          height: "1em",
          fontSize: FONT_SIZES[fontSize],
          userSelect: "none",
          verticalAlign: "middle",
        },
        paint === "mask"
          ? {
              backgroundColor: "currentColor",
              maskImage: image,
              maskRepeat: "no-repeat",
              maskPosition: "center",
              maskSize: "contain",
              WebkitMaskImage: image,
              WebkitMaskRepeat: "no-repeat",
              WebkitMaskPosition: "center",
              WebkitMaskSize: "contain",
            }
          : {
              backgroundImage: image,
              backgroundRepeat: "no-repeat",
              backgroundPosition: "center",
              backgroundSize: "contain",
            },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    />
  );
}
