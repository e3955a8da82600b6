/** The portfolio list as the screen shows it: every valid project in list order. */
import { coverImage, saleStatus, workType } from '../../src/features/projects/project-logic.ts';
import type { Portfolio } from '../api.ts';
import { orderVersionOf, recordOf, versionOf, type DataFile } from './data-store.ts';
import { thumbnailUrl } from './photo-urls.ts';

export function portfolioOf(data: DataFile): Portfolio {
  const rows = data.projects.map((project, position) => {
    const record = recordOf(data, project.id);
    const cover = coverImage(project);
    return {
      webAddress: project.id,
      address: project.address.address_line_1,
      city: project.address.city,
      state: project.address.state,
      saleBanner: saleStatus(project).label,
      workBanner: workType(project),
      thumbnail: cover ? thumbnailUrl(cover.url) : null,
      position,
      basedOn: { version: versionOf(record), record },
    };
  });
  const left = data.invalid.length;
  return {
    rows,
    orderVersion: orderVersionOf(data),
    ...(left > 0 && {
      problem: `${left} record${left === 1 ? '' : 's'} in the data file cannot be shown (${data.invalid.join(', ')}): the site leaves ${left === 1 ? 'it' : 'them'} out too until ${left === 1 ? 'it is' : 'they are'} fixed.`,
    }),
  };
}
