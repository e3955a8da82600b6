import { describe, expect, it } from 'vitest';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { parsePullArgs } from '../options';
import { planPull, pullBlocked, type Choice } from '../pull-plan';
import { settlingLines } from '../pull-report';
import { UsageError } from '../../tooling/run-main';
import { toDocumentData, type DocumentData } from '../documents';
import { generatedProject } from '../../tests/support/fixtures';

// Console edits settled field by field: each field changed differently in the file and in the
// console is a choice between this computer's value and the console's; an edit only the
// console made is brought in whatever is chosen.

function record(n: number, changes: Record<string, unknown> = {}) {
  return { ...generatedProject(n), ...changes };
}
function documentOf(raw: unknown): DocumentData {
  const [project] = parseProjectRecords([raw]).projects;
  if (!project) throw new Error('invalid record');
  return toDocumentData(project);
}

// Project 3 is for sale, with 4 beds and 1 bath (generatedProject's pattern).
const house = record(3);
const bases = new Map([[house.id, documentOf(house)]]);
/** This computer: 5 beds, 3 baths. The console: 6 beds, 2.5 baths, and marked pending. */
const file = [{ ...house, beds: 5, baths: 3 }];
const documents = new Map([
  [house.id, { ...documentOf(house), beds: 6, baths: 2.5, pending_sale: true }],
]);

function settle(choices: Record<string, Choice>) {
  return planPull({
    records: file,
    documents,
    bases,
    overwrite: false,
    choices: new Map(Object.entries(choices)),
  });
}

const settled = (plan: ReturnType<typeof settle>) => plan.records[0] as Record<string, unknown>;

describe('settling console edits field by field', () => {
  it('names each clash by project and field, and writes nothing until each has a choice', () => {
    const plan = settle({ [`${house.id}.beds`]: 'console' });
    expect(pullBlocked(plan, false)).toBe('conflicts');
    expect(plan.conflicts).toEqual([
      { id: house.id, reason: 'changed', changes: [{ field: 'baths', from: 3, to: 2.5 }] },
    ]);
    expect(plan.records).toEqual(file);
  });

  it("takes the console's value or keeps this computer's, per field, and brings in the console's own edit", () => {
    const plan = settle({ [`${house.id}.beds`]: 'console', [`${house.id}.baths`]: 'file' });
    expect(pullBlocked(plan, false)).toBe(false);
    expect(settled(plan)).toMatchObject({ beds: 6, baths: 3, pending_sale: true });
    // This computer's baths now wait to be published.
    expect(plan.waiting).toEqual([{ id: house.id, what: 'changed' }]);

    const otherWay = settle({ [`${house.id}.beds`]: 'file', [`${house.id}.baths`]: 'console' });
    expect(settled(otherWay)).toMatchObject({ beds: 5, baths: 2.5, pending_sale: true });
  });

  it('decides a photo list as one field, from a choice on any of its items', () => {
    const [cover, kitchen] = house.images as Record<string, unknown>[];
    const mine = [{ ...house, images: [cover, { ...kitchen, room: true }] }];
    const theirs = new Map([
      [house.id, { ...documentOf(house), images: [cover, { ...kitchen, bathroom: true }] }],
    ]);
    const plan = planPull({
      records: mine,
      documents: theirs,
      bases,
      overwrite: false,
      choices: new Map([[`${house.id}.images.1.room`, 'console']]),
    });
    expect(pullBlocked(plan, false)).toBe(false);
    expect((settled(plan).images as { bathroom?: boolean }[])[1]?.bathroom).toBe(true);
  });

  it('keeps or takes back a project removed from the file but edited in the console', () => {
    const removed = { records: [], documents, bases, overwrite: false };
    expect(pullBlocked(planPull(removed), false)).toBe('conflicts');
    const keptRemoved = planPull({ ...removed, choices: new Map([[house.id, 'file']]) });
    expect(pullBlocked(keptRemoved, false)).toBe(false);
    expect(keptRemoved.records).toEqual([]);
    const takenBack = planPull({ ...removed, choices: new Map([[house.id, 'console']]) });
    expect(takenBack.added).toEqual([house.id]);
  });
});

describe('npm run pull, settling field by field', () => {
  it('prints both choices for each field, what each loses, and one pull that carries them all', () => {
    const lines = settlingLines(settle({}).conflicts);
    expect(lines).toEqual([
      'Choose, for each one, which value stays, and give every choice to one pull:',
      `  --choose ${house.id}.beds=file      keeps this computer's 5 (the console's 6 is lost)`,
      `  --choose ${house.id}.beds=console   takes the console's 6 (this computer's 5 is lost)`,
      `  --choose ${house.id}.baths=file      keeps this computer's 3 (the console's 2.5 is lost)`,
      `  --choose ${house.id}.baths=console   takes the console's 2.5 (this computer's 3 is lost)`,
      `For example: npm run pull -- --choose ${house.id}.beds=console --choose ${house.id}.baths=console`,
    ]);
  });

  it('reads each --choose as the plan takes it', () => {
    const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    const options = parsePullArgs(
      ['--choose', 'elm-court.beds=file', '--choose=oak-avenue=console', '--dry-run'],
      emulator,
    );
    expect(options).toMatchObject({
      dryRun: true,
      choices: new Map([
        ['elm-court.beds', 'file'],
        ['oak-avenue', 'console'],
      ]),
    });
    expect(() => parsePullArgs(['--choose', 'elm-court.beds=mine'], emulator)).toThrow(UsageError);
    expect(() =>
      parsePullArgs(['--choose', 'elm-court.beds=file', '--overwrite'], emulator),
    ).toThrow(/--overwrite chooses the console everywhere/);
  });
});
