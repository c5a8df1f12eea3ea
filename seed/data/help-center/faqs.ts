// The help center's FAQs, written for hosts and vendors of the event platform. Answers are HTML.

export type SampleFaqCategory = { slug: string; title: string; faqs: { question: string; answer: string }[] };

export const FAQ_CATEGORIES: SampleFaqCategory[] = [
  {
    slug: "most-asked",
    title: "Most asked",
    faqs: [
      {
        question: "How do I publish my first event?",
        answer: "<p>Open <strong>Events</strong>, choose <em>New event</em>, fill in the date, venue and at least one ticket type, then press <strong>Publish</strong>. Until then the event is a draft that only your team can see.</p>",
      },
      {
        question: "When do I receive the money from ticket sales?",
        answer: "<p>Payouts are sent to your bank account on a rolling schedule, usually two business days after each sale clears. You can follow every payout under <strong>Payments</strong>.</p>",
      },
      {
        question: "Can attendees get a refund?",
        answer: "<p>You decide. Set a refund policy per event; refunds you approve are returned to the original card and deducted from your next payout.</p>",
      },
      {
        question: "How does check-in work at the door?",
        answer: "<p>Every ticket carries a QR code. Door staff scan it with the check-in screen on any phone; a ticket can be scanned once, and the screen warns about duplicates straight away.</p>",
      },
      {
        question: "Can several people manage the same event?",
        answer: "<p>Yes. Create a vendor account and invite your team: owners and admins can edit events and see payouts, staff can check guests in.</p>",
      },
    ],
  },
  {
    slug: "general-inquiries",
    title: "General inquiries",
    faqs: [
      {
        question: "What kinds of events can I host?",
        answer: "<p>Concerts, conferences, markets, workshops, club nights, sports days: anything with a date, a place and a guest list. Online events work too; leave the venue empty and add a streaming link.</p>",
      },
      {
        question: "Is there a limit on the number of tickets I can sell?",
        answer: "<p>No platform limit. Each ticket type has its own capacity, and the event as a whole can have a cap so that you never oversell the venue.</p>",
      },
      {
        question: "Which languages does the dashboard support?",
        answer: "<p>English, Turkish and Romanian. Pick yours from the language switcher in the top bar; attendees see the event page in their own browser language where a translation exists.</p>",
      },
      {
        question: "Can I use my own domain for event pages?",
        answer: "<p>Public event pages live on the platform's address. You can link to them from your own site or embed the ticket widget on it.</p>",
      },
      {
        question: "How do I contact other hosts?",
        answer: "<p>Use the team chat in the side panel for people in your vendor account. For hosts outside it, share an event link or your contact email from the public vendor page.</p>",
      },
    ],
  },
  {
    slug: "licenses",
    title: "Licenses",
    faqs: [
      {
        question: "Do I need a music licence to play recorded music at my event?",
        answer: "<p>In most countries, yes: public performance of recorded music is licensed by a collecting society. Check with your venue first, many hold a licence that already covers your event.</p>",
      },
      {
        question: "Who is responsible for the alcohol licence?",
        answer: "<p>Whoever sells the drinks. If a bar vendor runs the bar, their licence applies; if you sell drinks yourself, you need a temporary event licence from the local authority.</p>",
      },
      {
        question: "How many team members does my plan include?",
        answer: "<p>Every vendor account includes five team seats. Extra seats can be added at any time under <strong>Settings</strong> and are billed from the next month.</p>",
      },
      {
        question: "Can I resell or transfer my account licence?",
        answer: "<p>No. An account belongs to the person or company that created it, but you can hand over ownership of a vendor account to another member.</p>",
      },
      {
        question: "Do I need permission to use photos taken at my event?",
        answer: "<p>Tell guests on the event page and at the entrance that photos will be taken. For close-up portraits used in advertising, ask the person for written consent.</p>",
      },
    ],
  },
  {
    slug: "payments",
    title: "Payments",
    faqs: [
      {
        question: "Which payment methods can attendees use?",
        answer: "<p>Cards, Apple Pay and Google Pay everywhere, plus local methods such as bank transfers where the payment provider supports them.</p>",
      },
      {
        question: "What fees are deducted from my ticket sales?",
        answer: "<p>A payment-processing fee per order and a small platform fee per paid ticket. Free tickets carry no fee. The breakdown of every order is shown in <strong>Payments</strong>.</p>",
      },
      {
        question: "Why is a payout on hold?",
        answer: "<p>Payouts pause while the bank account is being verified or when a payment is disputed. The payout page shows the reason and what is needed to release it.</p>",
      },
      {
        question: "Can I pass the fees on to attendees?",
        answer: "<p>Yes. In the ticket settings choose <em>Attendee pays fees</em>; the fee is then added to the ticket price at checkout.</p>",
      },
      {
        question: "How do I get an invoice for the platform fees?",
        answer: "<p>A monthly invoice is created on the first day of each month and can be downloaded from <strong>Payments → Invoices</strong>.</p>",
      },
    ],
  },
  {
    slug: "support",
    title: "Support",
    faqs: [
      {
        question: "How do I reach the support team?",
        answer: "<p>Write to us from the help center's contact form. We answer within one business day, and within an hour on the day of an event.</p>",
      },
      {
        question: "What if check-in stops working during my event?",
        answer: "<p>The check-in screen keeps working offline and syncs when the connection returns. As a fallback, print the guest list from the event page before the doors open.</p>",
      },
      {
        question: "I did not receive the confirmation email. What now?",
        answer: "<p>Check the spam folder first. You can ask for a new email from the sign-in page; links in it are valid for 24 hours.</p>",
      },
      {
        question: "How do I report a fraudulent event?",
        answer: "<p>Use the <em>Report</em> link at the bottom of the public event page. Our trust team reviews every report and may pause ticket sales while it does.</p>",
      },
      {
        question: "Can I delete my account?",
        answer: "<p>Yes, from <strong>Settings → Account</strong>, once your events have finished and all payouts have been sent.</p>",
      },
    ],
  },
];
