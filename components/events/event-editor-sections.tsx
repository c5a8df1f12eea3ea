"use client";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Box from "@mui/material/Box";
import { CoverPreview } from "@/components/events/cover-preview";
import { CoverUploadButton } from "@/components/events/cover-upload-button";
import { CountryField } from "@/components/events/country-field";
import { EditorSection as Section } from "@/components/events/editor-section";
import { shiftEnd, type EditorValues } from "@/components/events/event-form";
import { RichTextField } from "@/components/events/rich-text-field";
import { TimeZoneField } from "@/components/events/time-zone-field";
import { fieldId, type EditorEvent, type EventEditorForm } from "@/components/events/use-event-editor";
import { CURRENCIES, EVENT_CATEGORIES, EVENT_FORMATS, EVENT_VISIBILITIES } from "@/lib/events/schema";

// The editor's sections, one component each; they read and write the form of useEventEditor.

type SectionProps = { form: EventEditorForm; event?: EditorEvent };

/** Title, address, summary, description and category. */
export function BasicsSection({ form }: SectionProps) {
  const { t, values, errors, isNew, message, update, text, setSlugEdited } = form;
  return (
    <Section title={t("editor.sections.basics")}>
      <TextField
        {...text("title")}
        label={t("editor.fields.title")}
        required
        autoFocus={isNew}
        slotProps={{ htmlInput: { maxLength: 140 } }}
      />
      <TextField
        {...text("slug", t("editor.hints.slug", { url: `/p/event/${values.slug || "…"}` }))}
        label={t("editor.fields.slug")}
        onChange={(changeEvent) => {
          setSlugEdited(changeEvent.target.value !== "");
          update({ slug: changeEvent.target.value.toLowerCase().replace(/\s+/g, "-") });
        }}
        slotProps={{
          htmlInput: { maxLength: 80, spellCheck: false, autoCapitalize: "none" },
          input: { startAdornment: <InputAdornment position="start">/p/event/</InputAdornment> },
        }}
      />
      <TextField
        {...text("summary", t("editor.hints.summary", { count: values.summary.length, max: 280 }))}
        label={t("editor.fields.summary")}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 280 } }}
      />
      <RichTextField
        id={fieldId("description")}
        label={t("editor.fields.description")}
        value={values.description}
        onChange={(html) => update({ description: html })}
        error={Boolean(errors.description)}
        helperText={message(errors.description) ?? t("editor.hints.description")}
      />
      <TextField {...text("category")} select label={t("editor.fields.category")}>
        {EVENT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`categories.${category}`)}
          </MenuItem>
        ))}
      </TextField>
    </Section>
  );
}

/** The time zone and the start and end, typed in that zone. */
export function WhenSection({ form }: SectionProps) {
  const { t, values, errors, zoneLabel, message, update, text } = form;
  return (
    <Section title={t("editor.sections.when")} description={t("editor.hints.when")}>
      <TimeZoneField
        id={fieldId("timezone")}
        label={t("editor.fields.timezone")}
        value={values.timezone}
        onChange={(timezone) => update({ timezone })}
        error={Boolean(errors.timezone)}
        helperText={message(errors.timezone) ?? zoneLabel}
      />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <TextField
          {...text("startsLocal", t("editor.hints.inZone", { zone: values.timezone }))}
          label={t("editor.fields.startsAt")}
          type="datetime-local"
          required
          onChange={(changeEvent) => {
            const startsLocal = changeEvent.target.value;
            update({
              startsLocal,
              endsLocal: shiftEnd(values.startsLocal, startsLocal, values.endsLocal, values.timezone),
            });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...text("endsLocal", t("editor.hints.inZone", { zone: values.timezone }))}
          label={t("editor.fields.endsAt")}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.startsLocal || undefined } }}
        />
      </Box>
    </Section>
  );
}

