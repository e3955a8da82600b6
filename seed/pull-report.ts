import { changeLine, formatValue } from './field-changes';
import type { PullPlan } from './pull-plan';

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
