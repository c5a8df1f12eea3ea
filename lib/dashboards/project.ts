import { avatarDataUrl } from "@/lib/sample/images";
import { createRandom } from "@/lib/sample/random";
import {
  describeBuckets,
  eightDayBuckets,
  dayNumber,
  round,
  sampleUuid,
  sum,
  waveValue,
  type Buckets,
  type Series,
} from "@/lib/dashboards/series";

type WeekKey = "this-week" | "last-week";
type IssueCounts = {
  "new-issues": number;
  "closed-issues": number;
  fixed: number;
  "wont-fix": number;
  "re-opened": number;
  "needs-triage": number;
};
type ScheduleItem = { title: string; /** Wall-clock time "HH:mm" */ time: string; location?: string };
type Expenses = Buckets & { amount: number; series: Series<number[]>[] };
export type BudgetRow = {
  id: number;
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
};
export type TeamMember = { id: string; avatar: string; name: string; email: string; phone: string; title: string };

export type ProjectDashboard = {
  githubIssues: {
    overview: Record<WeekKey, IssueCounts>;
    labels: string[];
    series: Record<WeekKey, (Series<number[]> & { type: "line" | "column" })[]>;
  };
  taskDistribution: {
    overview: Record<WeekKey, { new: number; completed: number }>;
    labels: string[];
    series: Record<WeekKey, number[]>;
  };
  schedule: { today: ScheduleItem[]; tomorrow: ScheduleItem[] };
  budgetDistribution: { categories: string[]; series: Series<number[]>[] };
  weeklyExpenses: Expenses;
  monthlyExpenses: Expenses;
  yearlyExpenses: Expenses;
  budgetDetails: { columns: (keyof BudgetRow)[]; rows: BudgetRow[] };
  teamMembers: TeamMember[];
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const TASK_AREAS = ["API", "Backend", "Frontend", "Issues"];
const BUDGET_CATEGORIES = [
  { type: "Concept", total: 14_880, spentShare: 0.94 },
  { type: "Design", total: 21_080, spentShare: 0.82 },
  { type: "Development", total: 34_720, spentShare: 0.1 },
  { type: "Extras", total: 18_600, spentShare: 0 },
  { type: "Marketing", total: 34_720, spentShare: 0.57 },
];

const SCHEDULE: ProjectDashboard["schedule"] = {
  today: [
    { title: "Team stand-up", time: "09:15", location: "Room 1B" },
    { title: "Venue walkthrough", time: "10:30", location: "Harbour Hall" },
    { title: "Ticketing review", time: "12:00" },
    { title: "Lunch", time: "13:00" },
    { title: "Sponsor call", time: "15:30" },
    { title: "Stage rehearsal", time: "18:00", location: "Main stage" },
  ],
  tomorrow: [
    { title: "Marketing meeting", time: "09:00", location: "Room 1A" },
    { title: "Line-up announcement", time: "11:00" },
    { title: "Lunch", time: "12:30" },
    { title: "Volunteer briefing", time: "15:00", location: "Room 2C" },
    { title: "Live stream test", time: "17:30" },
    { title: "Opening night", time: "19:30", location: "Harbour Hall" },
  ],
};

const TEAM: Omit<TeamMember, "id" | "avatar">[] = [
  { name: "Noor Aziz", email: "noor.aziz@example.com", phone: "+1-555-0101", title: "Project Director" },
  { name: "Owen Brooks", email: "owen.brooks@example.com", phone: "+1-555-0102", title: "Senior Developer" },
  { name: "Priya Nair", email: "priya.nair@example.com", phone: "+1-555-0103", title: "Senior Developer" },
  { name: "Quentin Moreau", email: "quentin.moreau@example.com", phone: "+1-555-0104", title: "Junior Developer" },
  { name: "Rosa Jimenez", email: "rosa.jimenez@example.com", phone: "+1-555-0105", title: "Lead Designer" },
  { name: "Sven Olsen", email: "sven.olsen@example.com", phone: "+1-555-0106", title: "Designer" },
  { name: "Tamsin Reid", email: "tamsin.reid@example.com", phone: "+1-555-0107", title: "Designer" },
  { name: "Umar Sheikh", email: "umar.sheikh@example.com", phone: "+1-555-0108", title: "Marketing Manager" },
  { name: "Vera Kowalski", email: "vera.kowalski@example.com", phone: "+1-555-0109", title: "Consultant" },
];

const teamRandom = createRandom(5150);
const TEAM_MEMBERS: TeamMember[] = TEAM.map((member) => ({
  id: sampleUuid(teamRandom),
  avatar: avatarDataUrl(member.name),
  ...member,
}));

/** Week number counted from the Monday before the epoch (1970-01-01 was a Thursday). */
function weekNumber(now: Date): number {
  return Math.floor((dayNumber(now) + 3) / 7);
}

/** A week's issue figures; the same week always gives the same numbers, so last week's are stable. */
function issueWeek(week: number) {
  const random = createRandom(700_000 + week);
  const opened = WEEKDAYS.map(() => random.int(18, 45));
  const closed = WEEKDAYS.map(() => random.int(7, 18));
  const overview: IssueCounts = {
    "new-issues": sum(opened),
    "closed-issues": sum(closed),
    fixed: random.int(2, 8),
    "wont-fix": random.int(2, 12),
    "re-opened": random.int(3, 9),
    "needs-triage": random.int(3, 8),
  };
  const series = [
    { name: "New issues", type: "line" as const, data: opened },
    { name: "Closed issues", type: "column" as const, data: closed },
  ];
  return { overview, series };
}

function taskWeek(week: number) {
  const random = createRandom(800_000 + week);
  const created = random.int(480, 620);
  const shares = TASK_AREAS.map(() => random.int(10, 40));
  return {
    overview: { new: created, completed: Math.round(created * (0.4 + 0.15 * random.next())) },
    series: shares.map((share) => Math.round((share / sum(shares)) * 100)),
  };
}

function expenses(now: Date, count: number): Expenses {
  const buckets = eightDayBuckets(now, count);
  const data = buckets.map(({ days }) =>
    Math.round(sum(days.map((day) => waveValue(61, day, { base: 560, swing: 0.1, period: 60, jitter: 0.15 })))),
  );
  return { amount: sum(data), ...describeBuckets(buckets), series: [{ name: "Expenses", data }] };
}

/** The project dashboard's sample data for the day of `now`. */
export function projectDashboard(now: Date): ProjectDashboard {
  const week = weekNumber(now);
  const [thisWeekIssues, lastWeekIssues] = [issueWeek(week), issueWeek(week - 1)];
  const [thisWeekTasks, lastWeekTasks] = [taskWeek(week), taskWeek(week - 1)];
  const budgetTotal = sum(BUDGET_CATEGORIES.map((category) => category.total));
  const rows = BUDGET_CATEGORIES.map(({ type, total, spentShare }, index): BudgetRow => {
    const expensesAmount = round(total * spentShare, 2);
    return {
      id: index + 1,
      type,
      total,
      expensesAmount,
      expensesPercentage: round((expensesAmount / total) * 100, 2),
      remainingAmount: round(total - expensesAmount, 2),
      remainingPercentage: round(((total - expensesAmount) / total) * 100, 2),
    };
  });

  return {
    githubIssues: {
      overview: { "this-week": thisWeekIssues.overview, "last-week": lastWeekIssues.overview },
      labels: WEEKDAYS,
      series: { "this-week": thisWeekIssues.series, "last-week": lastWeekIssues.series },
    },
    taskDistribution: {
      overview: { "this-week": thisWeekTasks.overview, "last-week": lastWeekTasks.overview },
      labels: TASK_AREAS,
      series: { "this-week": thisWeekTasks.series, "last-week": lastWeekTasks.series },
    },
    schedule: SCHEDULE,
    budgetDistribution: {
      categories: BUDGET_CATEGORIES.map((category) => category.type),
      series: [
        { name: "Budget", data: BUDGET_CATEGORIES.map((category) => Math.round((category.total / budgetTotal) * 100)) },
      ],
    },
    weeklyExpenses: expenses(now, 6),
    monthlyExpenses: expenses(now, 4),
    yearlyExpenses: expenses(now, 10),
    budgetDetails: {
      columns: ["type", "total", "expensesAmount", "expensesPercentage", "remainingAmount", "remainingPercentage"],
      rows,
    },
    teamMembers: TEAM_MEMBERS,
  };
}
