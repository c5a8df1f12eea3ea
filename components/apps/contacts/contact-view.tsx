"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import CakeOutlined from "@mui/icons-material/CakeOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import EmailOutlined from "@mui/icons-material/EmailOutlined";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import WorkOutline from "@mui/icons-material/WorkOutlined";
import { ContactAvatar } from "@/components/apps/contacts/contact-avatar";
import type { ContactActions } from "@/components/apps/contacts/use-contact-actions";
import { birthdayDate } from "@/lib/contacts/contact-form";
import { useDateFormat } from "@/lib/dates/use-date-format";
import { CountryBadge } from "@/components/apps/contacts/country-badge";
import type { ContactAnswer } from "@/lib/contacts/schema";
import { useContactTags, useCountries } from "@/lib/swr/use-contacts";

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: "flex", gap: 2, py: 1.25, alignItems: "flex-start" }}>
      <Box aria-hidden sx={{ color: "text.secondary", display: "flex", pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h3" variant="caption" color="text.secondary" sx={{ display: "block" }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

function Entry({ value, label, href, country }: { value: ReactNode; label: string; href: string; country?: string }) {
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
      {country && <CountryBadge iso={country} />}
      <Link href={href} underline="hover" sx={{ overflowWrap: "anywhere" }}>
        {value}
      </Link>
      {label && (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      )}
    </Box>
  );
}

/** A contact as Google Contacts shows one: photo and name, then each detail that is there. */
export function ContactView({
  contact,
  actions,
  onEdit,
}: {
  contact: ContactAnswer;
  actions: ContactActions;
  onEdit: () => void;
}) {
  const t = useTranslations("contactsApp.detail");
  const tc = useTranslations("appsCommon");
  const { format } = useDateFormat();
  const { data: tags } = useContactTags();
  const { data: countries } = useCountries();
  const tagTitles = contact.tags.flatMap((id) => tags?.find((tag) => tag.id === id)?.title ?? []);
  const job = [contact.title, contact.company].filter(Boolean).join(" · ");
  const dialCode = (iso: string) => countries?.find((country) => country.iso === iso)?.code ?? "";
  const hasDetails =
    contact.emails.length + contact.phoneNumbers.length > 0 || contact.address || contact.birthday || job;

  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4 }}>
      <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: 1 }}>
        <ContactAvatar name={contact.name} avatar={contact.avatar} size={96} />
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1, overflowWrap: "anywhere" }}>
          {contact.name}
        </Typography>
        {job && <Typography color="text.secondary">{job}</Typography>}
        {tagTitles.length > 0 && (
          <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap", justifyContent: "center" }} aria-label={t("tags")}>
            {tagTitles.map((title) => (
              <Chip key={title} size="small" icon={<LabelOutlined />} label={title} variant="outlined" />
            ))}
          </Box>
        )}
        <Box sx={{ display: "flex", gap: 1, mt: 1.5 }}>
          <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
            {tc("edit")}
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={() => actions.removeContact(contact)}
          >
            {tc("delete")}
          </Button>
        </Box>
      </Box>

      <Box sx={{ mt: 3, border: 1, borderColor: "divider", borderRadius: 2, px: 2, py: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700, pt: 1.5 }}>
          {t("details")}
        </Typography>
        {!hasDetails && (
          <Typography color="text.secondary" sx={{ py: 1.5 }}>
            {t("noDetails")}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {contact.emails.length > 0 && (
            <DetailRow icon={<EmailOutlined />} label={t("emails")}>
              {contact.emails.map((row, index) => (
                <Entry key={index} value={row.email} label={row.label} href={`mailto:${row.email}`} />
              ))}
            </DetailRow>
          )}
          {contact.phoneNumbers.length > 0 && (
            <DetailRow icon={<PhoneOutlined />} label={t("phones")}>
              {contact.phoneNumbers.map((row, index) => (
                <Entry
                  key={index}
                  value={`${dialCode(row.country)} ${row.phoneNumber}`.trim()}
                  country={row.country}
                  label={row.label}
                  href={`tel:${dialCode(row.country).replace(/\s/g, "")}${row.phoneNumber.replace(/[^0-9+]/g, "")}`}
                />
              ))}
            </DetailRow>
          )}
          {job && (
            <DetailRow icon={<WorkOutline />} label={t("job")}>
              <Typography>{job}</Typography>
            </DetailRow>
          )}
          {contact.birthday && (
            <DetailRow icon={<CakeOutlined />} label={t("birthday")}>
              <Typography>{format(birthdayDate(contact.birthday), "display", "UTC")}</Typography>
            </DetailRow>
          )}
          {contact.address && (
            <DetailRow icon={<PlaceOutlined />} label={t("address")}>
              <Typography sx={{ whiteSpace: "pre-line" }}>{contact.address}</Typography>
            </DetailRow>
          )}
        </Box>
      </Box>

      {contact.notes && (
        <Box sx={{ mt: 2, border: 1, borderColor: "divider", borderRadius: 2, px: 2, py: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t("notes")}
          </Typography>
          <Box
            sx={{
              "& p": { my: 0.75 },
              "& ul, & ol": { pl: 3 },
              "& a": { color: "primary.main" },
              overflowWrap: "anywhere",
            }}
            // Sanitised by the server when it was saved (lib/contacts/sanitize-notes.ts).
            dangerouslySetInnerHTML={{ __html: contact.notes }}
          />
        </Box>
      )}
    </Box>
  );
}
