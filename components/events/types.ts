// What the host API answers, as the browser receives it (instants are ISO strings). The shapes
// are the API's own answer schemas (lib/events/answers.ts), so a change there breaks the build here.
export type {
  AttendeeAnswer as AttendeeRow,
  AttendeeList as AttendeeListResponse,
  CheckInAnswer,
  EventDetail as HostEvent,
  EventList as EventListResponse,
  EventListItem,
  EventStats,
  EventTabCounts as EventCounts,
  OrderAnswer as OrderRow,
  OrderList as OrderListResponse,
  PromoCodeAnswer as PromoCode,
  TicketTypeAnswer as TicketType,
} from "@/lib/events/answers";

/** What the status actions need of an event, whether it comes from the list or the event page. */
export type EventRef = {
  id: string;
  title: string;
  slug: string;
  status: "draft" | "published" | "cancelled" | "archived";
  endsAt: string;
};
