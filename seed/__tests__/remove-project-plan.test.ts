import { describe, expect, it } from 'vitest';
import { planRemoval } from '../remove-project-plan';

describe('planRemoval', () => {
  it('cuts out exactly the record, whatever its strings hold', () => {
    // Brackets, braces, commas and escaped quotes inside strings are text, not structure.
    const tricky = { id: 'b', post: 'https://x/?q=[1,{2}]', note: 'a "quoted" \\ ] } , {' };
    const text = `{\n  "title": "x ] y",\n  "projects": [\n    {"id": "a"},\n    ${JSON.stringify(tricky)},\n    {"id": "c", "n": [1, [2]]}\n  ]\n}\n`;
    const plan = planRemoval(text, 'b');
    expect(plan).toMatchObject({ index: 1, count: 3, photoFolder: 'assets/projects/b' });
    expect('text' in plan && plan.text).toBe(
      '{\n  "title": "x ] y",\n  "projects": [\n    {"id": "a"},\n    {"id": "c", "n": [1, [2]]}\n  ]\n}\n',
    );
    const only = planRemoval('{"projects":[{"id":"a"}]}', 'a');
    expect('text' in only && JSON.parse(only.text)).toEqual({ projects: [] });
  });

  it('names the projects there are when the id is not one of them', () => {
    expect(planRemoval('{"projects":[{"id":"a"},{"id":"b"}]}', 'c')).toEqual({
      id: 'c',
      unknown: true,
      known: ['a', 'b'],
    });
  });
});
