import { runMain } from '../tooling/run-main';
import { runSeed } from './seed-run';

runMain('seed', () =>
  runSeed(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
