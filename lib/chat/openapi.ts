import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  chatContactSchema,
  chatContactSummarySchema,
  chatMessageSchema,
  chatProfileSchema,
  chatSchema,
  chatSummarySchema,
  idQuerySchema,
  openChatBodySchema,
  sendMessageBodySchema,
  updateChatBodySchema,
} from "@/lib/chat/schema";

const tags = ["Chat"];
const chatNotFound = { 404: "No chat with this id: `Could not found chat with id of {id}!`" };

export const chatOperations: ApiOperation[] = [
  {
    operationId: "listChatContacts",
    method: "get",
    path: "/api/apps/chat/contacts",
    summary: "The chat contacts by name, without details and attachments",
    tags,
    response: { schema: z.array(chatContactSummarySchema) },
  },
  {
    operationId: "getChatContact",
    method: "get",
    path: "/api/apps/chat/contact",
    summary: "One chat contact with details and attachments (null when missing)",
    tags,
    query: idQuerySchema,
    response: { schema: chatContactSchema.nullable() },
  },
  {
    operationId: "getChatProfile",
    method: "get",
    path: "/api/apps/chat/profile",
    summary: "The user as the chat app shows them",
    tags,
    response: { schema: chatProfileSchema },
  },
  {
    operationId: "listChats",
    method: "get",
    path: "/api/apps/chat/chats",
    summary: "The user's chats, most recent first, without messages",
    tags,
    response: { schema: z.array(chatSummarySchema) },
  },
  {
    operationId: "getChat",
    method: "get",
    path: "/api/apps/chat/chat",
    summary: "One chat with its messages, oldest first",
    tags,
    query: idQuerySchema,
    response: { schema: chatSchema },
    errors: chatNotFound,
  },
  {
    operationId: "openChat",
    method: "post",
    path: "/api/apps/chat/chat",
    summary: "Open the user's chat with a contact: answers the existing chat, or a new one without messages",
    tags,
    body: openChatBodySchema,
    response: { schema: chatSchema },
    errors: { 404: "No chat contact with this id: `Could not found contact with id of {id}!`" },
  },
  {
    operationId: "updateChat",
    method: "patch",
    path: "/api/apps/chat/chat",
    summary: "Merge muted and unreadCount into a chat; answers the chat",
    tags,
    body: updateChatBodySchema,
    response: { schema: chatSchema },
    errors: chatNotFound,
  },
  {
    operationId: "sendChatMessage",
    method: "post",
    path: "/api/apps/chat/chat/message",
    summary: "Send a message from the user; it becomes the chat's last message",
    tags,
    body: sendMessageBodySchema,
    response: { schema: chatMessageSchema },
    errors: chatNotFound,
  },
];
