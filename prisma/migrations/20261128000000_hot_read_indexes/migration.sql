-- DropIndex
DROP INDEX "OrderItem_orderId_idx";

-- CreateIndex
CREATE INDEX "Order_eventId_status_total_refundedAmount_id_idx" ON "Order"("eventId", "status", "total", "refundedAmount", "id");

-- CreateIndex
CREATE INDEX "OrderItem_orderId_quantity_idx" ON "OrderItem"("orderId", "quantity");
