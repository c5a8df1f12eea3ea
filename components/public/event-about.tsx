import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** Readable rich text: the host's HTML gets the page's type scale, links and lists. */
const descriptionStyles = {
  fontSize: 16,
  lineHeight: 1.7,
  color: "text.primary",
  overflowWrap: "anywhere",
  "& > :first-of-type": { mt: 0 },
  "& p": { my: 1.5 },
  "& h1, & h2, & h3, & h4": { fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
  "& h1": { fontSize: 24 },
  "& h2": { fontSize: 21 },
  "& h3, & h4": { fontSize: 18 },
  "& ul, & ol": { pl: 3, my: 1.5 },
  "& li": { my: 0.5 },
  "& a": { color: "primary.main", textUnderlineOffset: "2px" },
  "& blockquote": { m: 0, my: 2, pl: 2, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
  "& img": { maxWidth: "100%", height: "auto", borderRadius: 2 },
  "& hr": { border: 0, borderTop: 1, borderColor: "divider", my: 3 },
} as const;

/** "About": the host's description of the event; the section stays (empty) when there is none. */
export async function EventAbout({ description }: { description: string }) {
  const t = await getTranslations("publicEvent");
  return (
    <Box component="section" aria-labelledby="about-heading" sx={{ gridArea: "about", minWidth: 0 }}>
      {description && (
        <>
          <Typography id="about-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
            {t("about")}
          </Typography>
          {/* Sanitised on the server when the host saved it (lib/events), so it is rendered as is. */}
          <Box className="event-description" sx={descriptionStyles} dangerouslySetInnerHTML={{ __html: description }} />
        </>
      )}
    </Box>
  );
}
