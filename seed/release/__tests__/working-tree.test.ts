import { describe, expect, it } from 'vitest';
import { uncommittedFiles, uncommittedProblem } from '../working-tree';

describe('uncommitted changes', () => {
  it("are read from git status's porcelain lines, a rename by its new name", () => {
    expect(
      uncommittedFiles(' M public/assets/Data/data.json\nR  old.ts -> new.ts\nD  gone.ts\n'),
    ).toEqual(['public/assets/Data/data.json', 'new.ts', 'gone.ts']);
    expect(uncommittedFiles('')).toEqual([]);
  });

  it('stop a release, each file named, with how to go on', () => {
    expect(uncommittedProblem([])).toBeUndefined();
    const problem = uncommittedProblem(['.env.release', 'public/assets/Data/data.json']);
    expect(problem).toContain(
      'these tracked files have changes that are not committed: .env.release, public/assets/Data/data.json',
    );
    expect(problem).toContain('git restore FILE');
    const many = Array.from({ length: 12 }, (_, i) => `f${i}`);
    expect(uncommittedProblem(many)).toContain('f9 and 2 more');
  });
});
