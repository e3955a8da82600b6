import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { brand } from '../../../config/brand';
import { saleStatus, workType, type SaleStatus } from '../project-logic';
import { hasBeforeAfter } from '../project-photos';
import type { Project } from '../project-schema';

const SALE_COLOURS: Record<SaleStatus['kind'], { bg: string; fg: string }> = {
  sold: { bg: brand.sold, fg: brand.white },
  pending: { bg: brand.pending, fg: brand.text },
  'for-sale': { bg: brand.forSale, fg: brand.white },
};

const bannerSx = {
  position: 'absolute',
  px: 1.25,
  py: 0.5,
  fontSize: '0.8rem',
  fontWeight: 800,
  letterSpacing: 0.4,
  textTransform: 'uppercase',
  borderRadius: 1,
  boxShadow: '0 1px 3px rgba(0,0,0,0.25)',
} as const;

type ProjectBannersProps = {
  project: Project;
  /** Cards mark projects with before-and-after photos, so visitors can find them. */
  markBeforeAfter?: boolean;
};

/** The sale-status and work-type banners laid over a project's cover image (spec §4). */
export function ProjectBanners({ project, markBeforeAfter = false }: ProjectBannersProps) {
  const status = saleStatus(project);
  const work = workType(project);
  const colours = SALE_COLOURS[status.kind];
  return (
    <>
      <Box
        data-banner="sale"
        data-status={status.kind}
        sx={{ ...bannerSx, top: 12, left: 12, bgcolor: colours.bg, color: colours.fg }}
      >
        {status.label}
      </Box>
      {work && (
        <Box
          data-banner="work-type"
          sx={{
            ...bannerSx,
            bottom: 12,
            left: 12,
            bgcolor: alpha(brand.navyDark, 0.92),
            color: brand.white,
          }}
        >
          {work}
        </Box>
      )}
      {markBeforeAfter && hasBeforeAfter(project) && (
        <Box
          data-banner="before-after"
          sx={{ ...bannerSx, top: 12, right: 12, bgcolor: brand.white, color: brand.navy }}
        >
          Before &amp; After
        </Box>
      )}
    </>
  );
}
