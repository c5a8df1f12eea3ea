import type { SvgIconComponent } from "@mui/icons-material";
import type { SxProps, Theme } from "@mui/material/styles";
import { AppIcon, type AppIconProps } from "@/components/ui/app-icon";
import { iconUrl } from "@/lib/icons/names";

type PanelIconProps = {
  /** A registry name (`mat_outline:payments`, `feather:bell`); a bare name is Material Twotone. */
  iconName: string | null | undefined;
  /** Drawn when the item names no icon, or a name that cannot be one. */
  fallback?: SvgIconComponent;
  /** "action" is the colour of an input's adornment. */
  color?: "action";
} & Omit<AppIconProps, "name">;

/** A shortcut's, message's or notification's icon; decorative, so hidden from assistive technology. */
export function PanelIcon({ iconName, fallback: Fallback, color, sx, ...props }: PanelIconProps) {
  const merged: SxProps<Theme> = [
    color === "action" && { color: "action.active" },
    ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
  ];
  if (iconName && iconUrl(iconName)) return <AppIcon name={iconName} sx={merged} {...props} />;
  return Fallback ? (
    <Fallback aria-hidden fontSize={props.fontSize} sx={merged} />
  ) : (
    <AppIcon name="mat_outline:link" sx={merged} {...props} />
  );
}
