"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AvatarSection } from "@/components/settings/avatar-section";
import { ProfileForm } from "@/components/settings/profile-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { useProfile } from "@/lib/swr/use-settings";
import type { ProfileAnswer } from "@/lib/users/schema";

/** The profile tab: the picture, then name, email, public address and the defaults of new events. */
export function ProfileTab({ initial }: { initial: ProfileAnswer }) {
  const t = useTranslations("settings.profile");
  const { data, mutate } = useProfile(initial);
  const profile = data ?? initial;
  // A save starts the form again from what the server answered (a pending email goes back to the current one).
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <AvatarSection
        name={profile.user.name}
        avatar={profile.user.avatar}
        onChanged={(avatar) => void mutate({ ...profile, user: { ...profile.user, avatar } }, { revalidate: false })}
      />
      <SettingsSection title={t("title")} description={t("description")}>
        <ProfileForm
          key={formKey}
          profile={profile}
          onSaved={(answer) => {
            void mutate(answer, { revalidate: false });
            setFormKey((key) => key + 1);
          }}
        />
      </SettingsSection>
    </>
  );
}
