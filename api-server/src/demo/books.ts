import type { FastifyInstance } from 'fastify';
import type { ExpenseCategory } from 'shared-api/contract';
import { todayUtc } from '../calendar';
import { expenses, vendors } from '../expenses/tables';

/** What a small landlord pays in a month, a quarter or a year, per property (in cents). */
interface Recurring {
  every: 1 | 3 | 12;
  /** The day of the month it is paid. */
  day: number;
  category: ExpenseCategory;
  subCategory?: string;
  payee: string;
  note: string;
  cents: number;
  /** Cents more or less from one payment to the next, so a year does not look copied. */
  varies?: number;
}

const maple: Recurring[] = [
  {
    every: 1,
    day: 3,
    category: 'mortgage_interest',
    payee: 'First Texas Mortgage',
    note: 'Mortgage interest',
    cents: 312_540,
    varies: 900,
  },
  {
    every: 1,
    day: 8,
    category: 'utilities',
    subCategory: 'Water and sewer',
    payee: 'Austin Water',
    note: 'Common water and sewer',
    cents: 41_820,
    varies: 6_000,
  },
  {
    every: 1,
    day: 12,
    category: 'utilities',
    subCategory: 'Electricity',
    payee: 'Austin Energy',
    note: 'Courtyard and hallway lighting',
    cents: 18_930,
    varies: 4_000,
  },
  {
    every: 1,
    day: 15,
    category: 'cleaning_and_maintenance',
    payee: 'Sparkle Commercial Cleaning',
    note: 'Stairwells and courtyard, monthly',
    cents: 38_000,
  },
  {
    every: 1,
    day: 20,
    category: 'management_fees',
    payee: 'Hill Country Property Services',
    note: 'Leasing and tenant calls',
    cents: 52_200,
  },
  {
    every: 3,
    day: 10,
    category: 'cleaning_and_maintenance',
    subCategory: 'Landscaping',
    payee: 'Green Acre Landscaping',
    note: 'Courtyard planting and trees',
    cents: 64_500,
  },
  {
    every: 12,
    day: 25,
    category: 'insurance',
    payee: 'Travis County Mutual',
    note: 'Building insurance, yearly premium',
    cents: 684_000,
  },
  {
    every: 12,
    day: 30,
    category: 'taxes',
    subCategory: 'Property tax',
    payee: 'Travis County Tax Office',
    note: 'Property tax',
    cents: 1_218_450,
  },
];

const cottage: Recurring[] = [
  {
    every: 1,
    day: 3,
    category: 'mortgage_interest',
    payee: 'First Texas Mortgage',
    note: 'Mortgage interest',
    cents: 84_210,
    varies: 300,
  },
  {
    every: 3,
    day: 18,
    category: 'cleaning_and_maintenance',
    subCategory: 'Landscaping',
    payee: 'Green Acre Landscaping',
    note: 'Garden and river-side hedge',
    cents: 18_500,
  },
  {
    every: 12,
    day: 9,
    category: 'insurance',
    payee: 'Travis County Mutual',
    note: 'Home insurance, yearly premium',
    cents: 142_800,
  },
  {
    every: 12,
    day: 30,
    category: 'taxes',
    subCategory: 'Property tax',
    payee: 'Travis County Tax Office',
    note: 'Property tax',
    cents: 486_020,
  },
];

