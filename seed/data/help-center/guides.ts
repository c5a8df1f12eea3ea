// The help center's guides, written for hosts and vendors of the event platform. Content is HTML.
// Category sizes differ on purpose (4 to 8), so the default limit of 5 cuts some lists and not others.

export type SampleGuide = { slug: string; title: string; subtitle: string; content: string };
export type SampleGuideCategory = { slug: string; title: string; guides: SampleGuide[] };

export const GUIDE_CATEGORIES: SampleGuideCategory[] = [
  {
    slug: "getting-started",
    title: "Getting started",
    guides: [
      {
        slug: "what-is-the-platform",
        title: "What can you do here?",
        subtitle: "A quick tour of events, payments and check-in",
        content: "<p>The dashboard brings together everything you need to run an event: a page to sell tickets, a calendar of what is coming up, payouts from every sale, and a check-in screen for the door.</p><p>Start with one event; everything else grows from there.</p>",
      },
      {
        slug: "create-your-account",
        title: "Create your account",
        subtitle: "Sign up and confirm your email address",
        content: "<ol><li>Open the sign-up page and enter your name, email and a password.</li><li>Confirm your address with the link we send you.</li><li>Sign in: your personal account is ready.</li></ol>",
      },
      {
        slug: "create-your-first-event",
        title: "Create your first event",
        subtitle: "From a blank draft to a published page",
        content: "<p>Choose <strong>Events → New event</strong>. Give it a name, a date and a venue, then add a ticket type. Preview the public page and press <strong>Publish</strong> when it looks right.</p>",
      },
      {
        slug: "add-ticket-types",
        title: "Add ticket types",
        subtitle: "Early bird, standard, VIP and free tickets",
        content: "<p>Each ticket type has a price, a capacity and a sales window. Use a short sales window for early-bird tickets, and a hidden type with an access code for guests and press.</p>",
      },
      {
        slug: "share-your-event",
        title: "Share your event",
        subtitle: "Links, social posts and the ticket widget",
        content: "<p>Copy the event link from the event page, or embed the ticket widget on your own website. Links with <code>utm_</code> parameters show up in your analytics by source.</p>",
      },
      {
        slug: "check-in-guests",
        title: "Check in your guests",
        subtitle: "Scan tickets at the door with any phone",
        content: "<p>Open the event's check-in screen on a phone and allow the camera. Every scan shows the ticket type and name; a ticket scanned twice shows a red warning.</p>",
      },
      {
        slug: "after-the-event",
        title: "After the event",
        subtitle: "Thank your guests and review the numbers",
        content: "<p>Send a thank-you note to everyone who checked in, look at the attendance and sales figures under <strong>Analytics</strong>, and check that the last payout arrived.</p>",
      },
    ],
  },
  {
    slug: "projects",
    title: "Projects",
    guides: [
      {
        slug: "what-is-a-project",
        title: "What is a project?",
        subtitle: "Group events that belong together",
        content: "<p>A project groups related events, such as the nights of a festival or the sessions of a conference series, so that they share a budget, a team and one set of reports.</p>",
      },
      {
        slug: "create-a-project",
        title: "Create a project",
        subtitle: "Start a series or a multi-day festival",
        content: "<p>Choose <strong>New project</strong>, name it and pick its dates. Events you create from inside the project belong to it automatically.</p>",
      },
      {
        slug: "move-events-between-projects",
        title: "Move events between projects",
        subtitle: "Reorganise without losing tickets or payouts",
        content: "<p>Open the event's settings and choose another project. Sold tickets, guest lists and payouts move with the event.</p>",
      },
      {
        slug: "project-budget",
        title: "Plan a project budget",
        subtitle: "Expected costs against ticket revenue",
        content: "<p>Enter your expected costs per event; the project page compares them with the revenue so far and shows how many tickets you still need to sell to break even.</p>",
      },
      {
        slug: "invite-vendors-to-a-project",
        title: "Invite vendors to a project",
        subtitle: "Food trucks, bars and merchandise stands",
        content: "<p>Send vendors an invitation from the project page. Once they accept, they can see the event dates and the site plan, and sell through their own vendor account.</p>",
      },
      {
        slug: "archive-a-project",
        title: "Archive a project",
        subtitle: "Keep finished projects out of the way",
        content: "<p>When every event in a project has finished and been paid out, archive it. Archived projects keep their reports and can be restored at any time.</p>",
      },
    ],
  },
  {
    slug: "settings",
    title: "Settings",
    guides: [
      {
        slug: "change-the-language",
        title: "Change the language",
        subtitle: "English, Turkish or Romanian",
        content: "<p>Use the flag in the top bar to switch languages. Your choice is remembered on every device you sign in with.</p>",
      },
      {
        slug: "choose-a-theme",
        title: "Choose a theme and layout",
        subtitle: "Light, dark and a handful of colour themes",
        content: "<p>Under <strong>Settings → Appearance</strong>, pick light, dark or automatic, one of the colour themes and the layout of the navigation.</p>",
      },
      {
        slug: "notification-preferences",
        title: "Notification preferences",
        subtitle: "Decide what reaches your inbox",
        content: "<p>Turn emails on or off for new orders, refunds, payouts and messages from your team. Notifications in the top bar are always on.</p>",
      },
      {
        slug: "shortcuts",
        title: "Set up shortcuts",
        subtitle: "One click to the screens you use most",
        content: "<p>Open the shortcuts panel in the top bar, choose <em>Add</em>, and give the shortcut a label, an icon and a link.</p>",
      },
      {
        slug: "team-roles",
        title: "Team roles",
        subtitle: "Owners, admins and staff",
        content: "<ul><li><strong>Owners</strong> manage the account, payouts and team.</li><li><strong>Admins</strong> manage events and tickets.</li><li><strong>Staff</strong> check guests in.</li></ul>",
      },
    ],
  },
  {
    slug: "payments",
    title: "Payments",
    guides: [
      {
        slug: "connect-your-bank-account",
        title: "Connect your bank account",
        subtitle: "Where your payouts go",
        content: "<p>Under <strong>Payments</strong>, choose <em>Connect account</em> and follow the payment provider's steps. Verification usually takes a few minutes, sometimes a day.</p>",
      },
      {
        slug: "payout-schedule",
        title: "Understand the payout schedule",
        subtitle: "When the money from a sale arrives",
        content: "<p>Each sale becomes available two business days after it clears and is paid out in the next daily payout. Weekends and bank holidays add a day or two.</p>",
      },
      {
        slug: "fees-explained",
        title: "Fees explained",
        subtitle: "Processing and platform fees on each order",
        content: "<p>Every paid order carries a processing fee from the payment provider and a platform fee per ticket. The order detail shows both, and your payout is the total minus the fees.</p>",
      },
      {
        slug: "issue-a-refund",
        title: "Issue a refund",
        subtitle: "Full or partial, from the order page",
        content: "<p>Find the order under the event's orders, choose <em>Refund</em> and the amount. The ticket is cancelled and can no longer be checked in.</p>",
      },
      {
        slug: "handle-a-dispute",
        title: "Handle a dispute",
        subtitle: "When an attendee contests a charge with their bank",
        content: "<p>Respond before the deadline shown on the dispute. Attach the order, the check-in record and your refund policy: a scanned ticket is strong evidence that the guest attended.</p>",
      },
      {
        slug: "taxes-on-tickets",
        title: "Taxes on tickets",
        subtitle: "Add VAT or sales tax to your prices",
        content: "<p>Set the tax rate for your country in the event's ticket settings. Prices can be shown with tax included or added at checkout.</p>",
      },
      {
        slug: "currency",
        title: "Sell in another currency",
        subtitle: "One currency per event",
        content: "<p>Choose the currency when you create the event. Payouts are converted to your bank account's currency by the payment provider.</p>",
      },
      {
        slug: "download-statements",
        title: "Download statements",
        subtitle: "Monthly reports for your accountant",
        content: "<p>Statements list every order, refund, fee and payout of a month. Download them as a spreadsheet from <strong>Payments → Statements</strong>.</p>",
      },
    ],
  },
  {
    slug: "your-account",
    title: "Your account",
    guides: [
      {
        slug: "change-your-password",
        title: "Change your password",
        subtitle: "And sign out everywhere else",
        content: "<p>Use <em>Forgot password</em> on the sign-in page to get a reset link. Setting a new password signs out every other session.</p>",
      },
      {
        slug: "create-a-vendor-account",
        title: "Create a vendor account",
        subtitle: "Host as a company or a team",
        content: "<p>Choose <em>Create vendor</em> in the user menu, enter the company name and a contact email. You become its owner and can invite your team.</p>",
      },
      {
        slug: "switch-accounts",
        title: "Switch between accounts",
        subtitle: "Personal and vendor accounts side by side",
        content: "<p>Open the user menu and choose <em>Switch account</em>. Events, payouts and the team panel follow the account you pick.</p>",
      },
      {
        slug: "update-your-profile",
        title: "Update your profile",
        subtitle: "Name, photo and status",
        content: "<p>Your name and photo appear in the team chat and on events you host. Set your status to away or busy when you do not want to be disturbed.</p>",
      },
    ],
  },
];
