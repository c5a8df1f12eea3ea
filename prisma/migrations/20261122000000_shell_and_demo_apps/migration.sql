-- CreateTable
CREATE TABLE "AcademyCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "AcademyCourse" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "duration" INTEGER NOT NULL,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AcademyCourse_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "AcademyCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AcademyCourseStep" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "courseId" TEXT NOT NULL,
    "order" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    CONSTRAINT "AcademyCourseStep_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "AcademyCourse" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AcademyCourseProgress" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "currentStep" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "AcademyCourseProgress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AcademyCourseProgress_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "AcademyCourse" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ChatContact" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "avatar" TEXT,
    "about" TEXT NOT NULL DEFAULT '',
    "title" TEXT,
    "company" TEXT,
    "birthday" DATETIME,
    "address" TEXT,
    "emails" TEXT NOT NULL DEFAULT '[]',
    "phoneNumbers" TEXT NOT NULL DEFAULT '[]',
    "attachments" TEXT NOT NULL DEFAULT '{"media":[],"docs":[],"links":[]}',
    CONSTRAINT "ChatContact_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "unreadCount" INTEGER NOT NULL DEFAULT 0,
    "muted" BOOLEAN NOT NULL DEFAULT false,
    "lastMessage" TEXT,
    "lastMessageAt" DATETIME,
    CONSTRAINT "ChatConversation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ChatConversation_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "ChatContact" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "chatId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "isMine" BOOLEAN NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ChatMessage_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "ChatConversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Contact" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameSearch" TEXT NOT NULL,
    "avatar" TEXT,
    "background" TEXT,
    "emails" TEXT NOT NULL DEFAULT '[]',
    "phoneNumbers" TEXT NOT NULL DEFAULT '[]',
    "title" TEXT,
    "company" TEXT,
    "birthday" DATETIME,
    "address" TEXT,
    "notes" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Contact_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ContactTag" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ContactTag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ContactTagLink" (
    "contactId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    PRIMARY KEY ("contactId", "tagId"),
    CONSTRAINT "ContactTagLink_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ContactTagLink_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "ContactTag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ContactCountry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "iso" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "flagImagePos" TEXT NOT NULL,
    "position" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "FileManagerItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "folderId" TEXT,
    "name" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifiedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "size" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "description" TEXT,
    CONSTRAINT "FileManagerItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FileManagerItem_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "FileManagerItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HelpCenterFaqCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "HelpCenterFaq" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "categoryId" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "HelpCenterFaq_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "HelpCenterFaqCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HelpCenterGuideCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "HelpCenterGuide" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "categoryId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "HelpCenterGuide_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "HelpCenterGuideCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InventoryCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "parentId" TEXT,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    CONSTRAINT "InventoryCategory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InventoryBrand" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    CONSTRAINT "InventoryBrand_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InventoryVendor" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    CONSTRAINT "InventoryVendor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InventoryTag" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "InventoryTag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InventoryProduct" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "categoryId" TEXT,
    "brandId" TEXT,
    "vendorId" TEXT,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "skuKey" TEXT NOT NULL,
    "barcode" TEXT NOT NULL,
    "stock" INTEGER NOT NULL,
    "reserved" INTEGER NOT NULL,
    "cost" REAL NOT NULL,
    "basePrice" REAL NOT NULL,
    "taxPercent" REAL NOT NULL,
    "price" REAL NOT NULL,
    "weight" REAL NOT NULL,
    "thumbnail" TEXT,
    "images" TEXT NOT NULL DEFAULT '[]',
    "active" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "InventoryProduct_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "InventoryProduct_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "InventoryCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "InventoryProduct_brandId_fkey" FOREIGN KEY ("brandId") REFERENCES "InventoryBrand" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "InventoryProduct_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "InventoryVendor" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InventoryProductTag" (
    "productId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    PRIMARY KEY ("productId", "tagId"),
    CONSTRAINT "InventoryProductTag_productId_fkey" FOREIGN KEY ("productId") REFERENCES "InventoryProduct" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "InventoryProductTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "InventoryTag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailboxSettings" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "messageLayout" TEXT NOT NULL DEFAULT 'right',
    CONSTRAINT "MailboxSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailboxLabel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "MailboxLabel_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailboxMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "folderId" TEXT NOT NULL,
    "fromAvatar" TEXT,
    "fromContact" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "cc" TEXT,
    "bcc" TEXT,
    "date" DATETIME NOT NULL,
    "subject" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "attachments" TEXT NOT NULL DEFAULT '[]',
    "starred" BOOLEAN NOT NULL DEFAULT false,
    "important" BOOLEAN NOT NULL DEFAULT false,
    "unread" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "MailboxMail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailboxMailLabel" (
    "mailId" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,

    PRIMARY KEY ("mailId", "labelId"),
    CONSTRAINT "MailboxMailLabel_mailId_fkey" FOREIGN KEY ("mailId") REFERENCES "MailboxMail" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MailboxMailLabel_labelId_fkey" FOREIGN KEY ("labelId") REFERENCES "MailboxLabel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "NoteLabel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "NoteLabel_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Note" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL DEFAULT '',
    "tasks" TEXT,
    "image" TEXT,
    "reminder" DATETIME,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME,
    CONSTRAINT "Note_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "NoteLabelLink" (
    "noteId" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,

    PRIMARY KEY ("noteId", "labelId"),
    CONSTRAINT "NoteLabelLink_noteId_fkey" FOREIGN KEY ("noteId") REFERENCES "Note" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "NoteLabelLink_labelId_fkey" FOREIGN KEY ("labelId") REFERENCES "NoteLabel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScrumboardMember" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "avatar" TEXT,
    CONSTRAINT "ScrumboardMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScrumboardBoard" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "icon" TEXT,
    "lastActivity" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ScrumboardBoard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScrumboardBoardMember" (
    "boardId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,

    PRIMARY KEY ("boardId", "memberId"),
    CONSTRAINT "ScrumboardBoardMember_boardId_fkey" FOREIGN KEY ("boardId") REFERENCES "ScrumboardBoard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScrumboardBoardMember_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "ScrumboardMember" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScrumboardList" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "boardId" TEXT NOT NULL,
    "position" REAL NOT NULL,
    "title" TEXT NOT NULL,
    CONSTRAINT "ScrumboardList_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScrumboardList_boardId_fkey" FOREIGN KEY ("boardId") REFERENCES "ScrumboardBoard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScrumboardCard" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "boardId" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "position" REAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "dueDate" DATETIME,
    CONSTRAINT "ScrumboardCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScrumboardCard_boardId_fkey" FOREIGN KEY ("boardId") REFERENCES "ScrumboardBoard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScrumboardCard_listId_fkey" FOREIGN KEY ("listId") REFERENCES "ScrumboardList" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScrumboardLabel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "boardId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    CONSTRAINT "ScrumboardLabel_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScrumboardLabel_boardId_fkey" FOREIGN KEY ("boardId") REFERENCES "ScrumboardBoard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ScrumboardCardLabel" (
    "cardId" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,

    PRIMARY KEY ("cardId", "labelId"),
    CONSTRAINT "ScrumboardCardLabel_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "ScrumboardCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ScrumboardCardLabel_labelId_fkey" FOREIGN KEY ("labelId") REFERENCES "ScrumboardLabel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShellNotice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "icon" TEXT,
    "image" TEXT,
    "link" TEXT,
    "useRouter" BOOLEAN NOT NULL DEFAULT false,
    "time" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "ShellNotice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShellShortcut" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "description" TEXT,
    "icon" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "useRouter" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ShellShortcut_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TaskTag" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TaskTag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Task" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "titleFolded" TEXT NOT NULL DEFAULT '',
    "notesFolded" TEXT NOT NULL DEFAULT '',
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "dueDate" DATETIME,
    "priority" INTEGER NOT NULL DEFAULT 1,
    "assignedTo" TEXT,
    "subTasks" TEXT NOT NULL DEFAULT '[]',
    "order" INTEGER NOT NULL,
    CONSTRAINT "Task_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TaskTagLink" (
    "taskId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,

    PRIMARY KEY ("taskId", "tagId"),
    CONSTRAINT "TaskTagLink_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TaskTagLink_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "TaskTag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "AcademyCategory_slug_key" ON "AcademyCategory"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "AcademyCourse_slug_key" ON "AcademyCourse"("slug");

-- CreateIndex
CREATE INDEX "AcademyCourse_title_idx" ON "AcademyCourse"("title");

-- CreateIndex
CREATE UNIQUE INDEX "AcademyCourseStep_courseId_order_key" ON "AcademyCourseStep"("courseId", "order");

-- CreateIndex
CREATE UNIQUE INDEX "AcademyCourseProgress_userId_courseId_key" ON "AcademyCourseProgress"("userId", "courseId");

-- CreateIndex
CREATE INDEX "ChatContact_userId_name_idx" ON "ChatContact"("userId", "name");

-- CreateIndex
CREATE INDEX "ChatConversation_userId_lastMessageAt_idx" ON "ChatConversation"("userId", "lastMessageAt");

-- CreateIndex
CREATE INDEX "ChatConversation_contactId_idx" ON "ChatConversation"("contactId");

-- CreateIndex
CREATE INDEX "ChatMessage_chatId_createdAt_idx" ON "ChatMessage"("chatId", "createdAt");

-- CreateIndex
CREATE INDEX "Contact_userId_createdAt_idx" ON "Contact"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ContactTag_userId_position_idx" ON "ContactTag"("userId", "position");

-- CreateIndex
CREATE INDEX "ContactTagLink_tagId_idx" ON "ContactTagLink"("tagId");

-- CreateIndex
CREATE UNIQUE INDEX "ContactCountry_iso_key" ON "ContactCountry"("iso");

-- CreateIndex
CREATE INDEX "ContactCountry_position_idx" ON "ContactCountry"("position");

-- CreateIndex
CREATE INDEX "FileManagerItem_userId_folderId_idx" ON "FileManagerItem"("userId", "folderId");

-- CreateIndex
CREATE UNIQUE INDEX "HelpCenterFaqCategory_slug_key" ON "HelpCenterFaqCategory"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "HelpCenterFaq_categoryId_position_key" ON "HelpCenterFaq"("categoryId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "HelpCenterGuideCategory_slug_key" ON "HelpCenterGuideCategory"("slug");

-- CreateIndex
CREATE INDEX "HelpCenterGuide_categoryId_position_idx" ON "HelpCenterGuide"("categoryId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "HelpCenterGuide_categoryId_slug_key" ON "HelpCenterGuide"("categoryId", "slug");

-- CreateIndex
CREATE INDEX "InventoryCategory_userId_name_idx" ON "InventoryCategory"("userId", "name");

-- CreateIndex
CREATE INDEX "InventoryBrand_userId_name_idx" ON "InventoryBrand"("userId", "name");

-- CreateIndex
CREATE INDEX "InventoryVendor_userId_name_idx" ON "InventoryVendor"("userId", "name");

-- CreateIndex
CREATE INDEX "InventoryTag_userId_position_idx" ON "InventoryTag"("userId", "position");

-- CreateIndex
CREATE INDEX "InventoryProduct_userId_nameKey_idx" ON "InventoryProduct"("userId", "nameKey");

-- CreateIndex
CREATE INDEX "InventoryProduct_categoryId_idx" ON "InventoryProduct"("categoryId");

-- CreateIndex
CREATE INDEX "InventoryProduct_brandId_idx" ON "InventoryProduct"("brandId");

-- CreateIndex
CREATE INDEX "InventoryProduct_vendorId_idx" ON "InventoryProduct"("vendorId");

-- CreateIndex
CREATE INDEX "InventoryProductTag_tagId_idx" ON "InventoryProductTag"("tagId");

-- CreateIndex
CREATE INDEX "MailboxLabel_userId_position_idx" ON "MailboxLabel"("userId", "position");

-- CreateIndex
CREATE INDEX "MailboxLabel_userId_slug_idx" ON "MailboxLabel"("userId", "slug");

-- CreateIndex
CREATE INDEX "MailboxMail_userId_folderId_date_idx" ON "MailboxMail"("userId", "folderId", "date");

-- CreateIndex
CREATE INDEX "MailboxMail_userId_date_idx" ON "MailboxMail"("userId", "date");

-- CreateIndex
CREATE INDEX "MailboxMailLabel_labelId_idx" ON "MailboxMailLabel"("labelId");

-- CreateIndex
CREATE INDEX "NoteLabel_userId_createdAt_idx" ON "NoteLabel"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Note_userId_createdAt_idx" ON "Note"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "NoteLabelLink_labelId_idx" ON "NoteLabelLink"("labelId");

-- CreateIndex
CREATE INDEX "ScrumboardMember_userId_name_idx" ON "ScrumboardMember"("userId", "name");

-- CreateIndex
CREATE INDEX "ScrumboardBoard_userId_title_idx" ON "ScrumboardBoard"("userId", "title");

-- CreateIndex
CREATE INDEX "ScrumboardBoardMember_memberId_idx" ON "ScrumboardBoardMember"("memberId");

-- CreateIndex
CREATE INDEX "ScrumboardList_userId_idx" ON "ScrumboardList"("userId");

-- CreateIndex
CREATE INDEX "ScrumboardList_boardId_position_idx" ON "ScrumboardList"("boardId", "position");

-- CreateIndex
CREATE INDEX "ScrumboardCard_userId_idx" ON "ScrumboardCard"("userId");

-- CreateIndex
CREATE INDEX "ScrumboardCard_boardId_idx" ON "ScrumboardCard"("boardId");

-- CreateIndex
CREATE INDEX "ScrumboardCard_listId_position_idx" ON "ScrumboardCard"("listId", "position");

-- CreateIndex
CREATE INDEX "ScrumboardLabel_userId_idx" ON "ScrumboardLabel"("userId");

-- CreateIndex
CREATE INDEX "ScrumboardLabel_boardId_title_idx" ON "ScrumboardLabel"("boardId", "title");

-- CreateIndex
CREATE INDEX "ScrumboardCardLabel_labelId_idx" ON "ScrumboardCardLabel"("labelId");

-- CreateIndex
CREATE INDEX "ShellNotice_userId_kind_time_idx" ON "ShellNotice"("userId", "kind", "time");

-- CreateIndex
CREATE INDEX "ShellShortcut_userId_createdAt_idx" ON "ShellShortcut"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "TaskTag_userId_createdAt_idx" ON "TaskTag"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Task_userId_order_idx" ON "Task"("userId", "order");

-- CreateIndex
CREATE INDEX "TaskTagLink_tagId_idx" ON "TaskTagLink"("tagId");