/** In person, online or both: the venue, the link. */
export function WhereSection({ form }: SectionProps) {
  const { t, values, errors, message, update, text } = form;
  const showVenue = values.format !== "online";
  const showOnline = values.format !== "in-person";
  return (
    <Section title={t("editor.sections.where")}>
      <FormControl>
        <FormLabel id="event-format-label" sx={{ fontSize: 14, mb: 0.5 }}>
          {t("editor.fields.format")}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="event-format-label"
          name="format"
          value={values.format}
          onChange={(changeEvent) => update({ format: changeEvent.target.value as EditorValues["format"] })}
        >
          {EVENT_FORMATS.map((format) => (
            <FormControlLabel key={format} value={format} control={<Radio />} label={t(`format.${format}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {showVenue && (
        <>
          <TextField
            {...text("venueName")}
            label={t("editor.fields.venueName")}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            {...text("venueAddress")}
            label={t("editor.fields.venueAddress")}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
            <TextField
              {...text("venueCity")}
              label={t("editor.fields.venueCity")}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <CountryField
              label={t("editor.fields.venueCountry")}
              value={values.venueCountry}
              onChange={(venueCountry) => update({ venueCountry })}
              error={Boolean(errors.venueCountry)}
              helperText={message(errors.venueCountry)}
            />
          </Box>
        </>
      )}
      {showOnline && (
        <TextField
          {...text("onlineUrl", t("editor.hints.onlineUrl"))}
          label={t("editor.fields.onlineUrl")}
          type="url"
          placeholder="https://"
          slotProps={{ htmlInput: { maxLength: 2048, spellCheck: false } }}
        />
      )}
    </Section>
  );
}

/** Who can find the event, and its cover image. */
export function PublishingSection({ form }: SectionProps) {
  const { t, values, update, text } = form;
  return (
    <Section title={t("editor.sections.publishing")}>
      <TextField
        {...text("visibility", t(`editor.hints.visibility.${values.visibility}`))}
        select
        label={t("editor.fields.visibility")}
      >
        {EVENT_VISIBILITIES.map((visibility) => (
          <MenuItem key={visibility} value={visibility}>
            {t(`visibility.${visibility}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...text("coverImage", t("editor.hints.coverImage"))}
        label={t("editor.fields.coverImage")}
        type="url"
        placeholder="https://"
        slotProps={{ htmlInput: { maxLength: 2048, spellCheck: false } }}
      />
      <CoverPreview src={values.coverImage} label={t("editor.coverPreview")} emptyLabel={t("editor.noCover")} />
      <CoverUploadButton
        hasCover={values.coverImage.trim() !== ""}
        onUploaded={(coverImage) => update({ coverImage })}
        onRemove={() => update({ coverImage: "" })}
      />
    </Section>
  );
}

/** Currency, capacity, how buyers pay (and by when, offline) and how long a checkout holds its tickets. */
export function TicketsSection({ form, event }: SectionProps) {
  const { t, values, update, text } = form;
  return (
    <Section title={t("editor.sections.tickets")}>
      <TextField
        {...text("currency", event?.hasOrders ? t("editor.hints.currencyLocked") : undefined)}
        select
        label={t("editor.fields.currency")}
        disabled={event?.hasOrders}
      >
        {CURRENCIES.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...text("capacity", t("editor.hints.capacity"))}
        label={t("editor.fields.capacity")}
        placeholder={t("editor.unlimited")}
        slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*" } }}
      />
      <FormControl>
        <FormLabel id="event-payment-label" sx={{ fontSize: 14, mb: 0.5 }}>
          {t("editor.fields.paymentMethod")}
        </FormLabel>
        <RadioGroup
          aria-labelledby="event-payment-label"
          name="paymentMethod"
          value={values.paymentMethod}
          onChange={(changeEvent) =>
            update({ paymentMethod: changeEvent.target.value as EditorValues["paymentMethod"] })
          }
        >
          <FormControlLabel value="offline" control={<Radio />} label={t("payment.offline")} />
          <FormControlLabel value="stripe" control={<Radio />} label={t("payment.stripe")} />
        </RadioGroup>
      </FormControl>
      {values.paymentMethod === "offline" && (
        <>
          <TextField
            {...text("offlinePaymentInstructions", t("editor.hints.offlineInstructions"))}
            label={t("editor.fields.offlinePaymentInstructions")}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            {...text("paymentDueDays", t("editor.hints.paymentDueDays"))}
            label={t("editor.fields.paymentDueDays")}
            slotProps={{
              htmlInput: { inputMode: "numeric", pattern: "[0-9]*" },
              input: { endAdornment: <InputAdornment position="end">{t("editor.days")}</InputAdornment> },
            }}
          />
        </>
      )}
      <TextField
        {...text("reservationMinutes", t("editor.hints.reservationMinutes"))}
        label={t("editor.fields.reservationMinutes")}
        slotProps={{
          htmlInput: { inputMode: "numeric", pattern: "[0-9]*" },
          input: { endAdornment: <InputAdornment position="end">{t("editor.minutes")}</InputAdornment> },
        }}
      />
    </Section>
  );
}
