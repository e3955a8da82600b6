import { changeLine, formatValue } from './field-changes';
import type { Conflict, SeedPlan } from './seed-plan';

/** Plans longer than this print a sample of ids per kind rather than all of them. */
const IDS_SHOWN = 20;

/** The plan as the seed prints it: counts, then every conflict and every update field by field. */
export function planLines(plan: SeedPlan): string[] {
  const extraNote = plan.prune
    ? `${plan.remove.length} to remove`
    : `${plan.extra.length} not in the file (kept; --prune removes them)`;
  const lines = [
    `Plan: ${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged, ${extraNote}.`,
  ];
  lines.push(...conflictLines(plan));
  lines.push(
    ...idLines(
      '+ add   ',
      plan.add.map(({ id }) => id),
    ),
  );
  for (const { id, changes } of plan.update) {
    lines.push(`  ~ update ${id}`);
    lines.push(...changes.map((change) => `      ${changeLine(change)}`));
  }
  if (plan.prune) lines.push(...idLines('- remove', plan.remove));
  if (!plan.prune && plan.createdInFirestore.length > 0) {
    const ids = plan.createdInFirestore;
    lines.push(
      `  ${ids.length} of them ${ids.length === 1 ? 'was' : 'were'} created in Firestore (${sample(ids)}): \`npm run pull\` adds them to the file.`,
    );
  }
  return lines;
}

/** Every conflict, field by field, and what to do about them. */
function conflictLines(plan: SeedPlan): string[] {
  if (plan.conflicts.length === 0) return [];
  const count = plan.conflicts.length;
  const lines = [
    plan.overwrite
      ? `--overwrite: the file wins over ${count} change${count === 1 ? '' : 's'} made in Firestore:`
      : `${count} conflict${count === 1 ? '' : 's'}: Firestore changed since the seed last wrote ${count === 1 ? 'this document' : 'these documents'}:`,
  ];
  for (const conflict of plan.conflicts) lines.push(...describeConflict(conflict));
  return lines;
}

/** What ends a blocked run, so the company knows its two ways forward. */
export const CONFLICT_ADVICE = [
  'Nothing was written. To keep the changes made in Firestore, run `npm run pull` (it brings',
  'them into the data file) and then seed again; to let the file win, add --overwrite.',
];

function describeConflict({ id, reason, action, changes }: Conflict): string[] {
  if (reason === 'deleted') {
    return [`  ${id}: deleted in Firestore since the last seed; the file still has it`];
  }
  if (action === 'remove') {
    const head =
      reason === 'created'
        ? `  ${id}: created in Firestore, not in the file; --prune would delete it`
        : `  ${id}: changed in Firestore since the last seed, not in the file; --prune would delete it`;
    return [
      head,
      ...changes.map(
        ({ field, from, to }) =>
          `    ${field} was ${formatValue(from)} when seeded, is ${formatValue(to)} in Firestore`,
      ),
    ];
  }
  const what =
    reason === 'created' ? 'created in Firestore (never seeded)' : 'changed in Firestore';
  return [
    `  ${id}: ${what}, and differs from the file:`,
    ...changes.map(
      ({ field, from, to }) =>
        `    ${id}: ${field} is ${formatValue(to)} in the file, ${formatValue(from)} in Firestore`,
    ),
  ];
}

function idLines(label: string, ids: readonly string[]): string[] {
  const lines = ids.slice(0, IDS_SHOWN).map((id) => `  ${label} ${id}`);
  if (ids.length > IDS_SHOWN) lines.push(`  ${label} … and ${ids.length - IDS_SHOWN} more`);
  return lines;
}

function sample(ids: readonly string[]): string {
  const shown = ids.slice(0, 5).join(', ');
  return ids.length > 5 ? `${shown}, …` : shown;
}

/** The closing line of a run that wrote. */
export function summary(plan: SeedPlan): string {
  const parts = [
    `${plan.add.length} added`,
    `${plan.update.length} updated`,
    `${plan.unchanged.length} unchanged`,
  ];
  if (plan.prune) parts.push(`${plan.remove.length} removed`);
  return parts.join(', ');
}
