import { Icon, type IconName } from "@/components/public/icons";
import { categoryGradient } from "@/lib/public/placeholder";
import styles from "./event-cover.module.css";

const CATEGORY_ICONS: Record<string, IconName> = {
  conference: "mic",
  workshop: "build",
  meetup: "groups",
  concert: "musicNote",
  festival: "festival",
  sports: "sportsSoccer",
  party: "celebration",
  class: "school",
  other: "event",
};

/**
 * An event's cover: the host's picture, else a gradient of its category with the category's
 * icon. Decorative (the title beside it says what it is), so the image has an empty alt. The
 * caller sizes it (`className`: its box; the icon's size follows the box's font size).
 */
export function EventCover({
  image,
  category,
  className,
  priority = false,
}: {
  image: string | null;
  category: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <div
      className={className ? `${styles.cover} ${className}` : styles.cover}
      style={{ background: categoryGradient(category) }}
    >
      {image ? (
        // A plain <img>: covers are host-supplied URLs or data URLs of any origin, which next/image would need configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image}
          alt=""
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          {...(priority ? { fetchPriority: "high" as const } : {})}
          className={styles.image}
        />
      ) : (
        <Icon name={CATEGORY_ICONS[category] ?? "event"} className={styles.icon} />
      )}
    </div>
  );
}
