import { commandMain } from './command';
import { runPull } from './pull-command';

commandMain('pull', runPull);
