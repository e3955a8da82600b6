/**
 * What the sample-portfolio generator may write, decided before it writes anything: its own
 * sample projects only. Every other record in the data file and every other photo folder is
 * the company's, and stays exactly where it is; a sample's record or folder that is no longer
 * what the generator made (changed by hand, replaced with add-project, pulled from Firestore)
 * is refused, by name, and then nothing is written at all.
 */
import { isDeepStrictEqual } from 'node:util';

/** A sample project as the generator makes it: its data-file record and its photo files. */
export type Sample = { id: string; record: Record<string, unknown>; files: readonly string[] };

type SamplePlan = {
  /** The data file's records after the run: samples replaced in place, new samples last. */
  records: unknown[];
  /** Samples the generator would overwrite though it no longer made them: nothing is written. */
  refused: string[];
  /** Ids of the company's records and photo folders, left as they are. */
  kept: string[];
};

export function planSamples(
  records: readonly unknown[],
  folders: ReadonlyMap<string, readonly string[]>,
  samples: readonly Sample[],
): SamplePlan {
  const sampleIds = new Set(samples.map(({ id }) => id));
  const plan: SamplePlan = { records: [...records], refused: [], kept: [] };
  for (const sample of samples) {
    const index = records.findIndex((record) => idOf(record) === sample.id);
    const existing = records[index];
    const recordIsTheSample = index < 0 || isDeepStrictEqual(existing, sample.record);
    const strayFiles = (folders.get(sample.id) ?? []).filter(
      (file) => !sample.files.includes(file),
    );
    if (!recordIsTheSample) {
      plan.refused.push(
        `${sample.id}: its record in the data file is not the sample's (changed by hand, by add-project --replace or by npm run pull)`,
      );
    }
    if (strayFiles.length > 0) {
      plan.refused.push(
        `${sample.id}: its photo folder holds ${strayFiles.length} file${strayFiles.length === 1 ? '' : 's'} the generator does not draw (${strayFiles.slice(0, 3).join(', ')}${strayFiles.length > 3 ? ', …' : ''})`,
      );
    }
    if (index < 0) plan.records.push(sample.record);
    else plan.records[index] = sample.record;
  }
  const others = [...records.map(idOf), ...folders.keys()].filter(
    (id): id is string => id !== undefined && !sampleIds.has(id),
  );
  plan.kept = [...new Set(others)].sort();
  return plan;
}

function idOf(record: unknown): string | undefined {
  const id = typeof record === 'object' && record !== null ? Reflect.get(record, 'id') : undefined;
  return typeof id === 'string' ? id : undefined;
}
