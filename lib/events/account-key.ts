// The value of Event.accountKey for each kind of account (see prisma/schema/events.prisma).
// Pure, so the seed and command-line tools can use it outside the server.

export function personalAccountKey(userId: string) {
  return `user:${userId}`;
}

export function vendorAccountKey(vendorId: string) {
  return `vendor:${vendorId}`;
}
