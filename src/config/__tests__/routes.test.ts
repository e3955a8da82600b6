import { describe, expect, it } from 'vitest';
import { isProjectListPath, pageFile, projectPath, routes } from '../routes';

describe('routes', () => {
  it('are the paths of spec §2', () => {
    expect(Object.values(routes)).toEqual([
      '/',
      '/home',
      '/about-us',
      '/projects',
      '/projects/:id',
    ]);
  });

  it('escapes ids in detail paths', () => {
    expect(projectPath({ id: 'a b' })).toBe('/projects/a%20b');
    expect(projectPath({ id: 'x/y' })).toBe('/projects/x%2Fy');
  });

  it('tells the list from a project page', () => {
    expect(isProjectListPath('/projects')).toBe(true);
    expect(isProjectListPath('/projects/')).toBe(true);
    expect(isProjectListPath('/projects/2417-n-maple-st')).toBe(false);
    expect(isProjectListPath('/')).toBe(false);
  });

  it('names the file each page is prerendered to, as Hosting serves it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/about-us')).toBe('about-us.html');
    expect(pageFile('/projects/house-3')).toBe('projects/house-3.html');
  });
});
