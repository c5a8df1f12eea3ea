-- CreateIndex
CREATE INDEX "MailboxMail_userId_folderId_date_id_idx" ON "MailboxMail"("userId", "folderId", "date" DESC, "id");

-- CreateIndex
CREATE INDEX "MailboxMail_userId_folderId_unread_idx" ON "MailboxMail"("userId", "folderId", "unread");

-- CreateIndex
CREATE INDEX "MailboxMail_userId_starred_date_id_idx" ON "MailboxMail"("userId", "starred", "date" DESC, "id");

-- CreateIndex
CREATE INDEX "MailboxMail_userId_important_date_id_idx" ON "MailboxMail"("userId", "important", "date" DESC, "id");

