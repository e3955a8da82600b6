import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import {
  isRouteErrorResponse,
  Link as RouterLink,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
import { button } from '../../../components/button.css';
import { Icon } from '../../../components/icon';
import openInNew from '@material-design-icons/svg/filled/open_in_new.svg?shapes';
import warningAmber from '@material-design-icons/svg/filled/warning_amber.svg?shapes';
import { LoadError } from '../../../components/load-error';
import { useHydrated } from '../../../components/use-hydrated';
import { useLatestCallback } from '../../../components/use-latest-callback';
import { visuallyHidden } from '../../../components/visually-hidden.css';
import { COVER_GRID } from '../../../config/layout';
import { pageTitle } from '../../../config/site';
import { trackListing, trackViewItem } from '../../../lib/analytics';
import { isSameData } from '../../../lib/same-data';
import { ContactPanel } from '../components/contact-panel';
import { LazyPhotoViewer } from '../components/lazy-photo-viewer';
import { OpenPhotoLink, type PhotoLink } from '../components/open-photo-link';
import type { PhotoViewerProps } from '../components/photo-viewer';
import { BeforeAfter } from '../components/before-after';
import { ProjectCover } from '../components/project-cover';
import { ProjectFacts } from '../components/project-facts';
import { SectionCarousel } from '../components/section-carousel';
import { usePhotoViewer } from '../hooks/use-photo-viewer';
import { PortfolioUnavailable, type ProjectData } from '../project-loaders';
import { coverAlt, photoSections } from '../project-logic';
import {
  photoId,
  photoIndexFromId,
  photoPairs,
  projectPhotos,
  type PhotoPair,
} from '../project-photos';
import type { Project } from '../project-schema';
import { projectSummary } from '../project-summary';
import { routes } from '../../../config/routes';
import { text } from '../../../styles/text.css';
import { PageContainer } from '../../../components/page-container';
import * as styles from './project-details-page.css';
// The viewer's stylesheets come with this page, not with its code (lazy-photo-viewer.tsx).
import 'swiper/css/zoom';
import '../components/photo-viewer.css';

export function ProjectDetailsPage() {
  const { project } = useLoaderData<ProjectData>();
  return (
    <PageContainer maxWidth="lg" className={styles.page}>
      <title>{pageTitle(project.address.address_line_1)}</title>
      <ProjectDetails project={project} />
    </PageContainer>
  );
}

/**
 * The project route's errors: a project that does not exist, or a content store that cannot
 * be read (with Retry). Anything else is the frame's error page.
 */
export function ProjectPageError() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !(error instanceof PortfolioUnavailable)) throw error;
  return (
    <PageContainer maxWidth="lg" className={styles.page}>
      {notFound ? <ProjectNotFound /> : <LoadError onRetry={() => void revalidate()} />}
    </PageContainer>
  );
}

/**
 * Memoised on the project's data: Firestore's answer after a prerendered page has hydrated is
 * a new object, and the details (carousels and all) render again only if it changed.
 */
const ProjectDetails = memo(function ProjectDetails({ project }: { project: Project }) {
  const photos = useMemo(() => projectPhotos(project), [project]);
  const summary = useMemo(() => projectSummary(project), [project]);
  const pairs = useMemo(() => photoPairs(photos), [photos]);
  const viewer = usePhotoViewer(photos);
  // The viewer's code runs on first open (a built project page has fetched it ahead, see
  // prerender/page-html.ts); it then stays mounted, closed, so its dialog can hand focus back
  // to the photo that opened it.
  const [viewerWanted, setViewerWanted] = useState(false);
  if (viewer.index !== undefined && !viewerWanted) setViewerWanted(true);
  // Stable links: the sections below are memoised, so opening the viewer (a new URL, which
  // renders the details again) does not render every carousel again.
  const openPhoto = useLatestCallback((id: string) => {
    const index = photoIndexFromId(photos, id);
    if (index !== undefined) viewer.open(index);
  });
  const photoHref = viewer.href;
  const linkToPhoto = useCallback(
    (id: string): PhotoLink => ({ href: photoHref(id), onOpen: () => openPhoto(id) }),
    [photoHref, openPhoto],
  );
  const sections = useMemo(
    () =>
      photoSections(project).map((section) => ({
        section,
        photoLink: (position: number) => linkToPhoto(photoId(section.key, position)),
      })),
    [project, linkToPhoto],
  );
  const pairLink = useCallback((pair: PhotoPair) => linkToPhoto(pair.id), [linkToPhoto]);
  // Once per project page seen: new data for the same project is not a new view. It runs before
  // the frame's page view (a child's effects run first); analytics.ts sends it after.
  const { id, address } = project;
  useEffect(
    () => trackViewItem({ id, name: address.address_line_1 }),
    [id, address.address_line_1],
  );

  return (
    <article>
      <div className={styles.head}>
        <ProjectCover
          project={summary}
          priority
          whole
          overlay={<OpenPhotoLink caption={coverAlt(project)} {...linkToPhoto('cover')} />}
          slot={{ grid: COVER_GRID }}
          className={styles.cover}
        />
        <div className={styles.facts}>
          <h1 className={text.h1}>{project.address.address_line_1}</h1>
          <ProjectFacts project={project} size="large" />
          {project.post ? (
            <div>
              <a
                href={project.post}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.listing}
                onClick={() => trackListing(project.id)}
              >
                Listing
                <span className={visuallyHidden}> (opens in a new tab)</span>
                <Icon shapes={openInNew} className={styles.listingIcon} />
              </a>
            </div>
          ) : null}
          <ContactPanel project={project} />
        </div>
      </div>
      <BeforeAfter pairs={pairs} photoLink={pairLink} />
      <div className={styles.sections}>
        {sections.map(({ section, photoLink }) => (
          <SectionCarousel
            key={section.key}
            project={project}
            section={section}
            photoLink={photoLink}
          />
        ))}
      </div>
      {viewerWanted && (
        <HydratedPhotoViewer
          title={project.address.address_line_1}
          photos={photos}
          index={viewer.index}
          onIndexChange={viewer.show}
          onClose={viewer.close}
        />
      )}
    </article>
  );
}, sameProject);

function sameProject(before: { project: Project }, after: { project: Project }): boolean {
  return isSameData(before.project, after.project);
}

/**
 * The viewer once the page has hydrated: the prerender cannot know a shared link's ?photo=.
 * Only this component renders again when hydration ends, not the page around it.
 */
function HydratedPhotoViewer(props: PhotoViewerProps) {
  const hydrated = useHydrated();
  return hydrated ? <LazyPhotoViewer {...props} /> : null;
}

function ProjectNotFound() {
  return (
    <div role="alert" className={styles.notFound}>
      <title>{pageTitle('Project not found')}</title>
      <Icon shapes={warningAmber} name="WarningAmber" className={styles.notFoundIcon} />
      <h1 className={styles.notFoundTitle}>Project Not Found or Does Not Exists.</h1>
      <RouterLink to={routes.projects} className={button.contained}>
        See all projects
      </RouterLink>
    </div>
  );
}
