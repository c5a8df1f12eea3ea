-- CreateIndex
CREATE INDEX "Attendee_eventId_voidedAt_checkedInAt_orderId_idx" ON "Attendee"("eventId", "voidedAt", "checkedInAt", "orderId");

