import * as z from 'zod/mini';

/**
 * The one definition of a project record. The app checks data.json and Firestore
 * documents against it, and the seed command checks a file against it before it
 * writes, so a record the site would skip is never written.
 */

const PROJECT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
// Root-relative paths are served by our own hosting ("//" and "/\" would leave it);
// anything else must be https, the only other image origin the CSP allows.
const IMAGE_URL = /^(\/(?![/\\])|https:\/\/)/i;

const imageUrl = z
  .string({ error: 'must be a string' })
  .check(z.regex(IMAGE_URL, { error: 'must be a root-relative path or an https URL' }));

const httpUrl = z
  .string({ error: 'must be a string' })
  .check(z.refine(isHttpUrl, { error: 'must be an absolute http(s) URL' }));

const pixels = z.optional(
  z
    .number({ error: 'must be a number of pixels' })
    .check(
      z.int({ error: 'must be a whole number' }),
      z.gt(0, { error: 'must be greater than 0' }),
    ),
);

const flag = z._default(z.boolean({ error: 'must be true or false' }), false);
const count = (what: string) =>
  z
    .number({ error: `must be a number of ${what}` })
    .check(
      z.gte(0, { error: `must not be negative` }),
      z.lte(100, { error: 'is implausibly large' }),
    );

const imageSchema = z
  .object(
    {
      url: imageUrl,
      main: flag,
      exterior: flag,
      interior: flag,
      kitchen: flag,
      room: flag,
      bathroom: flag,
      // The photo's real size, upright. The build and add-project fill it in for local
      // photos; without it a photo is taken to be 16:9.
      width: pixels,
      height: pixels,
      // The same view before the work, shown beside this one; its real size as for url.
      before_url: z.optional(imageUrl),
      before_width: pixels,
      before_height: pixels,
    },
    { error: 'must be an object with a url' },
  )
  .check(
    z.refine((image) => (image.width === undefined) === (image.height === undefined), {
      error: 'must be given with height (or both left out)',
      path: ['width'],
    }),
    z.refine(
      (image) => (image.before_width === undefined) === (image.before_height === undefined),
      { error: 'must be given with before_height (or both left out)', path: ['before_width'] },
    ),
    z.refine((image) => image.before_url !== undefined || image.before_width === undefined, {
      error: 'is the size of before_url, which is missing',
      path: ['before_width'],
    }),
    z.refine((image) => image.before_url !== image.url, {
      error: 'must be another photo than url',
      path: ['before_url'],
    }),
  );

export const projectSchema = z
  .object(
    {
      id: z
        .string({ error: 'must be a string' })
        .check(z.regex(PROJECT_ID, { error: 'must be letters, digits, - or _ (at most 100)' })),
      sort: z.number({ error: 'must be a number' }),
      beds: count('bedrooms'),
      baths: count('bathrooms'),
      sq_footage: z
        .number({ error: 'must be a number' })
        .check(z.gt(0, { error: 'must be greater than 0' })),
      address: z.object(
        {
          address_line_1: z
            .string({ error: 'must be a string' })
            .check(z.trim(), z.minLength(1, { error: 'must not be empty' })),
          city: z
            .string({ error: 'must be a string' })
            .check(z.trim(), z.minLength(1, { error: 'must not be empty' })),
          state: z
            .string({ error: 'must be a string' })
            .check(z.trim(), z.minLength(1, { error: 'must not be empty' })),
        },
        { error: 'must be an object with address_line_1, city and state' },
      ),
      is_sold: flag,
      pending_sale: flag,
      year_sold: z.optional(
        z.nullable(
          z
            .number({ error: 'must be a year' })
            .check(
              z.int({ error: 'must be a whole year' }),
              z.gte(1900, { error: 'must be 1900 or later' }),
              z.lte(2100, { error: 'must be 2100 or earlier' }),
            ),
        ),
      ),
      full_remodel: flag,
      full_renovation: flag,
      post: httpUrl,
      images: z.array(imageSchema, { error: 'must be a list of images' }),
    },
    { error: 'must be an object' },
  )
  .check(
    z.refine((project) => !project.is_sold || typeof project.year_sold === 'number', {
      error: 'is required when is_sold is true',
      path: ['year_sold'],
    }),
  );

export type Project = z.infer<typeof projectSchema>;
export type ProjectImage = z.infer<typeof imageSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
