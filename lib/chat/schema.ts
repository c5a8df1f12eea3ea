import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/limits";

// Requests -----------------------------------------------------------------------------------

export const chatIdSchema = z.string().trim().min(1, "required").max(100, "tooLong");

export const idQuerySchema = z.object({ id: chatIdSchema });

/**
 * PATCH chat/chat: `{ id, chat }`. The screens send the whole chat object back; only the fields
 * a user may change (muted, unreadCount) are merged, everything else is ignored.
 */
export const updateChatBodySchema = z.object({
  id: chatIdSchema,
  chat: z.object({
    muted: z.boolean().optional(),
    unreadCount: z.number().int().min(0).max(1_000_000).optional(),
  }),
});
export type ChatChanges = z.infer<typeof updateChatBodySchema>["chat"];

/** POST chat/chat: `{ contactId }` opens the user's chat with that contact, creating it when there is none. */
export const openChatBodySchema = z.object({ contactId: chatIdSchema });

export { MAX_MESSAGE_LENGTH };

export const sendMessageBodySchema = z.object({
  chatId: chatIdSchema,
  value: z.string().trim().min(1, "required").max(MAX_MESSAGE_LENGTH, "tooLong"),
});

// Answers (the specification's shapes, section 3) ---------------------------------------------

export const chatEmailSchema = z.object({ email: z.string(), label: z.string() });
export const chatPhoneNumberSchema = z.object({ country: z.string(), phoneNumber: z.string(), label: z.string() });
export const chatAttachmentsSchema = z.object({
  media: z.array(z.string()),
  docs: z.array(z.string()),
  links: z.array(z.string()),
});

export const chatContactDetailsSchema = z.object({
  emails: z.array(chatEmailSchema),
  phoneNumbers: z.array(chatPhoneNumberSchema),
  title: z.string().nullable(),
  company: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
});

export const chatContactSummarySchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  name: z.string(),
  about: z.string(),
});
export const chatContactSchema = chatContactSummarySchema.extend({
  details: chatContactDetailsSchema,
  attachments: chatAttachmentsSchema,
});

export const chatProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  about: z.string().nullable(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  contactId: z.string(),
  value: z.string(),
  createdAt: z.string(),
  isMine: z.boolean(),
});

export const chatSummarySchema = z.object({
  id: z.string(),
  contactId: z.string(),
  contact: z.object({
    avatar: z.string().nullable(),
    name: z.string(),
    about: z.string(),
    details: chatContactDetailsSchema,
  }),
  unreadCount: z.number().int(),
  muted: z.boolean(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export const chatSchema = chatSummarySchema.extend({ messages: z.array(chatMessageSchema) });

export type ChatEmail = z.infer<typeof chatEmailSchema>;
export type ChatPhoneNumber = z.infer<typeof chatPhoneNumberSchema>;
export type ChatAttachments = z.infer<typeof chatAttachmentsSchema>;
export type ChatContactDetails = z.infer<typeof chatContactDetailsSchema>;
export type ChatContactSummary = z.infer<typeof chatContactSummarySchema>;
export type ChatContact = z.infer<typeof chatContactSchema>;
export type ChatProfile = z.infer<typeof chatProfileSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export type Chat = z.infer<typeof chatSchema>;
