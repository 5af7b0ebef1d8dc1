// `tabletwin validate <model.yaml | folder>... [--json] [--no-games]`: the validator's report for
// each model; a folder stands for the .yaml and .yml files in it. Exit code 1 when a model has
// errors.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderText, toJsonReport, validate, type JsonReport } from '@tabletwin/validator';
import { fail, readFailure, type Command } from '../io.js';

const USAGE = 'usage: tabletwin validate <model.yaml | folder>... [--json] [--no-games]\n';

/** The model files named: files as given, folders as their .yaml and .yml files in name order. */
function modelFiles(paths: readonly string[]): string[] | string {
  const files: string[] = [];
  for (const path of paths) {
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch (e) {
      return `cannot read ${path}: ${readFailure(e)}`;
    }
    if (!isFolder) files.push(path);
    else files.push(...readdirSync(path).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => join(path, f)));
  }
  return files.length > 0 ? files : `no .yaml files in ${paths.join(', ')}`;
}

export const command: Command = {
  summary: 'check models: errors, warnings, executability, test games: tabletwin validate <model.yaml | folder>... [--json]',
  run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        options: { json: { type: 'boolean', default: false }, 'no-games': { type: 'boolean', default: false } },
        allowPositionals: true,
        strict: true,
      });
    } catch (e) {
      return fail(io, `tabletwin validate: ${(e as Error).message}\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    if (positionals.length === 0) return fail(io, `tabletwin validate: name a model file or a folder\n${USAGE}`);
    const files = modelFiles(positionals);
    if (typeof files === 'string') return fail(io, `tabletwin validate: ${files}`);

    const reports: (JsonReport & { file: string })[] = [];
    let code = 0;
    for (const [i, file] of files.entries()) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (e) {
        return fail(io, `tabletwin validate: cannot read ${file}: ${readFailure(e)}`);
      }
      const report = validate(text, { testGames: !values['no-games'] });
      if (report.errors.length > 0) code = 1;
      if (values.json) reports.push({ file, ...toJsonReport(report) });
      else if (files.length === 1) io.out(renderText(report));
      else io.out(`${i > 0 ? '\n' : ''}# ${file}\n${renderText(report)}`);
    }
    if (values.json) io.out(`${JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2)}\n`);
    return code;
  },
};
