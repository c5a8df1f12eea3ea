/** The longest chat message, in characters: the schema's limit and the composer's (which ships without zod). */
export const MAX_MESSAGE_LENGTH = 5000;
