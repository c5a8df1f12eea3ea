-- DropIndex
DROP INDEX "TicketType_eventId_position_idx";

-- CreateIndex
CREATE INDEX "TicketType_eventId_position_quantity_idx" ON "TicketType"("eventId", "position", "quantity");

