import type { MailboxFolderSlug, MailLabelColor } from "@/lib/mailbox/constants";

// The mailbox's sample data, written for this product: the mail of someone who hosts events.
// Names and addresses are invented; every address uses the reserved .example domain.

export const SAMPLE_LABELS: { title: string; slug: string; color: MailLabelColor }[] = [
  { title: "Personal", slug: "personal", color: "blue" },
  { title: "Work", slug: "work", color: "indigo" },
  { title: "Payments", slug: "payments", color: "red" },
  { title: "Invoices", slug: "invoices", color: "teal" },
  { title: "Accounts", slug: "accounts", color: "purple" },
  { title: "Forums", slug: "forums", color: "green" },
];
export type SampleLabelSlug = "personal" | "work" | "payments" | "invoices" | "accounts" | "forums";

export const SAMPLE_CONTACTS = {
  priya: { name: "Priya Raman", address: "priya.raman@harborhall.example" },
  tomas: { name: "Tomas Lindqvist", address: "tomas@lindqvist-sound.example" },
  grace: { name: "Grace Okafor", address: "grace.okafor@fieldnotes.example" },
  mateo: { name: "Mateo Alvarez", address: "mateo.alvarez@northgate-catering.example" },
  hannah: { name: "Hannah Whitfield", address: "hannah@whitfieldprint.example" },
  kenji: { name: "Kenji Watanabe", address: "kenji.watanabe@brightline.example" },
  leila: { name: "Leila Haddad", address: "leila.haddad@citygreen.example" },
  oliver: { name: "Oliver Brandt", address: "oliver.brandt@ticketwave.example" },
  sofia: { name: "Sofia Marin", address: "sofia.marin@riverside-arts.example" },
  daniel: { name: "Daniel Osei", address: "daniel.osei@lumen-av.example" },
  ana: { name: "Ana Petrescu", address: "ana.petrescu@harborhall.example" },
  ingrid: { name: "Ingrid Novak", address: "ingrid.novak@communitylab.example" },
  samuel: { name: "Samuel Reyes", address: "samuel.reyes@metroparks.example" },
  chloe: { name: "Chloe Dubois", address: "chloe.dubois@atelier-fleur.example" },
  billing: { name: "Paywell Billing", address: "billing@paywell.example" },
  security: { name: "Paywell Security", address: "security@paywell.example" },
  forum: { name: "Event Hosts Forum", address: "digest@hostsforum.example" },
  prizes: { name: "Prize Center", address: "winner@lucky-draw.example" },
  deals: { name: "Ticket Deals", address: "offers@cheap-seats.example" },
  verify: { name: "Account Team", address: "verify@secure-check.example" },
  growth: { name: "Growth Fund", address: "info@growth-fund.example" },
  rankings: { name: "Rank First", address: "hello@rank-first.example" },
} as const;
export type SampleContactKey = keyof typeof SAMPLE_CONTACTS;

/** People who may be copied on a mail (the services and senders of spam never are). */
export const COPYABLE_CONTACTS: SampleContactKey[] = ["priya", "tomas", "grace", "mateo", "hannah", "kenji", "leila", "oliver", "sofia", "daniel", "ana", "ingrid", "samuel", "chloe"];

export type SampleAttachment = { kind: "image"; name: string } | { kind: "sheet"; name: string; rows: string[] } | { kind: "text"; name: string; text: string };

export type SampleMail = {
  folder: MailboxFolderSlug;
  /** The other party: the sender of a received mail, the recipient of a sent mail or draft. */
  contact: SampleContactKey;
  subject: string;
  /** Paragraphs of plain text; the seed wraps them in a greeting and a sign-off. */
  body: string[];
  labels?: SampleLabelSlug[];
  attachments?: SampleAttachment[];
  isImportant?: boolean;
  /** Fixed age, for a mail that must come after another one (a reply). */
  hoursAgo?: number;
};

