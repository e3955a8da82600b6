import { changeLine, formatValue } from './field-changes';
import { fileToFirestore, SETTLING_CLASHES, type FieldMerge } from './merge';
import type { Conflict, SeedPlan } from './seed-plan';

/** Plans longer than this print a sample of ids per kind rather than all of them. */
const IDS_SHOWN = 20;

/** The plan as the seed prints it: counts, then every conflict and every update field by field. */
export function planLines(plan: SeedPlan): string[] {
  const lines = [
    `Plan: ${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged, ${plan.remove.length} to remove.`,
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
  lines.push(...idLines('- remove', plan.remove));
  if (plan.remove.length > 0) {
    lines.push('    (no longer in the file, and unchanged in Firestore since the seed wrote them)');
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

/** Whether some conflict needs a person to decide: `npm run pull` would stop on it too. */
export function hasClashes(plan: SeedPlan): boolean {
  return plan.conflicts.some(({ clashes }) => clashes.length > 0);
}

/** What ends a blocked seed, so the company knows its ways forward. */
export function conflictAdvice(plan: SeedPlan): string[] {
  return hasClashes(plan)
    ? [
        `Nothing was written. ${SETTLING_CLASHES} Then seed again.`,
        '(--overwrite would write the file over every change named above instead: each one made in Firestore would be lost.)',
      ]
    : [
        'Nothing was written. To keep the changes made in Firestore, run `npm run pull` (it brings',
        'them into the data file) and then seed again. (--overwrite would write the file over them',
        'instead: every change named above would be lost.)',
      ];
}

function describeConflict({ id, reason, action, pullable, clashes }: Conflict): string[] {
  const fileAndFirestore = (fields: readonly FieldMerge[]) =>
    fields
      .flatMap(fileToFirestore)
      .map(
        ({ field, from, to }) =>
          `    ${id}: ${field} is ${formatValue(from)} in the file, ${formatValue(to)} in Firestore`,
      );
  const sinceTheSeed = (side: 'file' | 'firestore') =>
    clashes.map(
      ({ field, base, ...sides }) =>
        `    ${field} was ${formatValue(base)} when seeded, is ${formatValue(sides[side])} in ${side === 'file' ? 'the file' : 'Firestore'}`,
    );
  if (action === 'add') {
    return clashes.length === 0
      ? [
          `  ${id}: deleted in Firestore since the last seed; the file still has it (\`npm run pull\` removes it from the file)`,
        ]
      : [
          `  ${id}: deleted in Firestore since the last seed, and changed in the file since:`,
          ...sinceTheSeed('file'),
        ];
  }
  if (action === 'remove') {
    return reason === 'created'
      ? [
          `  ${id}: created in Firestore, not in the file: \`npm run pull\` adds it to the file (--overwrite would delete it from Firestore, and it would be lost)`,
        ]
      : [
          `  ${id}: removed from the file, but changed in Firestore since the last seed (--overwrite would delete it, and these changes would be lost):`,
          ...sinceTheSeed('firestore'),
        ];
  }
  const lines: string[] = [];
  if (pullable.length > 0) {
    lines.push(
      `  ${id}: changed in Firestore since the last seed (\`npm run pull\` takes it into the file):`,
      ...fileAndFirestore(pullable),
    );
  }
  if (clashes.length > 0) {
    lines.push(
      reason === 'created'
        ? `  ${id}: created in Firestore (never seeded), and differs from the file:`
        : `  ${id}: the same field changed differently in the file and in Firestore since the last seed:`,
      ...fileAndFirestore(clashes),
    );
  }
  return lines;
}

function idLines(label: string, ids: readonly string[]): string[] {
  const lines = ids.slice(0, IDS_SHOWN).map((id) => `  ${label} ${id}`);
  if (ids.length > IDS_SHOWN) lines.push(`  ${label} … and ${ids.length - IDS_SHOWN} more`);
  return lines;
}

/** The closing line of a run that wrote. */
export function summary(plan: SeedPlan): string {
  const parts = [
    `${plan.add.length} added`,
    `${plan.update.length} updated`,
    `${plan.unchanged.length} unchanged`,
  ];
  if (plan.remove.length > 0) parts.push(`${plan.remove.length} removed`);
  return parts.join(', ');
}
