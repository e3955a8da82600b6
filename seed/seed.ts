import { commandMain } from './command';
import { runSeed } from './seed-command';

commandMain('seed', runSeed);
