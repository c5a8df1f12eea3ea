import { z } from "zod";

const optionalText = (max: number) => z.string().max(max, "tooLong").nullable().optional();

/** The writable fields of a message or notification (spec section 3). */
export const noticeFieldsSchema = z.object({
  title: optionalText(200),
  description: optionalText(2000),
  icon: optionalText(200),
  image: optionalText(200_000),
  link: optionalText(2000),
  useRouter: z.boolean().optional(),
  time: z.iso.datetime({ offset: true }).optional(),
  read: z.boolean().optional(),
});

export const idQuerySchema = z.object({ id: z.string().min(1).max(100) });

export const shortcutFieldsSchema = z.object({
  label: z.string().trim().min(1, "required").max(100, "tooLong"),
  description: optionalText(300),
  icon: z.string().trim().min(1, "required").max(200, "tooLong"),
  link: z.string().trim().min(1, "required").max(2000, "tooLong"),
  useRouter: z.boolean(),
});

export { NOTICE_KINDS, type NoticeKind } from "@/lib/shell/notice-kinds";

export const noticeSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  useRouter: z.boolean(),
  time: z.string(),
  read: z.boolean(),
  seen: z.boolean(),
});
export const shortcutSchema = shortcutFieldsSchema.extend({ id: z.string(), description: z.string().nullable() });
