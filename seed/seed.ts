import { runMain } from '../tooling/run-main';
import { consoleOutput } from './command-output';
import { runSeed } from './seed-run';

runMain('seed', () => runSeed(process.argv.slice(2), consoleOutput));