/** One-off costs, by how many months ago and on which property. */
const oneOffs: {
  monthsAgo: number;
  day: number;
  property: 'maple' | 'cottage';
  unit?: string;
  category: ExpenseCategory;
  subCategory?: string;
  payee: string;
  note: string;
  cents: number;
}[] = [
  {
    monthsAgo: 11,
    day: 6,
    property: 'maple',
    unit: '4',
    category: 'repairs',
    subCategory: 'Plumbing',
    payee: 'Austin Plumbing Co.',
    note: 'Replaced a leaking water heater valve',
    cents: 28_640,
  },
  {
    monthsAgo: 10,
    day: 14,
    property: 'maple',
    category: 'advertising',
    payee: 'Zillow Rentals',
    note: 'Listing for two vacant units',
    cents: 14_900,
  },
  {
    monthsAgo: 9,
    day: 22,
    property: 'cottage',
    category: 'repairs',
    subCategory: 'Electrical',
    payee: 'Lone Star Electric',
    note: 'New GFCI outlets in the kitchen',
    cents: 41_250,
  },
  {
    monthsAgo: 8,
    day: 2,
    property: 'maple',
    category: 'commissions',
    payee: 'Hill Country Property Services',
    note: 'Letting fee, unit 7',
    cents: 72_500,
  },
  {
    monthsAgo: 7,
    day: 17,
    property: 'maple',
    category: 'supplies',
    payee: 'Home Depot',
    note: 'Smoke alarms and batteries for all units',
    cents: 31_788,
  },
  {
    monthsAgo: 6,
    day: 11,
    property: 'maple',
    unit: '9',
    category: 'repairs',
    subCategory: 'Appliances',
    payee: 'ATX Appliance Repair',
    note: 'Dishwasher pump',
    cents: 19_500,
  },
  {
    monthsAgo: 5,
    day: 27,
    property: 'cottage',
    category: 'legal_and_professional_fees',
    payee: 'Barton & Reyes CPA',
    note: 'Last year’s tax return',
    cents: 65_000,
  },
  {
    monthsAgo: 4,
    day: 5,
    property: 'maple',
    category: 'auto_and_travel',
    payee: 'Mileage',
    note: '212 miles of property visits',
    cents: 14_787,
  },
  {
    monthsAgo: 3,
    day: 19,
    property: 'maple',
    unit: '2',
    category: 'repairs',
    subCategory: 'Plumbing',
    payee: 'Austin Plumbing Co.',
    note: 'Cleared a blocked kitchen drain',
    cents: 17_500,
  },
  {
    monthsAgo: 2,
    day: 8,
    property: 'cottage',
    category: 'repairs',
    subCategory: 'Roof',
    payee: 'Hill Country Roofing',
    note: 'Storm damage: six shingles and flashing',
    cents: 94_000,
  },
  {
    monthsAgo: 1,
    day: 13,
    property: 'maple',
    category: 'supplies',
    payee: 'Home Depot',
    note: 'Paint for unit turnover',
    cents: 12_954,
  },
  {
    monthsAgo: 1,
    day: 24,
    property: 'maple',
    category: 'other_interest',
    payee: 'Lone Star Community Bank',
    note: 'Credit line interest',
    cents: 4_310,
  },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** The day `day` (or the month's last) of the month `monthsAgo` months before today's. */
function dayOf(today: string, monthsAgo: number, day: number) {
  const first = new Date(
    Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - monthsAgo, 1),
  );
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(day, last))}`;
}

/**
 * A year of the demo owner's expenses on both properties (each paid on or before today) and two
 * vendors, so the Books page shows a year on the first start.
 */
export async function seedDemoBooks(
  app: FastifyInstance,
  ownerId: string,
  properties: {
    maple: { propertyId: string; currency: string };
    cottage: { propertyId: string; currency: string };
  },
  today = todayUtc(),
) {
  const rows: (typeof expenses.$inferInsert)[] = [];
  const add = (
    property: { propertyId: string; currency: string },
    spentOn: string,
    item: {
      category: ExpenseCategory;
      subCategory?: string;
      payee: string;
      note: string;
      cents: number;
      unit?: string;
    },
  ) => {
    if (spentOn > today) return;
    rows.push({
      ownerId,
      propertyId: property.propertyId,
      currency: property.currency,
      spentOn,
      amountCents: item.cents,
      category: item.category,
      subCategory: item.subCategory ?? null,
      payee: item.payee,
      note: item.note,
      unit: item.unit ?? null,
    });
  };
  for (const [property, costs] of [
    [properties.maple, maple],
    [properties.cottage, cottage],
  ] as const) {
    costs.forEach((cost, index) => {
      for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo -= 1) {
        // Monthly, every third month from this one, or yearly five months ago.
        const due = cost.every === 12 ? monthsAgo === 5 : monthsAgo % cost.every === 0;
        if (!due) continue;
        // A fixed wobble per month and cost, the same on every start.
        const wobble = cost.varies
          ? (((monthsAgo * 7 + index * 13) % 11) - 5) * Math.round(cost.varies / 5)
          : 0;
        add(property, dayOf(today, monthsAgo, cost.day), { ...cost, cents: cost.cents + wobble });
      }
    });
  }
  for (const cost of oneOffs) {
    add(properties[cost.property], dayOf(today, cost.monthsAgo, cost.day), cost);
  }
  rows.sort((a, b) => a.spentOn.localeCompare(b.spentOn));
  await app.db.transaction(async (transaction) => {
    await transaction.insert(expenses).values(rows);
    await transaction.insert(vendors).values([
      {
        ownerId,
        name: 'Austin Plumbing Co.',
        trade: 'Plumber',
        phone: '+15125550177',
        email: 'service@austinplumbing.example',
        notes: 'Same-day call-outs before noon; keys from the office.',
      },
      {
        ownerId,
        name: 'Lone Star Electric',
        trade: 'Electrician',
        phone: '+15125550188',
        email: 'jobs@lonestarelectric.example',
        notes: 'Licensed for panel work; quotes by e-mail.',
      },
    ]);
  });
  return rows.length;
}
