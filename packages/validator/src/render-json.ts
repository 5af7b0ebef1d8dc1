// The report as JSON for agents and editors: the Report itself, plus `ok` and each path also
// written out (`actions.stop.pre`), so a reader needs no code of ours to use it.
import { formatPath } from '@tabletwin/engine';
import type { Finding, Gap, Report } from './report.js';

export interface JsonFinding extends Finding {
  where: string;
}

export interface JsonGap extends Gap {
  where: string;
}

export interface JsonReport extends Omit<Report, 'errors' | 'warnings' | 'gaps'> {
  /** No errors. */
  ok: boolean;
  errors: JsonFinding[];
  warnings: JsonFinding[];
  gaps: JsonGap[];
}

export function toJsonReport(report: Report): JsonReport {
  const withWhere = <T extends { path: readonly (string | number)[] }>(x: T) => ({ ...x, where: formatPath(x.path) });
  return {
    ok: report.errors.length === 0,
    ...report,
    errors: report.errors.map(withWhere),
    warnings: report.warnings.map(withWhere),
    gaps: report.gaps.map(withWhere),
  };
}

export function renderJson(report: Report): string {
  return `${JSON.stringify(toJsonReport(report), null, 2)}\n`;
}
