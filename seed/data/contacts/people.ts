/**
 * Ingredients of the contacts app's sample address book: invented people, companies and places
 * for an events business. seed/demo/contacts.ts combines them with a fixed random seed.
 */

/** The seed tags, in the order the tag list shows them. */
export const SAMPLE_TAG_TITLES = ["Work", "Friend", "Family", "High School", "College", "Baseball Team", "Band"] as const;

export const SAMPLE_EMAIL_LABELS = ["Personal", "Work"] as const;
export const SAMPLE_PHONE_LABELS = ["Mobile", "Work", "Home"] as const;

/** 60 names; several need a locale-aware sort (Émile, Ömer, Şahin ...). */
export const SAMPLE_NAMES = [
  "Abigail Ferris",
  "Adrián Costa",
  "Aiko Tanabe",
  "Alina Petrescu",
  "Amara Okafor",
  "Anders Holm",
  "Beatriz Moreno",
  "Benedikt Kraus",
  "Bianca Rossetti",
  "Caleb Whitford",
  "Camille Dubois",
  "Chiara Bellini",
  "Dalia Haddad",
  "Darius Vance",
  "Deniz Yıldız",
  "Elif Şahin",
  "Émile Garnier",
  "Esther Lindqvist",
  "Farah Qureshi",
  "Felix Brandt",
  "Greta Novak",
  "Hana Kowalczyk",
  "Hugo Marchetti",
  "Inês Carvalho",
  "Isaac Oduya",
  "Ivana Horvat",
  "Jonah Pierce",
  "Jovana Ilić",
  "Kai Nakamura",
  "Kenji Morita",
  "Lars Eriksen",
  "Leila Amrani",
  "Lucía Navarro",
  "Maeve Gallagher",
  "Mateo Ruiz",
  "Mira Castellano",
  "Nadia Volkova",
  "Nikolai Berg",
  "Noor Rahman",
  "Océane Leroy",
  "Olusegun Adeyemi",
  "Ömer Demir",
  "Oskar Nyberg",
  "Priya Raman",
  "Quentin Fabre",
  "Rafael Duarte",
  "Rosa Ferreira",
  "Sakura Ito",
  "Selin Aydın",
  "Soren Madsen",
  "Tariq Mansour",
  "Thea Sørensen",
  "Tomás Ortega",
  "Uma Krishnan",
  "Valentina Greco",
  "Victor Lindgren",
  "Wanjiru Kamau",
  "Xavier Bonnet",
  "Yara Saleh",
  "Zoë Hartley",
] as const;

export const SAMPLE_TITLES = [
  "Event Coordinator",
  "Sound Engineer",
  "Venue Manager",
  "Marketing Lead",
  "Software Engineer",
  "Product Designer",
  "Account Executive",
  "Stage Manager",
  "Photographer",
  "Booking Agent",
  "Finance Analyst",
  "Operations Director",
  "Catering Manager",
  "Community Manager",
  "Lighting Technician",
  "Ticketing Specialist",
] as const;

/** Invented companies; their mail domains use the reserved `.example` top-level domain. */
export const SAMPLE_COMPANIES = [
  { name: "Brightline Studios", domain: "brightline.example" },
  { name: "Northfield Logistics", domain: "northfield.example" },
  { name: "Copperleaf Foods", domain: "copperleaf.example" },
  { name: "Bluepine Software", domain: "bluepine.example" },
  { name: "Harborview Health", domain: "harborview.example" },
  { name: "Stonebridge Partners", domain: "stonebridge.example" },
  { name: "Lumen & Vale", domain: "lumenvale.example" },
  { name: "Tidewater Media", domain: "tidewater.example" },
  { name: "Redwood Analytics", domain: "redwood-analytics.example" },
  { name: "Silverkite Labs", domain: "silverkite.example" },
  { name: "Meadowlark Events", domain: "meadowlark.example" },
  { name: "Granite Peak Outfitters", domain: "granitepeak.example" },
  { name: "Orchard Lane Bakery", domain: "orchardlane.example" },
  { name: "Cobalt Ridge Energy", domain: "cobaltridge.example" },
  { name: "Fable & Finch Books", domain: "fablefinch.example" },
] as const;

/** Reserved example domains for personal addresses. */
export const SAMPLE_PERSONAL_DOMAINS = ["example.com", "example.net", "example.org"] as const;

export const SAMPLE_STREETS = [
  "Maple Row",
  "Harbor Street",
  "Willow Lane",
  "Kingsway Avenue",
  "Old Mill Road",
  "Chestnut Court",
  "Lighthouse Drive",
  "Orchard Street",
  "Juniper Way",
  "Riverside Terrace",
  "Foundry Lane",
  "Quarry Hill",
] as const;

/** Cities with the country whose dialling code their phone numbers use. */
export const SAMPLE_CITIES = [
  { city: "Lisbon", country: "pt" },
  { city: "Toronto", country: "ca" },
  { city: "Austin", country: "us" },
  { city: "Portland", country: "us" },
  { city: "Manchester", country: "gb" },
  { city: "Lyon", country: "fr" },
  { city: "Hamburg", country: "de" },
  { city: "Valencia", country: "es" },
  { city: "Turin", country: "it" },
  { city: "Izmir", country: "tr" },
  { city: "Cluj-Napoca", country: "ro" },
  { city: "Gothenburg", country: "se" },
  { city: "Osaka", country: "jp" },
  { city: "Melbourne", country: "au" },
  { city: "Nairobi", country: "ke" },
] as const;

export const SAMPLE_NOTES = [
  "<p>Met at the spring open-air festival; happy to help with stage logistics.</p>",
  "<p>Prefers email over phone calls. <strong>Send the rider two weeks ahead.</strong></p>",
  "<p>Plays bass in a local cover band and knows most venue owners in town.</p>",
  "<p>Handled catering for the winter gala. Ask about vegetarian menus.</p>",
  "<p>Great photographer for small club nights.</p><p>Usually booked a month in advance.</p>",
  "<p>Old friend from school; organises the yearly reunion.</p>",
  "<p>Volunteered at the ticket desk last season. <em>Very reliable.</em></p>",
  "<p>Introduced by the conference team; interested in sponsoring a workshop.</p>",
  "<p>Coaches the Sunday league team. Free most weekday evenings.</p>",
  "<p>Knows the permits office well; call before filing outdoor event forms.</p>",
] as const;
