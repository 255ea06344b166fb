/**
 * The figures as Markdown tables, one per database: per route and per portfolio size, req/s, its
 * share of /api/health in the same run, p50 and p99; then the growth from the smallest portfolio to
 * the largest. Figures only: nothing here passes or fails.
 */
import type { Figures } from './routes';
import type { SeedCounts } from './seeding';

export interface ScaleRun {
  counts: SeedCounts;
  seedSeconds: number;
  figures: Map<string, Figures>;
}

export interface DatabaseRun {
  database: string;
  scales: ScaleRun[];
}

/** The issue's targets, shown beside the figures. */
export const targets = { shareOfHealth: 0.25, p99Ms: 50, growth: 1.5 };

const healthRoute = 'GET /api/health';
/** The yardstick again, once every other route is measured. */
export const healthAgainRoute = 'GET /api/health (again, last)';
const yardsticks = new Set([healthRoute, healthAgainRoute]);
const thousands = (count: number) => count.toLocaleString('en-US');

/**
 * /api/health's req/s in the run: the mean of its measures before and after the other routes, when
 * it was measured twice. One 5-second measure varied by up to 44% between two sizes of one run.
 */
function healthOf(run: ScaleRun): number | null {
  const measures = [healthRoute, healthAgainRoute].flatMap((name) => {
    const requestsPerSecond = run.figures.get(name)?.load?.requestsPerSecond;
    return requestsPerSecond ? [requestsPerSecond] : [];
  });
  if (measures.length === 0) return null;
  return measures.reduce((sum, each) => sum + each, 0) / measures.length;
}

function shareOf(run: ScaleRun, figures: Figures): number | null {
  const health = healthOf(run);
  return figures.load && health ? figures.load.requestsPerSecond / health : null;
}

/**
 * How many times more a request costs on the largest portfolio than on the smallest: the ratio of
 * the shares of /api/health (so the machine's own ups and downs cancel out), or of the lone
 * request's time when the route could not be loaded at both sizes; for a download, the ratio of its
 * first byte's p99 under load.
 */
export function growthOf(small: ScaleRun, large: ScaleRun, name: string): number | null {
  const before = small.figures.get(name);
  const after = large.figures.get(name);
  // A lone request that did not answer in time gives no time to compare.
  if (!before || !after || before.status === 0 || after.status === 0) return null;
  // A download grows with its file: how soon it starts is what must not grow.
  const firstBytes = [before.firstByte?.p99UnderLoad, after.firstByte?.p99UnderLoad];
  if (firstBytes[0] && firstBytes[1]) return firstBytes[1] / firstBytes[0];
  const shareBefore = shareOf(small, before);
  const shareAfter = shareOf(large, after);
  if (shareBefore && shareAfter) return shareBefore / shareAfter;
  return before.aloneMs > 0 ? after.aloneMs / before.aloneMs : null;
}

