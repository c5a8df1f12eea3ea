"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { AvatarEditor } from "@/components/apps/contacts/avatar-editor";
import { EmailFields, PhoneFields } from "@/components/apps/contacts/contact-entry-fields";
import { TagPicker } from "@/components/apps/contacts/tag-picker";
import type { ContactActions } from "@/components/apps/contacts/use-contact-actions";
import { RichTextField } from "@/components/events/rich-text-field";
import { checkContactForm, toFormValues, type ContactFormValues, type FormErrors } from "@/lib/contacts/contact-form";
import {
  CONTACT_ADDRESS_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SHORT_TEXT_MAX,
  NEW_CONTACT_NAME,
  type ContactAnswer,
} from "@/lib/contacts/schema";
import { useContactTags } from "@/lib/swr/use-contacts";
import { DateField } from "@/components/ui/date-field";

/**
 * A contact in edit mode. Nothing is sent until Save, and only once the form passes the server's
 * own rules (lib/contacts/contact-form.ts); then the pane goes back to the contact at once and the
 * change is sent (put back with a message if the server says no). Cancel drops the edits.
 */
export function ContactEditor({
  contact,
  actions,
  onDone,
}: {
  contact: ContactAnswer;
  actions: ContactActions;
  onDone: () => void;
}) {
  const t = useTranslations("contactsApp");
  const tc = useTranslations("appsCommon");
  const { data: tags } = useContactTags();
  const [values, setValues] = useState<ContactFormValues>(() => toFormValues(contact));
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (path: string) => (errors[path] ? t(`validation.${errors[path]}`) : undefined);

  // After a refused save, the first field in error takes the focus.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkContactForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onDone();
    void actions.saveContact(contact.id, checked.patch);
  };

  const fieldProps = (field: "name" | "title" | "company" | "address", max: number) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: max } },
  });

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={t("editor.label", { name: contact.name })}
    >
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, display: "flex", flexDirection: "column", gap: 2.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t("editor.title")}
        </Typography>
        <AvatarEditor contact={contact} actions={actions} />
        <TextField
          label={t("editor.name")}
          required
          autoFocus
          onFocus={(event) => {
            if (event.target.value === NEW_CONTACT_NAME) event.target.select();
          }}
          {...fieldProps("name", CONTACT_NAME_MAX)}
        />
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
          <TextField label={t("editor.jobTitle")} {...fieldProps("title", CONTACT_SHORT_TEXT_MAX)} />
          <TextField label={t("editor.company")} {...fieldProps("company", CONTACT_SHORT_TEXT_MAX)} />
        </Box>
        <EmailFields rows={values.emails} onChange={(rows) => set("emails", rows)} errorOf={errorOf} />
        <PhoneFields rows={values.phoneNumbers} onChange={(rows) => set("phoneNumbers", rows)} errorOf={errorOf} />
        <DateField
          label={t("editor.birthday")}
          value={values.birthday}
          onChange={(day) => set("birthday", day)}
          error={Boolean(errorOf("birthday"))}
          helperText={errorOf("birthday")}
          sx={{ maxWidth: 240 }}
        />
        <TextField label={t("editor.address")} multiline minRows={2} {...fieldProps("address", CONTACT_ADDRESS_MAX)} />
        <TagPicker value={values.tags} onChange={(ids) => set("tags", ids)} tags={tags} actions={actions} />
        <RichTextField
          label={t("editor.notes")}
          placeholder={t("editor.notesPlaceholder")}
          value={values.notes}
          onChange={(html) => set("notes", html)}
          error={Boolean(errorOf("notes"))}
          helperText={errorOf("notes")}
        />
      </Box>
      <Box
        sx={{
          position: "sticky",
          bottom: 0,
          zIndex: 3,
          display: "flex",
          justifyContent: "flex-end",
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderTop: 1,
          borderColor: "divider",
          bgcolor: "background.paper",
        }}
      >
        <Button onClick={onDone}>{tc("cancel")}</Button>
        <Button type="submit" variant="contained">
          {tc("save")}
        </Button>
      </Box>
    </Box>
  );
}
