"use client";
import { FeatureFlagsSection } from "@/components/settings/feature-flags-section";
import { OutboxSection } from "@/components/settings/outbox-section";

/** Administration (administrators only; the API answers everyone else 403): the feature flags and the outbox. */
export function AdminTab() {
  return (
    <>
      <FeatureFlagsSection />
      <OutboxSection />
    </>
  );
}
