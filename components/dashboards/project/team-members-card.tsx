"use client";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import type { ReactNode } from "react";
import { DashboardCard } from "@/components/dashboards/shared";
import { useProjectLabels } from "@/components/dashboards/project/labels";
import type { TeamMember } from "@/lib/dashboards/project";

// The project's team: a card per member with avatar, name and title (sample text, as it is),
// and their email address and phone number as links to write or call them.

export function TeamMembersCard({ members }: { members: TeamMember[] | undefined }) {
  const { t } = useProjectLabels();
  return (
    <DashboardCard title={t("team.title")} subtitle={t("team.subtitle")} span={{ md: 12 }} loading={!members}>
      {members && members.length === 0 && <Typography color="text.secondary">{t("team.empty")}</Typography>}
      {members && members.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            m: 0,
            p: 0,
            display: "grid",
            gap: 2,
            gridTemplateColumns: {
              xs: "minmax(0, 1fr)",
              sm: "repeat(2, minmax(0, 1fr))",
              lg: "repeat(3, minmax(0, 1fr))",
            },
          }}
        >
          {members.map((member) => (
            <Paper key={member.id} component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
              <Box sx={{ display: "flex", gap: 2, alignItems: "center", mb: 1.5 }}>
                <Avatar src={member.avatar} alt="" sx={{ width: 52, height: 52 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                    {member.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {member.title}
                  </Typography>
                </Box>
              </Box>
              <ContactLink
                href={`mailto:${member.email}`}
                icon={<EmailOutlinedIcon fontSize="small" />}
                label={t("team.email", { name: member.name })}
              >
                {member.email}
              </ContactLink>
              <ContactLink
                href={`tel:${member.phone.replace(/[^\d+]/g, "")}`}
                icon={<PhoneOutlinedIcon fontSize="small" />}
                label={t("team.call", { name: member.name })}
              >
                {member.phone}
              </ContactLink>
            </Paper>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}

/** A line with an icon and a mailto:/tel: link; its accessible name says what it does. */
function ContactLink({
  href,
  icon,
  label,
  children,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  children: string;
}) {
  // An address may break after its "@" when the card is narrow, not in the middle of a word.
  const [local, domain] = children.split(/@(.*)/s);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary", mt: 0.5, minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ display: "inline-flex" }}>
        {icon}
      </Box>
      <Link
        href={href}
        variant="body2"
        underline="hover"
        aria-label={`${label}: ${children}`}
        sx={{ overflowWrap: "anywhere", minWidth: 0 }}
      >
        {domain === undefined ? (
          children
        ) : (
          <>
            {local}@<wbr />
            {domain}
          </>
        )}
      </Link>
    </Box>
  );
}
