import { createRandom } from "@/lib/sample/random";
import {
  HOUR_MS,
  dailyPoints,
  dateOfDay,
  dayMonthsBefore,
  dayNumber,
  everyThirdDay,
  isoDate,
  round,
  sampleUuid,
  waveValue,
  type Point,
  type Series,
} from "@/lib/dashboards/series";

// Specification section 9: sample constants.
export const EXPENSES_LIMIT = 20_000;
export const SAVINGS_GOAL = 250_000;
export const BILLS_LIMIT = 1_000;
export const STATEMENT_LIMIT = 34_500;

export type Statement = { status: "paid" | "pending"; date: string; limit: number; spent: number; minimum: number };
export type Transaction = {
  id: string;
  transactionId: string;
  name: string;
  amount: number;
  status: "completed" | "pending";
  date: string;
};

export type FinanceDashboard = {
  accountBalance: { growRate: number; ami: number; series: Series<Point[]>[] };
  budget: {
    expenses: number;
    expensesLimit: number;
    savings: number;
    savingsGoal: number;
    bills: number;
    billsLimit: number;
  };
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: Transaction[];
};

const BALANCE = { base: 42, swing: 0.3, period: 180, jitter: 0.05 };
const COUNTERPARTIES = [
  "Harbor Sound Rentals",
  "Lumen Stage Lighting",
  "City Hall Venue",
  "Ticket sales payout",
  "Demir Catering",
  "Brightline Media",
];

/** Spent on a statement: most of the limit, varying from one statement date to the next. */
function statement(status: Statement["status"], day: number): Statement {
  const spent = round(STATEMENT_LIMIT * (0.7 + 0.25 * createRandom(day).next()), 2);
  return { status, date: isoDate(day), limit: STATEMENT_LIMIT, spent, minimum: round(spent * 0.25, 2) };
}

/** The finance dashboard's sample data for the day of `now` (spec sections 3 and 9). */
export function financeDashboard(now: Date): FinanceDashboard {
  const days = everyThirdDay(now, 12, 0);
  const actual = dailyPoints(41, days, BALANCE, 2);
  // The prediction follows the actual balance, a little optimistic.
  const predicted = actual.map((point, index) => ({
    x: point.x,
    y: round(point.y * 1.08 + waveValue(42, days[index], { base: 1, swing: 0.5, period: 20, jitter: 0.5 }), 2),
  }));
  const first = actual[0].y;
  const last = actual[actual.length - 1].y;
  // Income and budget figures change once a month: drawn from a generator seeded with the month.
  const thisMonth = createRandom(now.getUTCFullYear() * 12 + now.getUTCMonth());
  const [incomeShare, expensesShare, savingsShare, billsShare] = [
    thisMonth.next(),
    thisMonth.next(),
    thisMonth.next(),
    thisMonth.next(),
  ];
  const previousStatementDay = dayNumber(now) - 15;
  const random = createRandom(4321);
  const recentTransactions = COUNTERPARTIES.map((name, index): Transaction => {
    const isIncome = name === "Ticket sales payout";
    return {
      id: sampleUuid(random),
      transactionId: `${random.int(100_000_000, 999_999_999)}${random.pick(["NT", "YT", "RT"])}`,
      name,
      amount: round((isIncome ? 1 : -1) * (300 + random.next() * 2400), 2),
      status: index === 1 ? "pending" : "completed",
      // Newest first, about a day and a half apart.
      date: new Date(now.getTime() - (3 + index * 36) * HOUR_MS).toISOString(),
    };
  });

  return {
    accountBalance: {
      growRate: round(((last - first) / first) * 100, 2),
      ami: Math.round(42_000 + 6_000 * incomeShare),
      series: [
        { name: "Predicted", data: predicted },
        { name: "Actual", data: actual },
      ],
    },
    budget: {
      expenses: round(EXPENSES_LIMIT * (0.45 + 0.3 * expensesShare), 2),
      expensesLimit: EXPENSES_LIMIT,
      savings: round(SAVINGS_GOAL * (0.04 + 0.02 * savingsShare), 2),
      savingsGoal: SAVINGS_GOAL,
      bills: round(BILLS_LIMIT * (0.9 + 0.9 * billsShare), 2),
      billsLimit: BILLS_LIMIT,
    },
    previousStatement: statement("paid", previousStatementDay),
    currentStatement: statement("pending", dayMonthsBefore(dateOfDay(previousStatementDay), -1)),
    recentTransactions,
  };
}
