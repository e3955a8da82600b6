import path from 'node:path';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { numberOption, parseCommandLine, UsageError } from '../tooling/run-main';

export const USAGE = `Adds a project to the portfolio from a folder of photos.

Usage: npm run add-project -- FOLDER [--id ID] [--sort N] [--replace] [--dry-run]

  FOLDER       the project's folder:
                 project.json   the facts: beds, baths, sq_footage, address, is_sold,
                                pending_sale, year_sold, full_remodel, full_renovation, post
                                (sort optional)
                 cover.jpg      the main photo (cover.* in JPEG, PNG, WebP or AVIF)
                 exterior/ interior/ kitchen/ baths/ rooms/
                                photos for each carousel, in file-name order
                 NAME.before.jpg
                                beside NAME.jpg in a section folder (or cover.jpg): the
                                same view before the work, shown as a before-and-after pair
  --id ID      the project's id and web address (default: the folder's name)
  --sort N     its place in the list (default: project.json's sort, else last)
  --replace    replace the project with this id, photos and all, in place
  --dry-run    print what would be written and write nothing
  --help       show this text

Photos are stored as clean copies — upright, no GPS or camera data, at most 2560 px — in
public/assets/projects/ID/, and the project is added to ${path.relative(ROOT, path.join(PUBLIC_DIR, DATA_FILE))}.`;

export type AddProjectOptions = {
  folder: string;
  id: string | undefined;
  sort: number | undefined;
  replace: boolean;
  dryRun: boolean;
};

export function parseAddProjectArgs(argv: readonly string[]): AddProjectOptions | 'help' {
  const { values, positionals } = parseCommandLine({
    args: [...argv],
    options: {
      id: { type: 'string' },
      sort: { type: 'string' },
      replace: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) return 'help';
  if (positionals.length !== 1 || !positionals[0]) {
    throw new UsageError('Name exactly one project folder.');
  }
  return {
    folder: positionals[0],
    id: values.id,
    sort: numberOption('sort', values.sort),
    replace: values.replace,
    dryRun: values['dry-run'],
  };
}