export const SAMPLE_MAILS: SampleMail[] = [
  // ----- inbox (40), roughly newest first -----
  {
    folder: "inbox",
    contact: "priya",
    subject: "Venue walkthrough confirmed for Thursday",
    body: [
      "The main hall and both breakout rooms are free from 10:00 on Thursday, so we can walk through the floor plan together.",
      "I have attached the current layout with the stage moved to the north wall.",
    ],
    labels: ["work"],
    attachments: [{ kind: "image", name: "hall-layout.svg" }],
    hoursAgo: 9,
  },
  {
    folder: "inbox",
    contact: "tomas",
    subject: "Sound check schedule for the spring showcase",
    body: ["We would like to start the line check at 15:00 and the full sound check at 16:30.", "Could you confirm that doors still open at 19:00?"],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "billing",
    subject: "Your payout of 2,480.00 is on its way",
    body: ["Last week's ticket sales have been paid out to the bank account ending in 4410. The money usually arrives within two business days."],
    labels: ["payments"],
  },
  {
    folder: "inbox",
    contact: "grace",
    subject: "Notes from the volunteer briefing",
    body: ["Thanks again for joining the briefing. I summarised the shifts and the contact list in the attached sheet; please tell me if I missed anyone."],
    labels: ["work"],
    attachments: [
      { kind: "sheet", name: "volunteer-shifts.csv", rows: ["name,shift,role", "Lena,08:00-12:00,check-in", "Marco,12:00-16:00,cloakroom", "Yusuf,16:00-20:00,info desk"] },
    ],
  },
  {
    folder: "inbox",
    contact: "mateo",
    subject: "Menu options for 180 guests",
    body: ["Here are three menu options for the reception, with two vegetarian mains and one vegan main.", "Prices are per guest and include the service staff."],
    labels: ["work"],
    attachments: [{ kind: "sheet", name: "menu-options.csv", rows: ["option,main,price per guest", "A,roast vegetables,34", "B,mushroom risotto,38", "C,lentil curry,31"] }],
  },
  {
    folder: "inbox",
    contact: "hannah",
    subject: "Proof of the event posters",
    body: ["The first proof of the A2 posters is attached. The colours look a little darker on screen than they will in print."],
    labels: ["work"],
    attachments: [{ kind: "image", name: "poster-proof.svg" }],
  },
  {
    folder: "inbox",
    contact: "forum",
    subject: "Weekly digest: 12 new threads in Event Hosts",
    body: ["Popular this week: pricing early-bird tickets, an accessible venue checklist, and handling last-minute speaker cancellations."],
    labels: ["forums"],
  },
  {
    folder: "inbox",
    contact: "kenji",
    subject: "Livestream quote for the conference",
    body: ["Attached is our quote for a two-camera livestream with live captions. We can hold the date for you until the end of the month."],
    labels: ["work", "invoices"],
    attachments: [{ kind: "sheet", name: "livestream-quote.csv", rows: ["item,days,amount", "two cameras and crew,2,3200", "live captions,2,900", "streaming platform,2,400"] }],
  },
  {
    folder: "inbox",
    contact: "leila",
    subject: "Permit for the park stage approved",
    body: ["The outdoor event permit for the park stage has been approved. Please keep a printed copy on site on the day."],
    labels: ["work"],
    isImportant: true,
  },
  {
    folder: "inbox",
    contact: "oliver",
    subject: "Ticket sales passed 75 percent",
    body: ["Your autumn concert has sold 312 of 400 tickets. You may want to open the waiting list once sales reach 95 percent."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "sofia",
    subject: "Gallery opening next Friday",
    body: ["We are opening a new photography exhibition next Friday at 18:00 and would love to see you there. Drinks and light snacks are on us."],
    labels: ["personal"],
  },
  {
    folder: "inbox",
    contact: "daniel",
    subject: "Projector and screen availability",
    body: ["We have two laser projectors and a four-metre screen free on your date.", "Do you also need wireless microphones?"],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "ana",
    subject: "Deposit received, thank you",
    body: ["We have received the deposit for the main hall. The remaining balance is due 14 days before the event."],
    labels: ["payments", "invoices"],
  },
  {
    folder: "inbox",
    contact: "billing",
    subject: "Invoice INV-2041 for October",
    body: ["Your monthly invoice for the payment service is ready. The amount will be charged to the card on file on the 5th."],
    labels: ["invoices"],
    attachments: [{ kind: "sheet", name: "inv-2041.csv", rows: ["description,amount", "processing fees,84.20", "payout fees,12.00", "total,96.20"] }],
  },
  {
    folder: "inbox",
    contact: "ingrid",
    subject: "Workshop room swap",
    body: ["Could we move the afternoon workshop to room B? Room A has a projector fault that will not be fixed in time."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "samuel",
    subject: "Noise limits after 22:00",
    body: ["A reminder that the park has a noise limit after 22:00. Please ask the sound team to keep the final set below 85 dB."],
    labels: ["work"],
    isImportant: true,
  },
  {
    folder: "inbox",
    contact: "chloe",
    subject: "Flower arrangements for the gala",
    body: ["I sketched two arrangement ideas for the gala tables, one with white peonies and one with seasonal greens."],
    labels: ["work"],
    attachments: [
      { kind: "image", name: "peonies-sketch.svg" },
      { kind: "image", name: "greens-sketch.svg" },
    ],
  },
  {
    folder: "inbox",
    contact: "security",
    subject: "New sign-in to your payout account",
    body: ["We noticed a sign-in to your payout account from a new browser. If this was you, there is nothing to do."],
    labels: ["accounts"],
  },
  {
    folder: "inbox",
    contact: "priya",
    subject: "Parking passes for the crew",
    body: ["I can reserve twelve parking spaces behind the hall for the crew. Send me the number plates by Wednesday."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "grace",
    subject: "Coffee next week?",
    body: ["It has been a while! Are you free for a coffee next week? Tuesday or Thursday morning works for me."],
    labels: ["personal"],
  },
  {
    folder: "inbox",
    contact: "tomas",
    subject: "Backline list from the headliner",
    body: ["Attached is the backline list the headliner sent. We have most of it in stock; the vintage organ we would have to rent."],
    labels: ["work"],
    attachments: [{ kind: "sheet", name: "backline.csv", rows: ["item,in stock", "drum kit,yes", "bass amplifier,yes", "vintage organ,no"] }],
  },
  {
    folder: "inbox",
    contact: "forum",
    subject: "New guide: planning accessible events",
    body: ["The community has published a guide on planning accessible events. It covers step-free access, captioning and quiet rooms."],
    labels: ["forums"],
  },
  {
    folder: "inbox",
    contact: "oliver",
    subject: "Refund request for order 88412",
    body: ["A guest has asked for a refund of two tickets because of illness. Your policy allows refunds up to seven days before the event."],
    labels: ["payments"],
  },
  {
    folder: "inbox",
    contact: "kenji",
    subject: "Recording of the last panel",
    body: ["The recording of the last panel is ready. You can download it from our share until the end of next month."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "mateo",
    subject: "Dietary requirements",
    body: ["Could you send us the final list of dietary requirements by Friday? So far we have 14 vegetarian, 6 vegan and 3 gluten-free guests."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "leila",
    subject: "Community garden day",
    body: ["We are looking for volunteers for the community garden day. Perhaps some of your regular guests would like to join?"],
    labels: ["personal"],
  },
  {
    folder: "inbox",
    contact: "billing",
    subject: "Payment failed for invoice INV-2039",
    body: ["We could not charge the card on file for invoice INV-2039. Please update your payment details to avoid an interruption."],
    labels: ["payments", "invoices"],
    isImportant: true,
  },
  {
    folder: "inbox",
    contact: "hannah",
    subject: "Badge printing deadline",
    body: ["To have the badges ready for the conference, we need the final attendee list by Monday noon."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "sofia",
    subject: "Thank you for the lovely evening",
    body: ["Thank you for hosting the reading night. Several guests already asked when the next one will be."],
    labels: ["personal"],
  },
  {
    folder: "inbox",
    contact: "daniel",
    subject: "Updated technical rider",
    body: ["Please find the updated technical rider attached. The only change is an extra monitor for the keynote stage."],
    labels: ["work"],
    attachments: [{ kind: "sheet", name: "technical-rider.csv", rows: ["stage,item,count", "keynote,monitor,3", "keynote,lectern microphone,1", "breakout,projector,2"] }],
  },
  {
    folder: "inbox",
    contact: "forum",
    subject: "New reply to your post about early-bird pricing",
    body: ["Someone replied to your post about early-bird pricing: “We close early-bird sales a month out, and it works well for us.”"],
    labels: ["forums"],
  },
  {
    folder: "inbox",
    contact: "ingrid",
    subject: "Speaker travel bookings",
    body: ["I have booked the trains for the three speakers coming from out of town. The tickets are in the shared folder."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "samuel",
    subject: "Invoice for the park stage rental",
    body: ["Attached is the invoice for the park stage rental. Payment is due within 30 days."],
    labels: ["invoices", "payments"],
    attachments: [{ kind: "sheet", name: "park-stage-invoice.csv", rows: ["description,amount", "stage rental (2 days),1800", "cleaning,250", "total,2050"] }],
  },
  {
    folder: "inbox",
    contact: "chloe",
    subject: "Studio open day",
    body: ["Our studio holds an open day next Saturday, with workshops for children in the morning."],
    labels: ["personal"],
  },
  {
    folder: "inbox",
    contact: "ana",
    subject: "Cloakroom staffing",
    body: ["We usually staff the cloakroom with two people for up to 300 guests. Shall we plan a third for the gala?"],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "security",
    subject: "Your payout details were changed",
    body: ["The bank details for your payouts were changed. If you did not make this change, contact support right away."],
    labels: ["accounts"],
    isImportant: true,
  },
  {
    folder: "inbox",
    contact: "grace",
    subject: "Photos from the meetup",
    body: ["I picked a few favourite photos from the meetup; the rest are in the shared album."],
    labels: ["personal"],
    attachments: [
      { kind: "image", name: "meetup-stage.svg" },
      { kind: "image", name: "meetup-crowd.svg" },
    ],
  },
  {
    folder: "inbox",
    contact: "oliver",
    subject: "Assigned seating is now available",
    body: ["You can now sell assigned seats. Upload a seating map and we will turn it into a plan your guests can click."],
    labels: ["work"],
  },
  {
    folder: "inbox",
    contact: "kenji",
    subject: "Caption files for the recordings",
    body: ["The caption files for all four recordings are done. The attached note explains which file belongs to which session."],
    labels: ["work"],
    attachments: [{ kind: "text", name: "captions-readme.txt", text: "session-1.vtt: opening keynote\nsession-2.vtt: venue panel\nsession-3.vtt: ticketing workshop\nsession-4.vtt: closing talk\n" }],
  },
  {
    folder: "inbox",
    contact: "priya",
    subject: "Save the date: venue partners evening",
    body: ["We are hosting our venue partners for an informal evening on the 28th. It would be great to have you there."],
    labels: ["personal", "work"],
  },

  // ----- sent (6) -----
  {
    folder: "sent",
    contact: "priya",
    subject: "Re: Venue walkthrough confirmed for Thursday",
    body: ["Thursday at 10:00 works for me. I will bring our lighting designer along."],
    labels: ["work"],
    hoursAgo: 7,
  },
  {
    folder: "sent",
    contact: "mateo",
    subject: "Final guest numbers",
    body: ["We now have 184 confirmed guests; please plan the reception for 190 to be safe."],
    labels: ["work"],
  },
  {
    folder: "sent",
    contact: "hannah",
    subject: "Re: Proof of the event posters",
    body: ["The proof looks good. Please go ahead with 150 copies."],
    labels: ["work"],
  },
  {
    folder: "sent",
    contact: "oliver",
    subject: "Question about the waiting list",
    body: ["Can guests on the waiting list be told automatically when a ticket is refunded?"],
  },
  {
    folder: "sent",
    contact: "ingrid",
    subject: "Speaker dinner",
    body: ["I reserved a table for eight at 20:00 after the first conference day. Could you let the speakers know?"],
    labels: ["work"],
  },
  {
    folder: "sent",
    contact: "tomas",
    subject: "Re: Backline list from the headliner",
    body: ["Please go ahead and rent the organ; I will add it to the budget."],
    labels: ["work"],
  },

  // ----- drafts (5) -----
  {
    folder: "drafts",
    contact: "samuel",
    subject: "Stage rental for next summer",
    body: ["I would like to ask whether the park stage is free on the first weekend of July next year."],
  },
  {
    folder: "drafts",
    contact: "daniel",
    subject: "Extra microphones",
    body: ["Could we add two more handheld microphones for the question rounds?"],
    labels: ["work"],
  },
  {
    folder: "drafts",
    contact: "sofia",
    subject: "An idea for a joint evening",
    body: ["What would you think of a joint evening with readings and photography?"],
    labels: ["personal"],
  },
  {
    folder: "drafts",
    contact: "chloe",
    subject: "Re: Flower arrangements for the gala",
    body: ["I like the seasonal greens best. Could we add a few white candles to each table?"],
  },
  {
    folder: "drafts",
    contact: "grace",
    subject: "Thank you, volunteers",
    body: ["A big thank you to everyone who helped at the meetup. We could not have done it without you."],
  },

  // ----- spam (5) -----
  {
    folder: "spam",
    contact: "prizes",
    subject: "You have been selected for an exclusive reward",
    body: ["Congratulations! Claim your reward today by confirming your details on our page."],
  },
  {
    folder: "spam",
    contact: "deals",
    subject: "Sell your tickets ten times faster with one trick",
    body: ["Event organisers hate this one simple trick. Click to find out more."],
  },
  {
    folder: "spam",
    contact: "verify",
    subject: "Urgent: verify your account within 24 hours",
    body: ["Your account will be closed unless you confirm your password within 24 hours."],
  },
  {
    folder: "spam",
    contact: "growth",
    subject: "Guaranteed returns on your event income",
    body: ["Put your ticket income to work with guaranteed monthly returns."],
  },
  {
    folder: "spam",
    contact: "rankings",
    subject: "Page one of the search results in one week",
    body: ["We can bring your event page to the top of every search engine in seven days."],
  },

  // ----- trash (4) -----
  {
    folder: "trash",
    contact: "oliver",
    subject: "Your monthly sales summary",
    body: ["Last month you sold 1,204 tickets over five events. The busiest day was Saturday."],
  },
  {
    folder: "trash",
    contact: "forum",
    subject: "Weekly digest: 8 new threads in Event Hosts",
    body: ["Popular this week: choosing a ticketing partner and keeping queues short at the door."],
    labels: ["forums"],
  },
  {
    folder: "trash",
    contact: "kenji",
    subject: "Out of office until Monday",
    body: ["I am out of the office until Monday. For urgent questions about a livestream, please call our studio."],
  },
  {
    folder: "trash",
    contact: "mateo",
    subject: "Tasting session moved",
    body: ["The tasting session moves from Tuesday to Wednesday at the same time. Sorry for the short notice."],
  },
];