function cells(run: ScaleRun, figures: Figures | undefined): string[] {
  if (!figures) return ['', '', '', ''];
  if (figures.status < 200 || figures.status >= 300) {
    return [figures.status === 0 ? 'no answer in 120 s' : `answered ${figures.status}`, '', '', ''];
  }
  if (!figures.load) {
    const firstByte = figures.firstByte
      ? ` (first byte ${Math.round(figures.firstByte.aloneMs)} ms)`
      : '';
    return [`one request ${(figures.aloneMs / 1000).toFixed(1)} s${firstByte}`, '', '', ''];
  }
  const { answered, requestsPerSecond, p50, p99, failures } = figures.load;
  if (answered === 0) return [`none answered (${failures} failed)`, '0.00', '', ''];
  const firstByte = figures.firstByte?.p99UnderLoad;
  const bare = figures.firstByte?.bareP99UnderLoad;
  return [
    `${Math.round(requestsPerSecond)}${failures > 0 ? ` (${failures} failed)` : ''}`,
    shareOf(run, figures)?.toFixed(2) ?? '',
    String(p50),
    `${p99}${
      firstByte === undefined
        ? ''
        : ` (first byte ${firstByte ?? 'none'}${bare == null ? '' : `; bare ${bare}`})`
    }`,
  ];
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

export function describeSeed(counts: SeedCounts, seconds: number): string {
  return (
    `${thousands(counts.properties)} properties, ${thousands(counts.tenants)} tenants on ` +
    `${thousands(counts.leases)} leases, ${thousands(counts.ledgerRows)} ledger rows ` +
    `(${thousands(counts.rentCharges)} rent charges, ${thousands(counts.rentPayments)} rent ` +
    `payments, ${thousands(counts.moveInPayments)} move-in payments), ` +
    `${thousands(counts.expenses)} expenses, seeded in ${seconds.toFixed(1)} s`
  );
}

/** The table of one database, then what exceeds the targets at the largest size. */
export function databaseReport(run: DatabaseRun): string {
  const { scales } = run;
  const first = scales[0];
  const last = scales.at(-1);
  if (!first || !last) return `${run.database}: nothing measured`;
  const names = [...new Set(scales.flatMap((scale) => [...scale.figures.keys()]))];
  const sizes = scales.map((scale) => thousands(scale.counts.properties));
  const header = [
    'route',
    ...sizes.flatMap((size) => [`${size}: req/s`, 'share', 'p50 ms', 'p99 ms']),
    ...(scales.length > 1 ? [`growth ${sizes[0]} → ${sizes.at(-1)}`] : []),
  ];
  const overGrowth: string[] = [];
  const rows = names.map((name) => {
    const row = [
      `\`${name}\``,
      ...scales.flatMap((scale) => cells(scale, scale.figures.get(name))),
    ];
    if (scales.length > 1 && !yardsticks.has(name)) {
      const growth = growthOf(first, last, name);
      const over = growth !== null && growth > targets.growth;
      if (over) overGrowth.push(name);
      row.push(growth === null ? '' : `${growth.toFixed(2)}×${over ? ' over' : ''}`);
    } else if (scales.length > 1) {
      row.push('');
    }
    return row;
  });
  const missed = names.filter((name) => {
    const figures = last.figures.get(name);
    if (yardsticks.has(name) || !figures) return false;
    // A download is judged by when it starts: the whole answer is bound by the file's size.
    if (figures.firstByte) {
      const p99 = figures.firstByte.p99UnderLoad;
      return !figures.load || figures.load.failures > 0 || p99 === null || p99 > targets.p99Ms;
    }
    const share = shareOf(last, figures);
    return (
      !figures.load ||
      figures.load.failures > 0 ||
      share === null ||
      share < targets.shareOfHealth ||
      figures.load.p99 > targets.p99Ms
    );
  });
  return [
    `${run.database}:`,
    ...scales.map((scale) => `- ${describeSeed(scale.counts, scale.seedSeconds)}`),
    '',
    table(header, rows),
    '',
    `Over ${targets.growth}× growth: ${overGrowth.length === 0 ? 'none' : overGrowth.join(', ')}.`,
    `Below ${targets.shareOfHealth} of /api/health or p99 over ${targets.p99Ms} ms at ` +
      `${sizes.at(-1)} properties: ${missed.length === 0 ? 'none' : missed.join(', ')}.`,
  ].join('\n');
}

/** Sequential scans reading fewer rows than this are of small tables, cheaper than an index. */
const largeScanRows = 1000;

function scansOf(figures: Figures | undefined): string {
  const scans = (figures?.database?.sequentialScans ?? []).filter(
    (scan) => scan.rows >= largeScanRows,
  );
  return scans
    .map((scan) => `${scan.table} ×${scan.scans} (${thousands(scan.rows)} rows)`)
    .join(', ');
}

/**
 * On PostgreSQL: per route and size, the sequential scans of large tables one lone request made:
 * where an index is missing, or a query is made once per row.
 */
export function databaseWorkReport(run: DatabaseRun): string | null {
  if (!run.scales.some((scale) => [...scale.figures.values()].some((f) => f.database))) return null;
  const names = [...new Set(run.scales.flatMap((scale) => [...scale.figures.keys()]))];
  const sizes = run.scales.map((scale) => thousands(scale.counts.properties));
  const header = ['route', ...sizes.map((size) => `${size}: sequential scans of large tables`)];
  const rows = names.map((name) => [
    `\`${name}\``,
    ...run.scales.map((scale) => scansOf(scale.figures.get(name))),
  ]);
  return [`${run.database}, one lone request per route:`, '', table(header, rows)].join('\n');
}

/** One line per route as it is measured, so a long run shows where it is. */
export function progressLine(name: string, figures: Figures): string {
  if (!figures.load) {
    const firstByte = figures.firstByte
      ? `, first byte ${Math.round(figures.firstByte.aloneMs)} ms`
      : '';
    return `  ${name}: ${figures.status} in ${Math.round(figures.aloneMs)} ms alone${firstByte}, not loaded`;
  }
  const { answered, requestsPerSecond, p50, p99, failures, wireBytes } = figures.load;
  if (answered === 0) return `  ${name}: none answered under load, ${failures} failed`;
  const { firstByte } = figures;
  return (
    `  ${name}: ${Math.round(requestsPerSecond)} req/s, p50 ${p50} ms, p99 ${p99} ms` +
    (firstByte
      ? ` (first byte: p99 ${firstByte.p99UnderLoad ?? 'none'} ms under load, ` +
        `${Math.round(firstByte.aloneMs)} ms alone` +
        (firstByte.bareP99UnderLoad === null
          ? ')'
          : `; a bare server sending the same bytes: p99 ${firstByte.bareP99UnderLoad} ms)`)
      : '') +
    `${failures > 0 ? `, ${failures} failed` : ''} (alone ${Math.round(figures.aloneMs)} ms, ` +
    `${thousands(figures.bytes)} bytes; ${thousands(wireBytes)} bytes sent under load)`
  );
}
