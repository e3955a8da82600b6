import { changeLine, formatValue } from './field-changes';
import type { PullConflict, PullPlan } from './pull-plan';

/** A pull as it prints: what it takes from Firestore, field by field, and what it keeps. */
export function pullLines(plan: PullPlan): string[] {
  const lines = [
    `Pull: ${plan.added.length} added, ${plan.changed.length} changed, ${plan.removed.length} removed, ${plan.unchanged} unchanged, ${plan.waiting.length} waiting to be published.`,
  ];
  for (const id of plan.added) lines.push(`  + add    ${id} (created in Firestore)`);
  for (const { id, changes } of plan.changed) {
    lines.push(`  ~ change ${id}`);
    lines.push(...changes.map((change) => `      ${changeLine(change)}`));
  }
  for (const id of plan.removed) lines.push(`  - remove ${id} (deleted in Firestore)`);
  for (const { id, what } of plan.waiting) {
    lines.push(`  = keep   ${id} (${what} in the file only, not yet published)`);
  }
  return lines;
}

/** Each pull conflict, field by field. */
export function pullConflictLines(plan: PullPlan, overwrite: boolean): string[] {
  if (plan.conflicts.length === 0) return [];
  const count = plan.conflicts.length;
  const lines = [
    overwrite
      ? `--overwrite: Firestore wins over ${count} change${count === 1 ? '' : 's'} made in the file:`
      : `${count} conflict${count === 1 ? '' : 's'}: changed in the file and in Firestore since the last seed:`,
  ];
  for (const { id, reason, changes, problems } of plan.conflicts) {
    if (reason === 'deleted') lines.push(`  ${id}: deleted in Firestore, changed in the file`);
    else if (reason === 'removed')
      lines.push(`  ${id}: removed from the file, changed in Firestore`);
    else if (problems)
      lines.push(`  ${id}: the file's and Firestore's changes together break the site's rules:`);
    else lines.push(`  ${id}: the same field changed differently on both sides:`);
    for (const problem of problems ?? []) lines.push(`    ${problem}`);
    for (const { field, from, to } of changes) {
      lines.push(
        reason === 'changed'
          ? `    ${id}: ${field} is ${formatValue(from)} in the file, ${formatValue(to)} in Firestore`
          : `    ${field}: ${formatValue(from)} → ${formatValue(to)}`,
      );
    }
  }
  return lines;
}

/**
 * How to settle the conflicts left, each with both choices and what each loses, and one pull
 * that carries a choice for every one (the console's value, as an example to edit).
 */
export function settlingLines(conflicts: readonly PullConflict[]): string[] {
  if (conflicts.length === 0) return [];
  const lines = ['Choose, for each one, which value stays, and give every choice to one pull:'];
  const example: string[] = [];
  for (const conflict of conflicts) {
    for (const [key, file, console] of choicesOf(conflict)) {
      lines.push(`  --choose ${key}=file      ${file}`);
      lines.push(`  --choose ${key}=console   ${console}`);
      example.push(`--choose ${key}=console`);
    }
  }
  lines.push(`For example: npm run pull -- ${example.join(' ')}`);
  return lines;
}

/** A conflict's choices: their key, and what "file" and "console" each keep and lose. */
function choicesOf({ id, reason, changes, problems }: PullConflict): [string, string, string][] {
  if (reason === 'deleted') {
    return [
      [
        id,
        'keeps the project in the file (the next publish puts it back)',
        "removes it from the file (this computer's changes to it are lost)",
      ],
    ];
  }
  if (reason === 'removed') {
    return [
      [
        id,
        "keeps it removed (the console's changes to it are lost)",
        "puts the console's version back in the file",
      ],
    ];
  }
  if (problems) {
    return [
      [
        id,
        "keeps this computer's record (the console's changes to it are lost)",
        "takes the console's record whole (this computer's changes to it are lost)",
      ],
    ];
  }
  return changes.map(({ field, from, to }) => [
    `${id}.${field}`,
    `keeps this computer's ${formatValue(from)} (the console's ${formatValue(to)} is lost)`,
    `takes the console's ${formatValue(to)} (this computer's ${formatValue(from)} is lost)`,
  ]);
}
